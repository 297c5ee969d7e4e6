/**
 * Pure helpers of `npm run bench` (scripts/bench.ts): what a page's first load is, how routes map to
 * files and kinds, budgets, medians and the Lighthouse run order. No file system or network here, so
 * tests/bench.test.ts can check each rule on small inputs.
 */

/** The files a page makes the browser fetch before it can render and hydrate: JS and CSS only. */
export interface PageAssets {
  /** Build-relative paths (no leading slash) of same-origin scripts and stylesheets, in document order. */
  local: string[];
  /** Absolute URLs on other origins (not measured by the static pass; listed so they stay visible). */
  external: string[];
}

export type RouteKind = 'home' | 'doc' | 'other';

export interface KindLimit {
  /** Enforced: first load (HTML+JS+CSS, each gzip -9) in bytes. */
  budget: number;
  /** Where issue #13 wants it to end up; reported, not enforced. */
  target?: number;
}

export interface Budgets {
  firstLoadGzip: Record<RouteKind, KindLimit>;
  mainJsGzip: KindLimit;
  /** Per-route exceptions, e.g. a page that must carry a diagram library. */
  routes?: Record<string, KindLimit>;
}

export interface PageWeight {
  route: string;
  kind: RouteKind;
  raw: number;
  gzip: number;
}

export interface Violation {
  what: string;
  bytes: number;
  budget: number;
  /** Which entry of the budgets file applied: a kind, `route` (an override) or `main.js`. */
  rule: RouteKind | 'route' | 'main.js';
}

// Attribute values in Docusaurus' minified HTML are often unquoted (`<script src=/assets/js/main.x.js defer>`).
const TAG = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const INLINE_SCRIPT_BODY = /(<script\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?<\/script>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;

export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

function countsAsFirstLoad(tag: string, attrs: Record<string, string>): string | null {
  if (tag === 'script') return attrs.src || null;
  const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
  const href = attrs.href;
  if (!href) return null;
  if (rel.includes('stylesheet') || rel.includes('modulepreload')) return href;
  if (rel.includes('preload')) {
    const as = (attrs.as ?? '').toLowerCase();
    if (as === 'script' || as === 'style' || /\.(m?js|css)(?:[?#]|$)/.test(href)) return href;
  }
  // prefetch is for a later page, not this one; icons, feeds and canonical links are not code.
  return null;
}

/**
 * Scripts (`<script src>`), stylesheets (`<link rel=stylesheet>`) and JS/CSS preloads (`rel=preload` with
 * `as=script|style`, `rel=modulepreload`) referenced by a page, resolved against its route.
 */
export function referencedAssets(html: string, route = '/', origin = 'http://site.invalid'): PageAssets {
  const cleaned = html.replace(COMMENT, '').replace(INLINE_SCRIPT_BODY, '$1');
  const local: string[] = [];
  const external: string[] = [];
  for (const m of cleaned.matchAll(TAG)) {
    const href = countsAsFirstLoad(m[1].toLowerCase(), parseAttributes(m[2]));
    if (!href) continue;
    const url = new URL(href, origin + route);
    if (url.origin === origin) {
      const file = decodeURIComponent(url.pathname).replace(/^\/+/, '');
      if (!local.includes(file)) local.push(file);
    } else if (!external.includes(url.href)) {
      external.push(url.href);
    }
  }
  return {local, external};
}

/** Route paths (`/docs/x`) of a sitemap, in its order, whatever origin it was built for. */
export function sitemapRoutes(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const loc = m[1].replace(/&amp;/g, '&');
    return decodeURIComponent(new URL(loc, 'http://site.invalid').pathname);
  });
}

export function routeKind(route: string): RouteKind {
  if (route === '/' || route === '') return 'home';
  if (route === '/docs' || route.startsWith('/docs/')) return 'doc';
  return 'other';
}

/** Candidate build-relative HTML files for a route, in the order the servers try them. */
export function htmlCandidates(route: string): string[] {
  const clean = route.replace(/^\/+/, '');
  if (clean === '' || clean.endsWith('/')) return [`${clean}index.html`];
  return [`${clean}/index.html`, `${clean}.html`];
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface KindSummary {
  pages: number;
  maxGzip: number;
  maxRoute: string;
  medianGzip: number;
}

export function summarizeByKind(pages: PageWeight[]): Partial<Record<RouteKind, KindSummary>> {
  const out: Partial<Record<RouteKind, KindSummary>> = {};
  for (const kind of ['home', 'doc', 'other'] as const) {
    const ofKind = pages.filter((p) => p.kind === kind);
    if (ofKind.length === 0) continue;
    const worst = ofKind.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    out[kind] = {
      pages: ofKind.length,
      maxGzip: worst.gzip,
      maxRoute: worst.route,
      medianGzip: Math.round(median(ofKind.map((p) => p.gzip))),
    };
  }
  return out;
}

export function worstPages(pages: PageWeight[], n = 5): PageWeight[] {
  return [...pages].sort((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route)).slice(0, n);
}

export function limitFor(route: string, budgets: Budgets): KindLimit {
  return budgets.routes?.[route] ?? budgets.firstLoadGzip[routeKind(route)];
}

/** Every page over its first-load budget, and main.js over its own, worst first. */
export function checkBudgets(pages: PageWeight[], mainJsGzip: number, budgets: Budgets): Violation[] {
  const over: Violation[] = pages
    .map((p): Violation => ({
      what: p.route,
      bytes: p.gzip,
      budget: limitFor(p.route, budgets).budget,
      rule: budgets.routes?.[p.route] ? 'route' : p.kind,
    }))
    .filter((v) => v.bytes > v.budget);
  if (mainJsGzip > budgets.mainJsGzip.budget) {
    over.push({what: 'main.js', bytes: mainJsGzip, budget: budgets.mainJsGzip.budget, rule: 'main.js'});
  }
  return over.sort((a, b) => b.bytes - b.budget - (a.bytes - a.budget));
}

/** Throws on a budgets file that would silently check nothing (a missing kind, a zero or a string). */
export function validateBudgets(value: unknown): Budgets {
  const fail = (why: string): never => {
    throw new Error(`bench/budgets.json: ${why}`);
  };
  const limit = (v: unknown, where: string): KindLimit => {
    const l = v as KindLimit | undefined;
    if (!l || typeof l.budget !== 'number' || !(l.budget > 0)) fail(`${where}.budget must be a positive number of bytes`);
    if (l!.target !== undefined && !(typeof l!.target === 'number' && l!.target > 0)) fail(`${where}.target must be a positive number`);
    return l!;
  };
  const b = value as Budgets;
  if (!b || typeof b !== 'object' || !b.firstLoadGzip) fail('needs firstLoadGzip');
  for (const kind of ['home', 'doc', 'other'] as const) limit(b.firstLoadGzip[kind], `firstLoadGzip.${kind}`);
  limit(b.mainJsGzip, 'mainJsGzip');
  for (const [route, l] of Object.entries(b.routes ?? {})) {
    if (!route.startsWith('/')) fail(`routes key "${route}" must be a route starting with /`);
    limit(l, `routes["${route}"]`);
  }
  return b;
}

/** The current tree's engine-arguments reference (issue #13's "largest table" page). */
export function findEngineArgsRoute(routes: string[]): string | undefined {
  return routes.find((r) => routeKind(r) === 'doc' && !/^\/docs\/\d[^/]*\//.test(r) && /\/engine[-_]arg(?:ument)?s\/?$/.test(r));
}

export function countPre(html: string): number {
  return (html.match(/<pre\b/gi) ?? []).length;
}

/** Elements in a page's HTML (opening tags): how the CPU pass finds the longest doc pages. */
export function countElements(html: string): number {
  return (html.match(/<[a-zA-Z]/g) ?? []).length;
}

/** The n doc pages with the most elements, largest first. */
export function longestDocPages(pages: {route: string; elements: number}[], n = 3): {route: string; elements: number}[] {
  return pages
    .filter((p) => routeKind(p.route) === 'doc')
    .sort((a, b) => b.elements - a.elements || a.route.localeCompare(b.route))
    .slice(0, n);
}

/** Main-thread counters of one page load (Chrome's Performance.getMetrics), in ms; nodes as counted by Chrome. */
export interface CpuSample {
  scriptMs: number;
  taskMs: number;
  layoutMs: number;
  recalcStyleMs: number;
  nodes: number;
}

export const CPU_METRICS = {
  scriptMs: 'ScriptDuration',
  taskMs: 'TaskDuration',
  layoutMs: 'LayoutDuration',
  recalcStyleMs: 'RecalcStyleDuration',
} as const;

/** A CpuSample from getMetrics' list (durations come in seconds). */
export function cpuSampleOf(metrics: {name: string; value: number}[]): CpuSample {
  const value = (name: string) => {
    const m = metrics.find((x) => x.name === name);
    if (!m) throw new Error(`Performance.getMetrics has no ${name}`);
    return m.value;
  };
  const ms = Object.fromEntries(Object.entries(CPU_METRICS).map(([k, name]) => [k, value(name) * 1000])) as Omit<CpuSample, 'nodes'>;
  return {...ms, nodes: value('Nodes')};
}

/** Each figure's median over the samples (nodes too). */
export function medianCpu(samples: CpuSample[]): CpuSample | null {
  if (samples.length === 0) return null;
  const keys = ['scriptMs', 'taskMs', 'layoutMs', 'recalcStyleMs', 'nodes'] as const;
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as unknown as CpuSample;
}

/** The doc page with the most code blocks; ties go to the larger page. */
export function mostCodeBlocks(pages: {route: string; pre: number; htmlBytes: number}[]): {route: string; pre: number} | undefined {
  const docs = pages.filter((p) => routeKind(p.route) === 'doc');
  if (docs.length === 0) return undefined;
  const best = docs.reduce((a, b) => (b.pre > a.pre || (b.pre === a.pre && b.htmlBytes > a.htmlBytes) ? b : a));
  return {route: best.route, pre: best.pre};
}

export interface RunSlot<B extends string> {
  run: number;
  route: string;
  build: B;
}

/**
 * Lighthouse run order: for each run, every page in turn, and on each page every build in turn
 * (A, B, A, B …), so slow spells of a shared machine hit all pages and both builds alike.
 */
export function interleave<B extends string>(routes: string[], runs: number, builds: B[]): RunSlot<B>[] {
  const slots: RunSlot<B>[] = [];
  for (let run = 0; run < runs; run++) {
    for (const route of routes) for (const build of builds) slots.push({run, route, build});
  }
  return slots;
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const LIGHTHOUSE_METRICS = {
  tbtMs: 'total-blocking-time',
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
} as const;

/** One Lighthouse run reduced to what the report keeps (scores 0–100). */
export interface LighthouseSample {
  scores: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number | null>;
  metrics: Record<keyof typeof LIGHTHOUSE_METRICS, number | null>;
  benchmarkIndex: number | null;
  /** Audits that failed in the three non-performance categories, e.g. `errors-in-console`. */
  failing: string[];
  /** What `errors-in-console` saw (a failed external script in an offline sandbox, say). */
  consoleErrors: string[];
}

interface LhrLike {
  categories: Record<string, {score: number | null; auditRefs?: {id: string; weight: number}[]} | undefined>;
  audits: Record<
    string,
    {numericValue?: number; score: number | null; scoreDisplayMode?: string; details?: {items?: {description?: string}[]}} | undefined
  >;
  environment?: {benchmarkIndex?: number};
}

export function sampleFromLhr(lhr: LhrLike): LighthouseSample {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing = new Set<string>();
  for (const cat of LIGHTHOUSE_CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        failing.add(ref.id);
      }
    }
  }
  return {
    scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, score(c)])) as LighthouseSample['scores'],
    metrics: Object.fromEntries(
      Object.entries(LIGHTHOUSE_METRICS).map(([k, id]) => [k, metric(id)]),
    ) as LighthouseSample['metrics'],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failing: [...failing].sort(),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? [])
      .map((i) => (i.description ?? '').slice(0, 200))
      .filter(Boolean),
  };
}

export interface LighthouseMedians {
  runs: number;
  scores: LighthouseSample['scores'];
  metrics: LighthouseSample['metrics'];
  benchmarkIndex: number | null;
  /** Lowest and highest TBT of the runs: on a shared machine the spread is often wider than the change measured. */
  tbtRangeMs: [number, number] | null;
  failing: string[];
  consoleErrors: string[];
}

/** Median of each score and metric over the runs that produced it; failing audits seen in any run. */
export function medianOfSamples(samples: LighthouseSample[]): LighthouseMedians {
  const med = (xs: (number | null)[]) => {
    const ok = xs.filter((x): x is number => typeof x === 'number');
    return ok.length ? median(ok) : null;
  };
  return {
    runs: samples.length,
    scores: Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((c) => [c, med(samples.map((s) => s.scores[c]))]),
    ) as LighthouseSample['scores'],
    metrics: Object.fromEntries(
      Object.keys(LIGHTHOUSE_METRICS).map((k) => [k, med(samples.map((s) => s.metrics[k as keyof typeof LIGHTHOUSE_METRICS]))]),
    ) as LighthouseSample['metrics'],
    benchmarkIndex: med(samples.map((s) => s.benchmarkIndex)),
    tbtRangeMs: (() => {
      const tbt = samples.map((s) => s.metrics.tbtMs).filter((x): x is number => typeof x === 'number');
      return tbt.length ? [Math.min(...tbt), Math.max(...tbt)] : null;
    })(),
    failing: [...new Set(samples.flatMap((s) => s.failing))].sort(),
    consoleErrors: [...new Set(samples.flatMap((s) => s.consoleErrors))].sort(),
  };
}

/** Bytes as kB (1 kB = 1000 bytes, as the issue and the commit messages count them). */
export function kB(bytes: number | null | undefined, digits = 1): string {
  return typeof bytes === 'number' && Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(digits)} kB` : '–';
}

/**
 * A plain-text table: names left-aligned (the first `left` columns, or the listed column indexes),
 * figures right-aligned.
 */
export function formatTable(header: string[], rows: string[][], left: number | number[] = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const isLeft = (i: number) => (Array.isArray(left) ? left.includes(i) : i < left);
  const line = (cells: string[]) =>
    cells.map((c, i) => (isLeft(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Budget rounded up from a measurement: +2 %, to the next 100 bytes. */
export function budgetFromMeasured(bytes: number, headroom = 0.02): number {
  return Math.ceil((bytes * (1 + headroom)) / 100) * 100;
}
