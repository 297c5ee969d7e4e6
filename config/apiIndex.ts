/**
 * Builds the generated indexes of a docs tree at build time (see src/lib/apiIndex.ts): a remark plugin
 * that replaces `::python-symbol-index` / `::python-module-index` with the lists, as real Markdown, so
 * the build checks every link and anchor and the pages need no client JavaScript.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {buildApiIndex, expandIndexDirectives, INDEX_DIRECTIVES, type ApiIndex, type ApiPage} from '../src/lib/apiIndex';

export interface DocsTree {
  /** Absolute path of the tree's folder (docs/ or versioned_docs/version-X). */
  dir: string;
  /** Route of the tree's root, without a trailing slash: /docs or /docs/0.8.x. */
  routeBase: string;
}

/** The route Docusaurus gives a doc file (no `slug:` overrides are used on this site). */
export function routeOfDoc(tree: DocsTree, file: string): string {
  const parts = path.relative(tree.dir, file).replace(/\.mdx?$/, '').split(path.sep);
  const last = parts.at(-1)!;
  // A folder's index page is served at the folder, with a trailing slash (as Docusaurus permalinks are).
  if (/^(index|readme)$/i.test(last) || last === parts.at(-2)) return `${[tree.routeBase, ...parts.slice(0, -1)].join('/')}/`;
  return [tree.routeBase, ...parts].join('/');
}

function docFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(full);
    return /^[^_].*\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The site's docs trees: current at /docs, each version of versions.json at /docs/<version>. */
export function docsTrees(siteDir: string): DocsTree[] {
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  return [
    {dir: path.join(siteDir, 'docs'), routeBase: '/docs'},
    ...versions.map((version) => ({dir: path.join(siteDir, 'versioned_docs', `version-${version}`), routeBase: `/docs/${version}`})),
  ];
}

/** Every doc page of a tree with its route and source. */
export function pagesOfTree(tree: DocsTree): ApiPage[] {
  return docFiles(tree.dir).map((file) => ({route: routeOfDoc(tree, file), source: readFileSync(file, 'utf8')}));
}

export function apiIndexOfTree(tree: DocsTree): ApiIndex {
  return buildApiIndex(pagesOfTree(tree));
}

/** The docs plugin's version name of a tree: `current` for /docs, else its version segment. */
export function versionOfTree(tree: DocsTree): string {
  return tree.routeBase === '/docs' ? 'current' : tree.routeBase.split('/').pop()!;
}

/** The file under the tree's folder for a doc path without extension (`x.md`, `x.mdx` or `x/index.md`). */
export function docFileOf(tree: DocsTree, page: string): string | undefined {
  return [`${page}.md`, `${page}.mdx`, `${page}/index.md`, `${page}/index.mdx`].find((f) => existsSync(path.join(tree.dir, f)));
}

export function treeOfFile(trees: DocsTree[], file: string): DocsTree | undefined {
  return trees.find((tree) => !path.relative(tree.dir, file).startsWith('..'));
}

/** The Markdown export's view of a page: its directives expanded, like the HTML. */
export function expandForExport(trees: DocsTree[], file: string, source: string): string {
  const tree = treeOfFile(trees, file);
  return tree ? expandIndexDirectives(source, () => apiIndexOfTree(tree)) : source;
}

interface DirectiveNode {
  type: string;
  name?: string;
  children?: DirectiveNode[];
  data?: {hProperties: {id?: string}};
}

export default function remarkApiIndex(this: {parse(text: string): unknown}, {trees}: {trees: DocsTree[]}) {
  const processor = this;
  return (root: DirectiveNode, file: {path: string}) => {
    const at = (root.children ?? []).flatMap((node, i) => (node.type === 'leafDirective' && node.name! in INDEX_DIRECTIVES ? [i] : []));
    if (!at.length) return;
    const tree = treeOfFile(trees, file.path);
    if (!tree) throw new Error(`${file.path}: an index directive outside a docs tree`);
    const index = apiIndexOfTree(tree);
    for (const i of at.reverse()) {
      const name = root.children![i]!.name as keyof typeof INDEX_DIRECTIVES;
      // MDX would read `{#id}` as an expression (Docusaurus handles it before parsing): set the ids directly.
      const ids: string[] = [];
      const markdown = INDEX_DIRECTIVES[name](index).replace(/^(#{2,6} .*?)\s*\{#([a-z0-9-]+)\}\s*$/gm, (_, heading: string, id: string) => {
        ids.push(id);
        return heading;
      });
      const generated = processor.parse(markdown) as unknown as DirectiveNode;
      if (!generated.children?.length) throw new Error(`${file.path}: ::${name} found no API page in ${tree.dir}`);
      for (const node of generated.children.filter((child) => child.type === 'heading')) {
        node.data = {hProperties: {id: ids.shift()}};
      }
      root.children!.splice(i, 1, ...generated.children);
    }
  };
}
