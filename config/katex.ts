/**
 * Serve KaTeX's stylesheet and fonts from the site's own origin: the public CDN the upstream
 * site used is slow or unreachable for many readers in mainland China and absent offline.
 * The files are copied from the very `katex` package that rehype-katex renders with, into a
 * folder the config adds to `staticDirectories`, and the stylesheet's SRI hash is computed
 * from the copied file so the <link integrity> always matches what is served.
 */
import {createHash} from 'node:crypto';
import {cpSync, mkdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Where the copied assets live; the folder itself is a static directory, so URLs start at /katex/. */
export const KATEX_STATIC_DIR = path.resolve(__dirname, '../node_modules/.cache/katex-static');

export interface KatexStylesheet {
  href: string;
  integrity: string;
  version: string;
}

/** The katex that rehype-katex imports (not necessarily the top-level one). */
export function resolveKatexDist(): {dist: string; version: string} {
  const fromRehype = createRequire(require.resolve('rehype-katex'));
  const pkgPath = fromRehype.resolve('katex/package.json');
  const {version} = JSON.parse(readFileSync(pkgPath, 'utf8')) as {version: string};
  return {dist: path.join(path.dirname(pkgPath), 'dist'), version};
}

export function sriHash(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

export function prepareKatexAssets(baseUrl: string): KatexStylesheet {
  const {dist, version} = resolveKatexDist();
  const target = path.join(KATEX_STATIC_DIR, 'katex');
  mkdirSync(target, {recursive: true});
  cpSync(path.join(dist, 'katex.min.css'), path.join(target, 'katex.min.css'));
  cpSync(path.join(dist, 'fonts'), path.join(target, 'fonts'), {recursive: true});
  const css = readFileSync(path.join(target, 'katex.min.css'));
  return {href: `${baseUrl}katex/katex.min.css`, integrity: sriHash(css), version};
}

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function hasMaths(node: HastNode): boolean {
  const className = node.properties?.className;
  if (Array.isArray(className) && className.includes('katex')) return true;
  return (node.children ?? []).some(hasMaths);
}

/** An MDX JSX element as rehype sees it. */
function jsx(name: string, attributes: Record<string, string>, children: HastNode[] = []) {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
}

/**
 * Rehype plugin, after rehype-katex: a page that renders maths gets the KaTeX stylesheet in its
 * <head> through Docusaurus' `Head` (an MDX component); pages without maths don't load it.
 */
export function rehypeKatexStylesheet(sheet: KatexStylesheet) {
  return (tree: HastNode) => {
    if (!hasMaths(tree)) return;
    const link = jsx('link', {rel: 'stylesheet', href: sheet.href, integrity: sheet.integrity, crossOrigin: 'anonymous'});
    tree.children = [...(tree.children ?? []), jsx('Head', {}, [link])];
  };
}
