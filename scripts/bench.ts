/**
 * Performance bench of a production build (issue #13, "Enforced, not hoped for").
 *
 *   npm run bench [-- options]
 *     --build-dir DIR   build to measure (default: build)
 *     --build           run `npm run build` first and record how long it took
 *     --check           CI gate: static pass only, exit 1 naming every page over its budget (bench/budgets.json);
 *                       writes no report unless --out is given
 *     --browser         also load the five key pages in headless Chromium and sum the bytes actually
 *                       transferred (CDP encodedDataLength), link prefetches (Sec-Purpose: prefetch) excluded
 *     --lighthouse      Lighthouse 12, default mobile preset, over the five key pages, runs interleaved
 *     --runs N          Lighthouse runs per page (default 5); the report keeps the median
 *     --cpu             main-thread CPU counters (Performance.getMetrics: ScriptDuration, TaskDuration,
 *                       LayoutDuration, RecalcStyleDuration, Nodes) from navigation until hydrated and
 *                       network-idle, phone viewport, CPU throttled (Emulation.setCPUThrottlingRate), over
 *                       the five key pages and the three longest doc pages (most elements); the report keeps medians
 *     --cpu-runs N      rounds of the CPU pass (default 7)
 *     --cpu-rate N      CPU throttling rate (default 4)
 *     --cpu-route R     measure only these routes in the CPU pass (repeatable), for a quick look
 *     --vs DIR          A/B: Lighthouse and CPU runs alternate between this build (A) and DIR (B), page by page
 *     --out FILE        report path (default bench/report.json; none in --check mode)
 *     --budgets FILE    budgets (default bench/budgets.json)
 *     --route ROUTE     only list one page's first-load files, raw and gzip (what measure-page-weight.sh did)
 *
 * The static pass: a page's first load is its HTML plus every same-origin JS and CSS file it references
 * (<script src>, <link rel=stylesheet>, JS/CSS <link rel=preload|modulepreload>), each compressed with
 * gzip -9 on its own, for every page of sitemap.xml. It takes a few seconds, so CI runs it on every build.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {constants as zlibConstants, gzipSync} from 'node:zlib';

import {
  type Budgets,
  type CpuSample,
  type KindSummary,
  type LighthouseMedians,
  type LighthouseSample,
  type PageWeight,
  type RouteKind,
  type Violation,
  checkBudgets,
  countElements,
  countPre,
  cpuSampleOf,
  findEngineArgsRoute,
  formatTable,
  htmlCandidates,
  interleave,
  kB,
  limitFor,
  longestDocPages,
  medianCpu,
  medianOfSamples,
  mostCodeBlocks,
  referencedAssets,
  routeKind,
  sampleFromLhr,
  sitemapRoutes,
  summarizeByKind,
  validateBudgets,
  worstPages,
} from './lib/bench';
import {type Served, serveBuild} from './lib/serve';

const ROOT = path.join(__dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const {values: opts} = parseArgs({
  options: {
    'build-dir': {type: 'string', default: 'build'},
    build: {type: 'boolean', default: false},
    check: {type: 'boolean', default: false},
    browser: {type: 'boolean', default: false},
    lighthouse: {type: 'boolean', default: false},
    runs: {type: 'string', default: '5'},
    cpu: {type: 'boolean', default: false},
    'cpu-runs': {type: 'string', default: '7'},
    'cpu-rate': {type: 'string', default: '4'},
    'cpu-route': {type: 'string', multiple: true},
    vs: {type: 'string'},
    out: {type: 'string'},
    budgets: {type: 'string', default: path.join(ROOT, 'bench/budgets.json')},
    route: {type: 'string'},
  },
  strict: true,
});

// ---------------------------------------------------------------- static pass

interface Size {
  raw: number;
  gzip: number;
}

interface KeyPage extends Size {
  label: string;
  route: string;
  html: Size;
  assets: ({file: string} & Size)[];
  external: string[];
  note?: string;
}

interface StaticResult {
  buildDir: string;
  pages: PageWeight[];
  keyPages: KeyPage[];
  kinds: Partial<Record<RouteKind, KindSummary>>;
  worst: PageWeight[];
  /** The doc pages with the most elements (the CPU pass measures them). */
  longest: {route: string; elements: number}[];
  js: {chunks: number; raw: number; gzip: number; main: {file: string} & Size; runtime: ({file: string} & Size) | null};
  css: {files: number; raw: number; gzip: number};
  ms: number;
}

function createSizer(buildDir: string) {
  const cache = new Map<string, Size>();
  return (rel: string): Size => {
    let size = cache.get(rel);
    if (!size) {
      const full = path.join(buildDir, rel);
      if (!existsSync(full)) throw new Error(`${rel} is referenced but missing from ${buildDir}`);
      const buf = readFileSync(full);
      size = {raw: buf.length, gzip: gzipSync(buf, {level: zlibConstants.Z_BEST_COMPRESSION}).length};
      cache.set(rel, size);
    }
    return size;
  };
}

function listFiles(dir: string, pattern: RegExp): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => pattern.test(f) && statSync(path.join(dir, f)).isFile()) : [];
}

/** The five pages issue #13 measures; the engine-arguments and code-heavy pages are found, not named. */
function keyRoutes(routes: string[], preCounts: {route: string; pre: number; htmlBytes: number}[]) {
  const engine = findEngineArgsRoute(routes);
  const code = mostCodeBlocks(preCounts);
  const keys: {label: string; route: string; note?: string}[] = [
    {label: 'home', route: '/'},
    {label: 'docs root', route: routes.includes('/docs/') ? '/docs/' : '/docs'},
    {label: 'quickstart', route: '/docs/getting-started/quickstart'},
  ];
  if (engine) keys.push({label: 'engine arguments', route: engine});
  if (code) keys.push({label: 'most code blocks', route: code.route, note: `${code.pre} <pre> blocks, the most of any doc page`});
  for (const k of keys) if (!routes.includes(k.route)) throw new Error(`key page ${k.route} (${k.label}) is not in sitemap.xml`);
  return keys;
}

function measureStatic(buildDir: string): StaticResult {
  const started = performance.now();
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) throw new Error(`${sitemap} not found: build the site first (npm run build) or pass --build`);
  const routes = sitemapRoutes(readFileSync(sitemap, 'utf8'));
  const size = createSizer(buildDir);

  const detail = new Map<string, {html: Size; assets: string[]; external: string[]}>();
  const pages: PageWeight[] = [];
  const docCounts: {route: string; pre: number; htmlBytes: number; elements: number}[] = [];
  for (const route of routes) {
    const file = htmlCandidates(route).find((f) => existsSync(path.join(buildDir, f)));
    if (!file) throw new Error(`sitemap route ${route} has no HTML file in ${buildDir}`);
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    const {local, external} = referencedAssets(html, route);
    const htmlSize = size(file);
    let raw = htmlSize.raw;
    let gzip = htmlSize.gzip;
    for (const asset of local) {
      const s = size(asset);
      raw += s.raw;
      gzip += s.gzip;
    }
    pages.push({route, kind: routeKind(route), raw, gzip});
    detail.set(route, {html: htmlSize, assets: local, external});
    if (routeKind(route) === 'doc') docCounts.push({route, pre: countPre(html), htmlBytes: html.length, elements: countElements(html)});
  }

  const keyPages: KeyPage[] = keyRoutes(routes, docCounts).map(({label, route, note}) => {
    const d = detail.get(route)!;
    const page = pages.find((p) => p.route === route)!;
    return {
      label,
      route,
      raw: page.raw,
      gzip: page.gzip,
      html: d.html,
      assets: d.assets.map((file) => ({file, ...size(file)})),
      external: d.external,
      ...(note ? {note} : {}),
    };
  });

  const jsDir = path.join(buildDir, 'assets/js');
  const chunks = listFiles(jsDir, /\.js$/).map((f) => ({file: `assets/js/${f}`, ...size(`assets/js/${f}`)}));
  const main = chunks.find((c) => /\/main\.[\w-]+\.js$/.test(c.file));
  if (!main) throw new Error(`no assets/js/main.*.js in ${buildDir}`);
  const runtime = chunks.find((c) => /\/runtime~main\.[\w-]+\.js$/.test(c.file)) ?? null;
  const cssFiles = listFiles(path.join(buildDir, 'assets/css'), /\.css$/).map((f) => size(`assets/css/${f}`));
  const sum = (xs: Size[], k: keyof Size) => xs.reduce((a, x) => a + x[k], 0);

  return {
    buildDir,
    pages,
    keyPages,
    kinds: summarizeByKind(pages),
    worst: worstPages(pages, 5),
    longest: longestDocPages(docCounts, 3).map(({route, elements}) => ({route, elements})),
    js: {chunks: chunks.length, raw: sum(chunks, 'raw'), gzip: sum(chunks, 'gzip'), main, runtime},
    css: {files: cssFiles.length, raw: sum(cssFiles, 'raw'), gzip: sum(cssFiles, 'gzip')},
    ms: Math.round(performance.now() - started),
  };
}

function printRoute(buildDir: string, route: string) {
  const size = createSizer(buildDir);
  const file = htmlCandidates(route).find((f) => existsSync(path.join(buildDir, f)));
  if (!file) throw new Error(`no HTML file for ${route} in ${buildDir}`);
  const {local, external} = referencedAssets(readFileSync(path.join(buildDir, file), 'utf8'), route);
  const rows = [file, ...local].map((f) => ({f, ...size(f)}));
  const total = rows.reduce((a, r) => ({raw: a.raw + r.raw, gzip: a.gzip + r.gzip}), {raw: 0, gzip: 0});
  console.log(
    formatTable(
      ['file', 'raw', 'gzip -9'],
      [...rows.map((r) => [r.f, String(r.raw), String(r.gzip)]), [`first load of ${route}`, String(total.raw), String(total.gzip)]],
    ),
  );
  for (const url of external) console.log(`not counted (other origin): ${url}`);
}

// ---------------------------------------------------------------- browser pass

/** Headless Chromium as the browser and CPU passes use it. */
async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({
    executablePath: CHROME_PATH || undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** A phone (Playwright's Pixel 5) reading in Chinese. */
async function phoneContextOptions() {
  const {devices} = await import('@playwright/test');
  return {...devices['Pixel 5'], locale: 'zh-CN'};
}

interface BrowserFigures {
  route: string;
  /** Bytes on the wire (headers + encoded bodies) of every request except link prefetches, until hydrated and idle. */
  fetched: number;
  requests: number;
  prefetched: number;
  prefetchRequests: number;
  byType: Record<string, number>;
  /** Responses per Content-Encoding (nginx sends brotli: Chromium asks for it on loopback too). */
  encodings: Record<string, number>;
  failed: string[];
}

async function browserPass(served: Served, routes: string[]): Promise<BrowserFigures[]> {
  const browser = await launchChromium();
  const out: BrowserFigures[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext(await phoneContextOptions());
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const reqs = new Map<
        string,
        {url: string; type?: string; prefetch: boolean; bytes?: number; failed?: boolean; encoding?: string}
      >();
      const get = (id: string) => reqs.get(id) ?? reqs.set(id, {url: '', prefetch: false}).get(id)!;
      cdp.on('Network.requestWillBeSent', (e) => {
        const r = get(e.requestId);
        r.url = e.request.url;
        r.type = e.type;
        if (e.type === 'Prefetch' || /prefetch/i.test(e.request.headers['Sec-Purpose'] ?? e.request.headers['Purpose'] ?? '')) r.prefetch = true;
      });
      // The network stack adds Sec-Purpose after the renderer's event: the extra-info headers are the ones sent.
      cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
        const purpose = Object.entries(e.headers).find(([k]) => /^(sec-)?purpose$/i.test(k))?.[1];
        if (purpose && /prefetch/i.test(String(purpose))) get(e.requestId).prefetch = true;
      });
      cdp.on('Network.responseReceived', (e) => {
        const enc = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
        get(e.requestId).encoding = enc ? String(enc) : 'identity';
      });
      cdp.on('Network.loadingFinished', (e) => (get(e.requestId).bytes = e.encodedDataLength));
      cdp.on('Network.loadingFailed', (e) => (get(e.requestId).failed = true));
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
      await page.goto(served.url + route, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
      await page.waitForLoadState('networkidle', {timeout: 15_000}).catch(() => undefined);
      await context.close();

      const figures: BrowserFigures = {route, fetched: 0, requests: 0, prefetched: 0, prefetchRequests: 0, byType: {}, encodings: {}, failed: []};
      for (const r of reqs.values()) {
        if (r.failed) {
          figures.failed.push(r.url);
          continue;
        }
        if (r.bytes === undefined || r.url.startsWith('data:')) continue;
        if (r.prefetch) {
          figures.prefetched += r.bytes;
          figures.prefetchRequests += 1;
        } else {
          figures.fetched += r.bytes;
          figures.requests += 1;
          const type = r.type ?? 'Other';
          figures.byType[type] = (figures.byType[type] ?? 0) + r.bytes;
          const enc = r.encoding ?? 'identity';
          figures.encodings[enc] = (figures.encodings[enc] ?? 0) + 1;
        }
      }
      out.push(figures);
    }
  } finally {
    await browser.close();
  }
  return out;
}

// ---------------------------------------------------------------- CPU pass

interface CpuReport {
  rate: number;
  runs: number;
  viewport: string;
  order: string;
  builds: Record<string, string>;
  pages: {route: string; label: string; medians: Record<string, CpuSample | null>; samples: Record<string, CpuSample[]>}[];
  errors: string[];
  ms: number;
}

/** Resolves window.benchHydrated once Docusaurus marks <html data-has-hydrated="true">. */
const HYDRATION_PROMISE = `window.benchHydrated = new Promise((resolve) => {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    observer.disconnect();
    resolve();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
});`;

/** Interleaved A/B page loads with Chrome's main-thread counters, a fresh browser context per load. */
async function cpuPass(
  builds: {name: 'A' | 'B'; served: Served; dir: string}[],
  keys: {label: string; route: string}[],
  runs: number,
  rate: number,
): Promise<CpuReport> {
  const started = performance.now();
  const browser = await launchChromium();
  const samples = new Map<string, CpuSample[]>();
  const errors: string[] = [];
  const slots = interleave(
    keys.map((k) => k.route),
    runs,
    builds.map((b) => b.name),
  );
  try {
    for (const [i, slot] of slots.entries()) {
      const build = builds.find((b) => b.name === slot.build)!;
      const context = await browser.newContext(await phoneContextOptions());
      try {
        const page = await context.newPage();
        // Hydration is awaited with an observer inside the page: a polling waitForSelector would add
        // its own script time to the counters, more on slower pages.
        // (A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.)
        await page.addInitScript(HYDRATION_PROMISE);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await cdp.send('Emulation.setCPUThrottlingRate', {rate});
        await page.goto(build.served.url + slot.route, {waitUntil: 'load'});
        await Promise.race([
          page.evaluate('window.benchHydrated'),
          new Promise((_, reject) => setTimeout(() => reject(new Error('not hydrated within 60 s')), 60_000)),
        ]);
        await page.waitForLoadState('networkidle', {timeout: 20_000}).catch(() => undefined);
        const sample = cpuSampleOf((await cdp.send('Performance.getMetrics')).metrics);
        const key = `${slot.route}\u0000${slot.build}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(
          `[bench] cpu ${i + 1}/${slots.length} ${slot.build} ${slot.route}: script ${Math.round(sample.scriptMs)} ms, ` +
            `tasks ${Math.round(sample.taskMs)} ms, layout ${Math.round(sample.layoutMs)} ms, style ${Math.round(sample.recalcStyleMs)} ms, ${sample.nodes} nodes`,
        );
      } catch (err) {
        errors.push(`${slot.build} ${slot.route} run ${slot.run + 1}: ${(err as Error).message}`);
        console.warn(`[bench] cpu ${slot.build} ${slot.route} failed: ${(err as Error).message}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    rate,
    runs,
    viewport: 'Pixel 5 (Playwright device), zh-CN',
    order: 'interleaved: for each run, each page, each build (A, B, A, B …)',
    builds: Object.fromEntries(builds.map((b) => [b.name, b.dir])),
    pages: keys.map(({route, label}) => {
      const of = (b: string) => samples.get(`${route}\u0000${b}`) ?? [];
      return {
        route,
        label,
        medians: Object.fromEntries(builds.map((b) => [b.name, medianCpu(of(b.name))])),
        samples: Object.fromEntries(builds.map((b) => [b.name, of(b.name)])),
      };
    }),
    errors,
    ms: Math.round(performance.now() - started),
  };
}

// ---------------------------------------------------------------- Lighthouse pass

interface LighthouseReport {
  preset: 'mobile (Lighthouse default)';
  lighthouseVersion: string;
  runs: number;
  server: string;
  order: string;
  builds: Record<string, string>;
  pages: {
    route: string;
    label: string;
    medians: Record<string, LighthouseMedians>;
    tbtRatio?: number | null;
    /** Every run, in run order, so the spread behind each median can be judged. */
    samples: Record<string, {performance: number | null; tbtMs: number | null; lcpMs: number | null; benchmarkIndex: number | null}[]>;
  }[];
  errors: string[];
  ms: number;
}

async function lighthousePass(
  builds: {name: 'A' | 'B'; served: Served; dir: string}[],
  keys: {label: string; route: string}[],
  runs: number,
): Promise<LighthouseReport> {
  const started = performance.now();
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const samples = new Map<string, LighthouseSample[]>();
  const errors: string[] = [];
  let version = '';
  const slots = interleave(
    keys.map((k) => k.route),
    runs,
    builds.map((b) => b.name),
  );
  for (const [i, slot] of slots.entries()) {
    const build = builds.find((b) => b.name === slot.build)!;
    const url = build.served.url + slot.route;
    const chrome = await chromeLauncher.launch({chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox']});
    try {
      const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
      if (!result) throw new Error('no result');
      version = result.lhr.lighthouseVersion;
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      const sample = sampleFromLhr(result.lhr as unknown as Parameters<typeof sampleFromLhr>[0]);
      const key = `${slot.route}\u0000${slot.build}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
      const m = sample.metrics;
      console.log(
        `[bench] lighthouse ${i + 1}/${slots.length} ${slot.build} ${slot.route}: perf ${sample.scores.performance}, ` +
          `TBT ${Math.round(m.tbtMs ?? NaN)} ms, LCP ${Math.round(m.lcpMs ?? NaN)} ms, benchmarkIndex ${sample.benchmarkIndex}`,
      );
    } catch (err) {
      errors.push(`${slot.build} ${slot.route} run ${slot.run + 1}: ${(err as Error).message}`);
      console.warn(`[bench] lighthouse ${slot.build} ${slot.route} failed: ${(err as Error).message}`);
    } finally {
      chrome.kill();
    }
  }
  return {
    preset: 'mobile (Lighthouse default)',
    lighthouseVersion: version,
    runs,
    server: builds.map((b) => `${b.name}: ${b.served.server}`).join(', '),
    order: 'interleaved: for each run, each page, each build (A, B, A, B …)',
    builds: Object.fromEntries(builds.map((b) => [b.name, b.dir])),
    pages: keys.map(({route, label}) => {
      const medians = Object.fromEntries(
        builds.map((b) => [b.name, medianOfSamples(samples.get(`${route}\u0000${b.name}`) ?? [])]),
      );
      const a = medians.A?.metrics.tbtMs;
      const b = medians.B?.metrics.tbtMs;
      const ratio = builds.length > 1 ? (typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : null) : undefined;
      const runsOf = Object.fromEntries(
        builds.map((b) => [
          b.name,
          (samples.get(`${route}\u0000${b.name}`) ?? []).map((x) => ({
            performance: x.scores.performance,
            tbtMs: x.metrics.tbtMs === null ? null : Math.round(x.metrics.tbtMs),
            lcpMs: x.metrics.lcpMs === null ? null : Math.round(x.metrics.lcpMs),
            benchmarkIndex: x.benchmarkIndex,
          })),
        ]),
      );
      return {route, label, medians, ...(ratio !== undefined ? {tbtRatio: ratio} : {}), samples: runsOf};
    }),
    errors,
    ms: Math.round(performance.now() - started),
  };
}

// ---------------------------------------------------------------- output

function printStatic(s: StaticResult, budgets: Budgets, browser?: BrowserFigures[], vs?: StaticResult) {
  const limit = (route: string) => limitFor(route, budgets);
  console.log(`\nFirst load (HTML + referenced JS + CSS, each gzip -9), key pages — ${s.buildDir}${vs ? ` (B = ${vs.buildDir})` : ''}`);
  console.log(
    formatTable(
      [
        'page',
        'route',
        'HTML gz',
        'JS+CSS gz',
        'first load gz',
        'raw',
        'budget',
        'target',
        ...(vs ? ['B first load gz'] : []),
        ...(browser ? ['fetched (browser)', 'prefetched'] : []),
      ],
      s.keyPages.map((k) => {
        const b = browser?.find((f) => f.route === k.route);
        return [
          k.label,
          k.route,
          kB(k.html.gzip),
          kB(k.gzip - k.html.gzip),
          kB(k.gzip),
          kB(k.raw),
          kB(limit(k.route).budget),
          kB(limit(k.route).target),
          ...(vs ? [kB(vs.pages.find((p) => p.route === k.route)?.gzip)] : []),
          ...(browser ? [kB(b?.fetched), kB(b?.prefetched)] : []),
        ];
      }),
      2,
    ),
  );
  const code = s.keyPages.find((k) => k.note);
  if (code) console.log(`(${code.route}: ${code.note})`);

  console.log(`\nAll ${s.pages.length} sitemap pages, by kind`);
  console.log(
    formatTable(
      ['kind', 'pages', 'median gz', 'max gz', 'max route', 'budget', 'target'],
      (['home', 'doc', 'other'] as const)
        .filter((k) => s.kinds[k])
        .map((k) => {
          const v = s.kinds[k]!;
          const l = budgets.firstLoadGzip[k];
          return [k, String(v.pages), kB(v.medianGzip), kB(v.maxGzip), v.maxRoute, kB(l.budget), kB(l.target)];
        }),
      [0, 4],
    ),
  );
  console.log('\nHeaviest 5 pages');
  console.log(formatTable(['route', 'kind', 'first load gz', 'raw'], s.worst.map((p) => [p.route, p.kind, kB(p.gzip), kB(p.raw)]), 2));
  console.log('\nBundles');
  console.log(
    formatTable(
      ['what', 'files', 'raw', 'gzip', 'budget'],
      [
        ['JS chunks (assets/js)', String(s.js.chunks), kB(s.js.raw), kB(s.js.gzip), ''],
        [s.js.main.file, '1', kB(s.js.main.raw), kB(s.js.main.gzip), kB(budgets.mainJsGzip.budget)],
        ...(vs ? [[`B ${vs.js.main.file}`, '1', kB(vs.js.main.raw), kB(vs.js.main.gzip), '']] : []),
        ...(s.js.runtime ? [[s.js.runtime.file, '1', kB(s.js.runtime.raw), kB(s.js.runtime.gzip), '']] : []),
        ['CSS (assets/css)', String(s.css.files), kB(s.css.raw), kB(s.css.gzip), ''],
      ],
    ),
  );
}

function printLighthouse(lh: LighthouseReport) {
  const f0 = (x: number | null) => (x === null ? '–' : String(Math.round(x)));
  const ms = (x: number | null) => (x === null ? '–' : `${Math.round(x)} ms`);
  const rows: string[][] = [];
  for (const p of lh.pages) {
    for (const [name, m] of Object.entries(p.medians)) {
      rows.push([
        `${p.label}${lh.pages[0] && Object.keys(p.medians).length > 1 ? ` [${name}]` : ''}`,
        String(m.runs),
        f0(m.scores.performance),
        f0(m.scores.accessibility),
        f0(m.scores['best-practices']),
        f0(m.scores.seo),
        ms(m.metrics.tbtMs),
        m.tbtRangeMs ? `${Math.round(m.tbtRangeMs[0])}–${Math.round(m.tbtRangeMs[1])}` : '–',
        ms(m.metrics.lcpMs),
        m.metrics.cls === null ? '–' : m.metrics.cls.toFixed(3),
        ms(m.metrics.fcpMs),
        f0(m.benchmarkIndex),
      ]);
    }
    if (p.tbtRatio !== undefined) {
      rows.push([`  TBT A/B`, '', '', '', '', '', p.tbtRatio === null ? '–' : p.tbtRatio.toFixed(2), '', '', '', '', '']);
    }
  }
  console.log(`\nLighthouse ${lh.lighthouseVersion}, ${lh.preset}, median of ${lh.runs} (${lh.order}; ${lh.server})`);
  for (const [name, dir] of Object.entries(lh.builds)) console.log(`  ${name} = ${dir}`);
  console.log(formatTable(['page', 'runs', 'perf', 'a11y', 'BP', 'SEO', 'TBT', 'TBT range', 'LCP', 'CLS', 'FCP', 'benchmarkIndex'], rows));
  const failing = new Set(lh.pages.flatMap((p) => Object.values(p.medians).flatMap((m) => m.failing)));
  if (failing.size) console.log(`Failing non-performance audits (any run): ${[...failing].join(', ')}`);
  const consoleErrors = new Set(lh.pages.flatMap((p) => Object.values(p.medians).flatMap((m) => m.consoleErrors)));
  for (const e of consoleErrors) console.log(`  console error: ${e}`);
  for (const e of lh.errors) console.log(`  error: ${e}`);
}

function printCpu(cpu: CpuReport) {
  const ms = (x: number | undefined) => (x === undefined ? '–' : String(Math.round(x)));
  const ratio = (a?: number, b?: number) => (a !== undefined && b ? `${a / b < 1 ? '' : '+'}${Math.round((a / b - 1) * 100)} %` : '');
  const rows: string[][] = [];
  for (const p of cpu.pages) {
    const a = p.medians.A ?? undefined;
    const b = p.medians.B ?? undefined;
    for (const [name, m] of Object.entries(p.medians)) {
      rows.push([`${p.label}${Object.keys(p.medians).length > 1 ? ` [${name}]` : ''}`, p.route, ms(m?.nodes), ms(m?.scriptMs), ms(m?.taskMs), ms(m?.layoutMs), ms(m?.recalcStyleMs)]);
    }
    if (a && b) rows.push(['  A vs B', '', ratio(a.nodes, b.nodes), ratio(a.scriptMs, b.scriptMs), ratio(a.taskMs, b.taskMs), ratio(a.layoutMs, b.layoutMs), ratio(a.recalcStyleMs, b.recalcStyleMs)]);
  }
  console.log(`\nMain-thread CPU until hydrated and network-idle, ${cpu.rate}× CPU throttling, ${cpu.viewport}, median of ${cpu.runs} (${cpu.order})`);
  for (const [name, dir] of Object.entries(cpu.builds)) console.log(`  ${name} = ${dir}`);
  console.log(formatTable(['page', 'route', 'DOM nodes', 'script ms', 'task ms', 'layout ms', 'style ms'], rows, 2));
  for (const e of cpu.errors) console.log(`  error: ${e}`);
}

function printViolations(violations: Violation[], file: string) {
  const rule = {home: 'home page', doc: 'doc page', other: 'other page', route: 'route override', 'main.js': 'main.js'};
  console.error(`\nFirst-load budget exceeded by ${violations.length} (budgets: ${path.relative(process.cwd(), file)}):`);
  for (const v of violations) {
    console.error(
      `  ${v.what}: ${v.bytes} bytes gzip > ${rule[v.rule]} budget ${v.budget} (+${v.bytes - v.budget}; ${kB(v.bytes)} > ${kB(v.budget)})`,
    );
  }
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  const buildDir = path.resolve(opts['build-dir']!);
  if (opts.route) return printRoute(buildDir, opts.route);
  const budgets = validateBudgets(JSON.parse(readFileSync(opts.budgets!, 'utf8')));
  const runs = Number(opts.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${opts.runs}`);
  if (opts.vs && !opts.lighthouse && !opts.cpu) throw new Error('--vs compares Lighthouse or CPU runs: add --lighthouse or --cpu');
  const cpuRuns = Number(opts['cpu-runs']);
  const cpuRate = Number(opts['cpu-rate']);
  if (!Number.isInteger(cpuRuns) || cpuRuns < 1) throw new Error(`--cpu-runs must be a positive integer, got ${opts['cpu-runs']}`);
  if (!(cpuRate >= 1)) throw new Error(`--cpu-rate must be at least 1, got ${opts['cpu-rate']}`);

  let buildMs: number | undefined;
  if (opts.build) {
    const t = performance.now();
    // The site, then what nginx serves beside it (includes, .br/.gz), both into the chosen directory.
    for (const cmd of [
      ['docusaurus', 'build', '--out-dir', buildDir],
      ['tsx', 'scripts/prepare-serving.ts', buildDir],
    ]) {
      const r = spawnSync('npx', cmd, {cwd: ROOT, stdio: 'inherit'});
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
    buildMs = Math.round(performance.now() - t);
  }

  const s = measureStatic(buildDir);
  const violations = checkBudgets(s.pages, s.js.main.gzip, budgets);
  // The other build's first loads, so an A/B table shows bytes next to Lighthouse.
  const vs = opts.vs && !opts.check ? measureStatic(path.resolve(opts.vs)) : undefined;

  let browser: BrowserFigures[] | undefined;
  let lighthouse: LighthouseReport | undefined;
  let cpu: CpuReport | undefined;
  if (!opts.check && (opts.browser || opts.lighthouse || opts.cpu)) {
    const served: {name: 'A' | 'B'; served: Served; dir: string}[] = [];
    try {
      served.push({name: 'A', served: await serveBuild(buildDir), dir: path.relative(ROOT, buildDir) || '.'});
      if (opts.vs) served.push({name: 'B', served: await serveBuild(opts.vs), dir: path.resolve(opts.vs)});
      const keys = s.keyPages.map(({label, route}) => ({label, route}));
      if (opts.browser) browser = await browserPass(served[0].served, keys.map((k) => k.route));
      if (opts.cpu) {
        const long = s.longest.filter((l) => !keys.some((k) => k.route === l.route)).map((l) => ({label: `long doc (${l.elements} elements)`, route: l.route}));
        const only = opts['cpu-route'];
        const pages = only ? only.map((route) => ({label: route.split('/').filter(Boolean).pop() ?? 'home', route})) : [...keys, ...long];
        cpu = await cpuPass(served, pages, cpuRuns, cpuRate);
      }
      if (opts.lighthouse) lighthouse = await lighthousePass(served, keys, runs);
    } finally {
      for (const b of served) await b.served.close();
    }
  }

  if (opts.check) {
    const k = s.kinds;
    console.log(
      `[bench] ${s.pages.length} pages measured in ${s.ms} ms: doc max ${kB(k.doc?.maxGzip)}, home ${kB(k.home?.maxGzip)}, ` +
        `other max ${kB(k.other?.maxGzip)}, main.js ${kB(s.js.main.gzip)} gzip`,
    );
  } else {
    printStatic(s, budgets, browser, vs);
    if (cpu) printCpu(cpu);
    if (lighthouse) printLighthouse(lighthouse);
  }

  const out = opts.out ?? (opts.check ? undefined : path.join(ROOT, 'bench/report.json'));
  if (out) {
    const report = {
      definition:
        'first load = page HTML + every same-origin <script src>, <link rel=stylesheet> and JS/CSS <link rel=preload|modulepreload> it references, each gzip -9; 1 kB = 1000 bytes',
      measuredAt: new Date().toISOString(),
      commit: git(['rev-parse', '--short', 'HEAD']),
      buildDir: path.relative(ROOT, buildDir) || '.',
      ...(buildMs !== undefined ? {buildMs} : {}),
      staticPassMs: s.ms,
      keyPages: s.keyPages,
      kinds: s.kinds,
      worst: s.worst,
      bundles: {js: s.js, css: s.css},
      budgets,
      violations,
      ...(browser ? {browser} : {}),
      ...(lighthouse ? {lighthouse} : {}),
      ...(cpu ? {cpu} : {}),
      ...(vs
        ? {
            vs: {
              buildDir: vs.buildDir,
              keyPages: s.keyPages.map((k) => vs.pages.find((p) => p.route === k.route) ?? {route: k.route, missing: true}),
              kinds: vs.kinds,
              mainJs: vs.js.main,
            },
          }
        : {}),
      pages: s.pages,
    };
    mkdirSync(path.dirname(out), {recursive: true});
    writeFileSync(out, `${JSON.stringify(report, null, 1)}\n`);
    console.log(`\n[bench] report written to ${path.relative(process.cwd(), out)}`);
  }
  console.log(`[bench] done in ${((performance.now() - started) / 1000).toFixed(1)} s (static pass ${s.ms} ms${buildMs ? `, build ${(buildMs / 1000).toFixed(0)} s` : ''})`);

  if (violations.length) {
    printViolations(violations, opts.budgets!);
    if (opts.check) process.exit(1);
  } else if (opts.check) {
    console.log('[bench] every page is within its first-load budget');
  }
}

main().catch((err) => {
  console.error(`[bench] ${(err as Error).stack ?? err}`);
  process.exit(2);
});
