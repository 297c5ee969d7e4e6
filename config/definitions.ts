/**
 * Writes the definition index of each docs tree (src/lib/definitions.ts) to
 * build/search/definitions-<version>.json, which the search box fetches with Pagefind on first use.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {definitionsOfPage, type Definition} from '../src/lib/definitions';
import {docsTrees, pagesOfTree} from './apiIndex';

/** Version name of a tree: `current` for /docs, else the version segment. */
const versionOf = (routeBase: string) => (routeBase === '/docs' ? 'current' : routeBase.split('/').pop()!);

export function definitionsOfSite(siteDir: string): Map<string, Definition[]> {
  return new Map(docsTrees(siteDir).map((tree) => [versionOf(tree.routeBase), pagesOfTree(tree).flatMap(definitionsOfPage)]));
}

export default function definitionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-definitions',
    async postBuild({outDir}) {
      const dir = path.join(outDir, 'search');
      mkdirSync(dir, {recursive: true});
      const counts: string[] = [];
      for (const [version, definitions] of definitionsOfSite(context.siteDir)) {
        const json = JSON.stringify(definitions);
        writeFileSync(path.join(dir, `definitions-${version}.json`), json);
        counts.push(`${version} ${definitions.length} (${Math.round(Buffer.byteLength(json) / 1024)} KB)`);
      }
      console.log(`[definitions] ${counts.join(', ')}`);
    },
  };
}
