/**
 * Builds the Pagefind full-text index after `docusaurus build`, into build/pagefind/, then the
 * page map of each docs tree (build/search/pages-<version>.json), and logs what a search costs.
 * Only elements marked `data-pagefind-body` (doc page content, see src/theme/DocItem/Content)
 * are indexed; pages are tagged zh-Hans, so Pagefind segments Chinese words.
 * Runs Pagefind's CLI: its Node API is ESM-only, which the config's CommonJS loader can't import.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import type {Plugin} from '@docusaurus/types';

import type {PageInfo} from '../src/lib/search';

const PAGEFIND_BIN = path.resolve(__dirname, '../node_modules/pagefind/lib/runner/bin.cjs');

/**
 * Locations (word occurrences) per index chunk; Pagefind's default is 20,000, which makes each
 * chunk ~35 KB gzip at 288 pages, and a search loads one chunk per word. At 2,500 a chunk is
 * ~5 KB; the chunk list in the metadata file grows from 4 to 11 KB. A two-word query went from
 * ~75 KB of index to ~30 KB (measured on the full trees). The setting is Pagefind's
 * PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE (1.6): check it still exists when upgrading Pagefind.
 */
const INDEX_CHUNK_SIZE = 2500;

/**
 * Code blocks stay out of the index and the fragments: they are 30% of the indexed text, and every
 * result shown fetches its page's whole fragment. Names a reader pastes from code (flags, variables,
 * API symbols) are found by the definition index instead; pages whose prose or keywords mention a
 * name still match. With code, the first search was ~5 KB over the 150 KB budget; the natural
 * query set ranks the same (MRR per tree measured in e2e/search-quality.spec.ts). The exception: the
 * messages of the 错误信息速查 pages (```error blocks), which are what a reader pastes.
 */
const EXCLUDE_SELECTORS = '.theme-code-block:not(.language-error) pre';

/**
 * Keywords kept per page in the page map: re-ranking puts pages that list the query among their
 * first keywords (listed most central first) ahead of pages that merely mention it. Five keep the
 * natural query set's ranking and halve the map (13 → 9 KB gzip for the current tree).
 */
const MAP_KEYWORDS = 5;

/** Fragment files are gzip of "pagefind_dcd" + JSON. */
interface Fragment {
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
function readFragment(file: string): Fragment {
  return JSON.parse(gunzipSync(readFileSync(file)).subarray('pagefind_dcd'.length).toString('utf8')) as Fragment;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizeOf = (dir: string) => readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

/**
 * Pagefind result id (its fragment's hash) → route, title and keywords, per docs tree: the
 * search box re-ranks Pagefind's top results with this and fetches fragments only for the
 * results it shows (src/components/Search/pagefind.ts).
 */
export function pageMaps(bundleDir: string): Map<string, {pages: Record<string, PageInfo>; fragmentBytes: number}> {
  const maps = new Map<string, {pages: Record<string, PageInfo>; fragmentBytes: number}>();
  const dir = path.join(bundleDir, 'fragment');
  for (const name of readdirSync(dir).sort()) {
    const fragment = readFragment(path.join(dir, name));
    const version = fragment.filters.version?.[0];
    const route = fragment.meta.route;
    if (!version || !route) continue;
    const tree = maps.get(version) ?? {pages: {}, fragmentBytes: 0};
    const keywords = (fragment.meta.keywords ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .slice(0, MAP_KEYWORDS)
      .join(',');
    tree.pages[name.replace(/\.pf_fragment$/, '')] = keywords
      ? [route, fragment.meta.title ?? route, keywords]
      : [route, fragment.meta.title ?? route];
    tree.fragmentBytes += statSync(path.join(dir, name)).size;
    maps.set(version, tree);
  }
  return maps;
}

export default function pagefindPlugin(): Plugin {
  return {
    name: 'pagefind-index',
    async postBuild({outDir}) {
      const started = Date.now();
      // Asynchronous, so the other plugins' postBuild steps (Markdown export, definitions) run meanwhile.
      const {stdout: output} = await promisify(execFile)(process.execPath, [PAGEFIND_BIN, '--site', outDir, '--output-subdir', 'pagefind', '--exclude-selectors', EXCLUDE_SELECTORS], {
        encoding: 'utf8',
        env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(INDEX_CHUNK_SIZE)},
      });
      const pages = /Indexed (\d+) pages?/.exec(output)?.[1] ?? '?';
      console.log(`[pagefind] indexed ${pages} pages in ${Date.now() - started} ms`);

      // What the index costs: Pagefind's files are gzipped already, so file sizes are bytes sent.
      const bundle = path.join(outDir, 'pagefind');
      const chunks = readdirSync(path.join(bundle, 'index'));
      const metaFile = readdirSync(bundle).find((f) => f.endsWith('.pf_meta'));
      const wasm = readdirSync(bundle).find((f) => f.startsWith('wasm.'));
      const chunkSizes = chunks.map((f) => statSync(path.join(bundle, 'index', f)).size).sort((a, b) => a - b);
      console.log(
        `[pagefind] index: ${chunks.length} chunks, ${kb(sizeOf(path.join(bundle, 'index')))} ` +
          `(median chunk ${kb(chunkSizes[Math.floor(chunkSizes.length / 2)] ?? 0)}, largest ${kb(chunkSizes.at(-1) ?? 0)}); ` +
          `metadata ${kb(metaFile ? statSync(path.join(bundle, metaFile)).size : 0)}; filters ${kb(sizeOf(path.join(bundle, 'filter')))}; ` +
          `wasm ${kb(wasm ? statSync(path.join(bundle, wasm)).size : 0)}; pagefind.js ${kb(gzipSync(readFileSync(path.join(bundle, 'pagefind.js'))).length)} gzip`,
      );

      const searchDir = path.join(outDir, 'search');
      mkdirSync(searchDir, {recursive: true});
      for (const [version, tree] of pageMaps(bundle)) {
        const json = JSON.stringify(tree.pages);
        writeFileSync(path.join(searchDir, `pages-${version}.json`), json);
        const count = Object.keys(tree.pages).length;
        console.log(
          `[pagefind] ${version}: ${count} pages, fragments ${kb(tree.fragmentBytes)} (${kb(tree.fragmentBytes / count)} per page), ` +
            `page map ${kb(gzipSync(json).length)} gzip`,
        );
      }
    },
  };
}
