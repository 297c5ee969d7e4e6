/**
 * Where each name is defined: the search box's exact lookup of flags, environment variables, metrics
 * and API names. A reference page declares what its tables define in front matter
 * (`defines: [flags]`, `[variables]`, `[metrics]`); API pages (`api_modules`, see ./apiIndex) define
 * their symbols and members. One source, read at build time (config/definitions.ts reads the pages
 * and writes one JSON file per tree) and matched in the browser when the reader searches. This module
 * is what the browser runs: keep page parsing (and its YAML parser) out of it.
 */
export type DefinitionKind = 'flag' | 'variable' | 'metric' | 'api';

export interface Definition {
  name: string;
  kind: DefinitionKind;
  /** route#anchor of the row's section or the symbol's heading. */
  href: string;
  /** Title of the defining page. */
  page: string;
  /** For API members: the symbol they belong to. */
  parent?: string;
}

/** A name or query in the form lookups compare: case-insensitive, `_` and `-` alike, no leading dashes or `()`. */
export function definitionKey(text: string): string {
  return text.trim().toLowerCase().replace(/\(\)$/, '').replace(/_/g, '-').replace(/^-+/, '');
}

/** Looks like a name a reader pasted (a flag, a variable, a metric, a dotted API name), not a phrase. */
export function isNameQuery(query: string): boolean {
  const q = query.trim();
  return q.length >= 2 && /^[A-Za-z_-][\w.:()-]*$/.test(q);
}

/**
 * Definitions matching a query: exact names first, then names that start with it, then (from four
 * characters on) names that contain it; shorter names first within each. Members (`best_of` of
 * `SamplingParams`) count only on an exact match or as a prefix, so one short word does not list
 * every parameter table.
 */
export function matchDefinitions(definitions: readonly Definition[], query: string, limit = 5): Definition[] {
  if (!isNameQuery(query)) return [];
  const q = definitionKey(query);
  if (!q) return [];
  const scored: Array<{d: Definition; rank: number}> = [];
  for (const d of definitions) {
    const key = definitionKey(d.name);
    // The name exactly as typed beats one equal only after folding (`mm_processor_kwargs` vs `--mm-processor-kwargs`).
    const rank =
      d.name === query.trim() ? 0 : key === q ? 0.5 : key.startsWith(q) ? 1 : q.length >= 4 && key.includes(q) && !d.parent ? 2 : -1;
    if (rank < 0 || (rank > 0 && d.parent && q.length < 3)) continue;
    scored.push({d, rank});
  }
  const kindOrder: Record<DefinitionKind, number> = {flag: 0, variable: 0, metric: 0, api: 1};
  return scored
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(Boolean(a.d.parent)) - Number(Boolean(b.d.parent)) ||
        kindOrder[a.d.kind] - kindOrder[b.d.kind] ||
        a.d.name.length - b.d.name.length ||
        a.d.name.localeCompare(b.d.name),
    )
    .slice(0, limit)
    .map(({d}) => d);
}

/**
 * Which matches lead the results: a name the reader typed in full always does; partial matches do
 * when the query is itself name-shaped (`tensor-par`, `max_model`, `VLLM_USE`), and otherwise follow
 * the page results (a search for OpenVINO wants the install page before `VLLM_OPENVINO_DEVICE`).
 */
export function placeDefinitions(matches: Definition[], query: string): {lead: Definition[]; trail: Definition[]} {
  const q = definitionKey(query);
  const exact = (d: Definition) => definitionKey(d.name) === q;
  if (/[-_:.]/.test(query.trim())) return {lead: matches, trail: []};
  return {lead: matches.filter(exact), trail: matches.filter((d) => !exact(d))};
}

/** The label a definition carries in the results: what it is and where. */
export function describeDefinition(d: Definition): string {
  const what = {flag: '参数', variable: '环境变量', metric: '指标', api: d.parent ? `${d.parent} 的成员` : 'API'}[d.kind];
  return `${what} · ${d.page}`;
}
