/**
 * The error-message catalogues at build time (data/errors/<release>.tsv, one per docs tree):
 *  - a remark plugin that replaces the `::error-catalogue` line of a tree's 错误信息速查 page with the
 *    entries as Markdown (src/lib/errorPage.ts), so its links and anchors are checked like written ones;
 *  - `expandErrorCatalogue`, the same for the Markdown export;
 *  - a plugin writing build/search/errors-<version>.json, what the search box loads for a pasted error.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {parseErrorCatalogue, toErrorHit, type ErrorEntry} from '../src/lib/errorCatalogue';
import {errorPageMarkdown} from '../src/lib/errorPage';
import {releaseOfVersion} from '../src/lib/siteMetadata';
import {docFileOf, docsTrees, routeOfDoc, treeOfFile, versionOfTree, type DocsTree} from './apiIndex';

export const ERROR_DIRECTIVE = 'error-catalogue';
/** Where each tree's catalogue page lives, under the tree root. */
export const ERROR_PAGE = 'getting-started/error-messages';
const DIRECTIVE_LINE = /^::error-catalogue\s*$/m;


export function catalogueFile(siteDir: string, tree: DocsTree): string {
  return path.join(siteDir, 'data', 'errors', `${releaseOfVersion(versionOfTree(tree))}.tsv`);
}

export function catalogueOfTree(siteDir: string, tree: DocsTree): ErrorEntry[] {
  const file = catalogueFile(siteDir, tree);
  return parseErrorCatalogue(readFileSync(file, 'utf8'), path.relative(siteDir, file));
}

function titleOf(file: string): string {
  const title = /^---\n[\s\S]*?^title:\s*(.+?)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  return title?.replace(/^(['"])(.*)\1$/, '$2') ?? path.basename(file);
}

/** The catalogue page's Markdown for a tree; a row naming a page that does not exist stops the build. */
export function catalogueMarkdown(siteDir: string, tree: DocsTree, {forExport = false} = {}): string {
  const entries = catalogueOfTree(siteDir, tree);
  const where = path.relative(siteDir, catalogueFile(siteDir, tree));
  return errorPageMarkdown(entries, {
    pagePath: ERROR_PAGE,
    searchIndexHints: !forExport,
    fileOf: (page) => {
      const file = docFileOf(tree, page);
      if (!file) throw new Error(`${where}: page "${page}" is not a doc of ${path.relative(siteDir, tree.dir)}/`);
      return file;
    },
    titleOf: (page) => titleOf(path.join(tree.dir, docFileOf(tree, page)!)),
    // The memory planner documents v0.8.4's V1 engine: the current tree only.
    groupNotes:
      versionOfTree(tree) === 'current' && docFileOf(tree, 'performance/memory-planner')
        ? {memory: '启动前想知道模型和 KV 缓存放不放得下、`--max-model-len` 最大能设多少，可以先用[显存规划](../performance/memory-planner.mdx)估算。'}
        : undefined,
    sourceUrl: ({source, commit}) => {
      if (commit === '-') return undefined;
      const [repo, file] = source.includes(':') ? source.split(':', 2) : ['vllm-project/vllm', source];
      return `https://github.com/${repo}/blob/${commit}/${file}`;
    },
  });
}

/** The Markdown export's view of a page: the directive expanded, like the HTML. */
export function expandErrorCatalogue(siteDir: string, trees: DocsTree[], file: string, source: string): string {
  if (!DIRECTIVE_LINE.test(source)) return source;
  const tree = treeOfFile(trees, file);
  return tree ? source.replace(DIRECTIVE_LINE, () => catalogueMarkdown(siteDir, tree, {forExport: true})) : source;
}

interface MdNode {
  type: string;
  name?: string;
  children?: MdNode[];
  data?: {hProperties: {id?: string}};
}

export function remarkErrorCatalogue(this: {parse(text: string): unknown}, {siteDir}: {siteDir: string}) {
  const processor = this;
  const trees = docsTrees(siteDir);
  return (root: MdNode, file: {path: string}) => {
    const at = (root.children ?? []).findIndex((node) => node.type === 'leafDirective' && node.name === ERROR_DIRECTIVE);
    if (at < 0) return;
    const tree = treeOfFile(trees, file.path);
    if (!tree) throw new Error(`${file.path}: ::${ERROR_DIRECTIVE} outside a docs tree`);
    // MDX would read `{#id}` as an expression (Docusaurus handles it before parsing): set the ids directly.
    const ids: string[] = [];
    const markdown = catalogueMarkdown(siteDir, tree).replace(/^(#{2,6} .*?)\s*\{#([a-z0-9-]+)\}\s*$/gm, (_, heading: string, id: string) => {
      ids.push(id);
      return heading;
    });
    const generated = processor.parse(markdown) as MdNode;
    for (const node of (generated.children ?? []).filter((child) => child.type === 'heading')) node.data = {hProperties: {id: ids.shift()}};
    root.children!.splice(at, 1, ...(generated.children ?? []));
  };
}

/** build/search/errors-<version>.json: each entry's message, exception and link, for the search box. */
export default function errorCataloguePlugin(context: LoadContext): Plugin {
  return {
    name: 'error-catalogue',
    async postBuild({outDir}) {
      const started = Date.now();
      const dir = path.join(outDir, 'search');
      mkdirSync(dir, {recursive: true});
      const counts: string[] = [];
      for (const tree of docsTrees(context.siteDir)) {
        const file = docFileOf(tree, ERROR_PAGE);
        if (!file) throw new Error(`${path.relative(context.siteDir, tree.dir)}/${ERROR_PAGE}.md is missing: the error catalogue's page`);
        const full = path.join(tree.dir, file);
        const route = routeOfDoc(tree, full);
        const hits = catalogueOfTree(context.siteDir, tree).map((entry) => toErrorHit(entry, route, titleOf(full)));
        const json = JSON.stringify(hits);
        writeFileSync(path.join(dir, `errors-${versionOfTree(tree)}.json`), json);
        counts.push(`${versionOfTree(tree)} ${hits.length} (${(gzipSync(json).length / 1024).toFixed(1)} KB gzip)`);
      }
      console.log(`[errors] ${counts.join(', ')} in ${Date.now() - started} ms`);
    },
  };
}
