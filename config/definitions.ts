/**
 * Reads the names each reference page defines (src/lib/definitions.ts says how they are declared)
 * and writes the definition index of each docs tree to build/search/definitions-<version>.json,
 * which the search box fetches when first used.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';

import matter from 'gray-matter';

import {entriesOfPage, type ApiPage} from '../src/lib/apiIndex';
import {classifyLines} from '../src/lib/content/markdown';
import type {Definition, DefinitionKind} from '../src/lib/definitions';
import {docsTrees, pagesOfTree, versionOfTree} from './apiIndex';

const TABLE_KINDS = {
  flags: {kind: 'flag', name: /^--[a-z0-9][a-z0-9-]*$/},
  variables: {kind: 'variable', name: /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/},
  metrics: {kind: 'metric', name: /^vllm:[a-z0-9_:]+$/},
} as const satisfies Record<string, {kind: DefinitionKind; name: RegExp}>;

const HEADING = /^#{2,6}\s+.*?\{#([a-z0-9-]+)\}\s*$/;

function declaredKinds(data: Record<string, unknown>): Array<keyof typeof TABLE_KINDS> {
  const value = data.defines;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map(String).filter((k): k is keyof typeof TABLE_KINDS => k in TABLE_KINDS);
}

/** The names a page defines: first-column code names of its tables (by `defines`), and its API entries. */
export function definitionsOfPage(page: ApiPage): Definition[] {
  const {data, content} = matter(page.source);
  const title = String(data.title ?? page.route);
  const out: Definition[] = [];
  const kinds = declaredKinds(data);
  if (kinds.length) {
    const lines = content.split('\n');
    const fences = classifyLines(lines);
    let anchor = '';
    for (const [i, line] of lines.entries()) {
      if (fences[i]!.kind !== 'prose') continue;
      const heading = HEADING.exec(line);
      if (heading) anchor = heading[1]!;
      if (!line.startsWith('|')) continue;
      const firstCell = line.split('|')[1] ?? '';
      for (const [, code] of firstCell.matchAll(/`([^`]+)`/g)) {
        for (const kind of kinds) {
          const rule = TABLE_KINDS[kind];
          if (rule.name.test(code!)) out.push({name: code!, kind: rule.kind, href: `${page.route}${anchor ? `#${anchor}` : ''}`, page: title});
        }
      }
    }
  }
  for (const entry of entriesOfPage(page).symbols) {
    if (entry.kind === '模块') continue;
    out.push({name: entry.name, kind: 'api', href: entry.href, page: title, ...(entry.parent ? {parent: entry.parent} : {})});
  }
  const seen = new Set<string>();
  return out.filter((d) => {
    const key = `${d.name}\u0000${d.parent ?? ''}`;
    return !seen.has(key) && (seen.add(key), true);
  });
}

export function definitionsOfSite(siteDir: string): Map<string, Definition[]> {
  return new Map(docsTrees(siteDir).map((tree) => [versionOfTree(tree), pagesOfTree(tree).flatMap(definitionsOfPage)]));
}

export default function definitionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-definitions',
    async postBuild({outDir}) {
      const started = Date.now();
      const dir = path.join(outDir, 'search');
      mkdirSync(dir, {recursive: true});
      const counts: string[] = [];
      for (const [version, definitions] of definitionsOfSite(context.siteDir)) {
        const json = JSON.stringify(definitions);
        writeFileSync(path.join(dir, `definitions-${version}.json`), json);
        counts.push(`${version} ${definitions.length} (${Math.round(Buffer.byteLength(json) / 1024)} KB, ${(gzipSync(json).length / 1024).toFixed(1)} KB gzip)`);
      }
      console.log(`[definitions] ${counts.join(', ')} in ${Date.now() - started} ms`);
    },
  };
}
