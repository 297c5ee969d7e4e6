/**
 * Builds the Pagefind full-text index after `docusaurus build`, into build/pagefind/.
 * Only elements marked `data-pagefind-body` (doc page content, see src/theme/DocItem/Content)
 * are indexed; pages are tagged zh-Hans, so Pagefind segments Chinese words.
 * Runs Pagefind's CLI: its Node API is ESM-only, which the config's CommonJS loader can't import.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PAGEFIND_BIN = path.resolve(__dirname, '../node_modules/pagefind/lib/runner/bin.cjs');

export default function pagefindPlugin(): Plugin {
  return {
    name: 'pagefind-index',
    async postBuild({outDir}) {
      const started = Date.now();
      const output = execFileSync(process.execPath, [PAGEFIND_BIN, '--site', outDir, '--output-subdir', 'pagefind'], {
        encoding: 'utf8',
      });
      const pages = /Indexed (\d+) pages?/.exec(output)?.[1] ?? '?';
      console.log(`[pagefind] indexed ${pages} pages in ${Date.now() - started} ms`);
    },
  };
}
