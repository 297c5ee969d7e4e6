/**
 * The 0.8.x tree's "indices and tables" (Sphinx's genindex and py-modindex), generated from the API
 * reference pages themselves so they can't drift:
 * - a page is an API page when its front matter lists `api_modules` (those go in the module index);
 * - each `##`/`###` heading that starts with a Python name in code (`` ### `LLM.generate()` 方法 {#llm-generate} ``)
 *   is a symbol, and the words after the name are its kind;
 * - under a symbol heading, each table row whose first cell is a name in code (`` | `best_of` | … ``) is a
 *   member of that symbol, its kind the table's first header cell (参数, 字段, …).
 * Writing such a heading or row on an API page is all it takes to add an entry.
 */
import matter from 'gray-matter';

import {classifyLines} from './content/markdown';

export interface ApiPage {
  /** The page's route, e.g. /docs/0.8.x/developer-documentation/sampling-parameters */
  route: string;
  /** The whole source file, front matter included. */
  source: string;
}

export interface IndexEntry {
  name: string;
  /** What the name is: 类, 方法, 参数, 模块 … (may be empty). */
  kind: string;
  /** The symbol a member belongs to (for table rows), else empty. */
  parent: string;
  /** Title of the page that documents it. */
  page: string;
  /** route#anchor (route alone for modules). */
  href: string;
}

export interface ApiIndex {
  symbols: IndexEntry[];
  modules: IndexEntry[];
}

const PYTHON_NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?$/;
const HEADING = /^(#{2,6})\s+(.*?)\s*\{#([a-z0-9-]+)\}\s*$/;
const CODE_FIRST = /^`([^`]+)`\s*(.*)$/;

function modulesOf(data: Record<string, unknown>): string[] {
  const value = data.api_modules;
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map(String).filter((name) => PYTHON_NAME.test(name));
}

/** The index entries one page contributes (none unless it lists `api_modules`). */
export function entriesOfPage({route, source}: ApiPage): ApiIndex {
  const {data, content} = matter(source);
  const modules = modulesOf(data);
  if (!modules.length) return {symbols: [], modules: []};
  const page = String(data.title ?? route);
  const moduleEntries = modules.map((name) => ({name, kind: '模块', parent: '', page, href: route}));

  const symbols: IndexEntry[] = [];
  const lines = content.split('\n');
  const kinds = classifyLines(lines);
  let symbol: {name: string; level: number} | null = null; // the symbol whose section we are in
  let anchor = ''; // the nearest heading id above
  let memberKind = ''; // first header cell of the current table, once its header row is seen
  for (const [i, line] of lines.entries()) {
    if (kinds[i]!.kind !== 'prose') continue;
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      anchor = heading[3]!;
      const code = CODE_FIRST.exec(heading[2]!);
      const name = code?.[1]!.trim();
      if (name && PYTHON_NAME.test(name)) {
        symbol = {name: name.replace(/\(\)$/, ''), level};
        symbols.push({name, kind: code![2]!.trim(), parent: '', page, href: `${route}#${anchor}`});
      } else if (symbol && level <= symbol.level) {
        symbol = null;
      }
      memberKind = '';
      continue;
    }
    if (!line.startsWith('|')) {
      memberKind = '';
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (!memberKind) {
      memberKind = (cells[0] ?? '').replace(/`/g, '') || '成员'; // header row
      continue;
    }
    if (!symbol || cells.every((cell) => /^:?-+:?$/.test(cell))) continue; // separator row
    const member = /^`([^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (member && PYTHON_NAME.test(member)) {
      symbols.push({name: member, kind: memberKind, parent: symbol.name, page, href: `${route}#${anchor}`});
    }
  }
  return {symbols, modules: moduleEntries};
}

const sortKey = (name: string) => name.replace(/^_+/, '').toLowerCase();

function sorted(entries: IndexEntry[]): IndexEntry[] {
  const seen = new Set<string>();
  return entries
    .filter((entry) => {
      const key = `${entry.name}\u0000${entry.parent}\u0000${entry.href}`;
      return !seen.has(key) && (seen.add(key), true);
    })
    .sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name)) || a.name.localeCompare(b.name) || a.parent.localeCompare(b.parent) || a.href.localeCompare(b.href));
}

/** Every entry of a tree: symbols (modules included, as Sphinx's genindex does) and modules, sorted. */
export function buildApiIndex(pages: ApiPage[]): ApiIndex {
  const all = pages.map(entriesOfPage);
  const modules = sorted(all.flatMap((index) => index.modules));
  return {symbols: sorted([...all.flatMap((index) => index.symbols), ...modules]), modules};
}

/** The letter an entry is filed under: A–Z, or "_" for anything else. */
export function initialOf(name: string): string {
  const first = sortKey(name)[0]?.toUpperCase() ?? '_';
  return /[A-Z]/.test(first) ? first : '_';
}

function entryLine(entry: IndexEntry): string {
  const about = [entry.parent ? `\`${entry.parent}\` 的${entry.kind}` : entry.kind, entry.page].filter(Boolean).join('，');
  return `- [\`${entry.name}\`](${entry.href})：${about}`;
}

/** The general index as Markdown: a `##` section per initial letter, then one line per entry. */
export function symbolIndexMarkdown(entries: IndexEntry[]): string {
  const parts: string[] = [];
  let letter = '';
  for (const entry of entries) {
    const initial = initialOf(entry.name);
    if (initial !== letter) {
      letter = initial;
      parts.push('', `## ${letter === '_' ? '符号' : letter} {#index-${letter === '_' ? 'symbols' : letter.toLowerCase()}}`, '');
    }
    parts.push(entryLine(entry));
  }
  return `${parts.join('\n').trim()}\n`;
}

/** The module index as Markdown: one section per top-level package, then one line per module. */
export function moduleIndexMarkdown(entries: IndexEntry[]): string {
  const parts: string[] = [];
  let pkg = '';
  for (const entry of entries) {
    const top = entry.name.split('.')[0]!;
    if (top !== pkg) {
      pkg = top;
      parts.push('', `## ${top} {#package-${top.toLowerCase().replace(/_/g, '-')}}`, '');
    }
    parts.push(`- [\`${entry.name}\`](${entry.href})：${entry.page}`);
  }
  return `${parts.join('\n').trim()}\n`;
}

/** Leaf directives that stand for the generated lists in a page's source. */
export const INDEX_DIRECTIVES = {
  'python-symbol-index': (index: ApiIndex) => symbolIndexMarkdown(index.symbols),
  'python-module-index': (index: ApiIndex) => moduleIndexMarkdown(index.modules),
} as const;

/** Replace each directive line (`::python-symbol-index`) in a source with its generated Markdown. */
export function expandIndexDirectives(source: string, index: () => ApiIndex): string {
  return source.replace(/^::(python-symbol-index|python-module-index)\s*$/gm, (_, name: keyof typeof INDEX_DIRECTIVES) =>
    INDEX_DIRECTIVES[name](index()).trim(),
  );
}
