import {readFileSync} from 'node:fs';
import path from 'node:path';

import {
  type Budgets,
  budgetFromMeasured,
  checkBudgets,
  countElements,
  countPre,
  cpuSampleOf,
  findEngineArgsRoute,
  formatTable,
  htmlCandidates,
  interleave,
  limitFor,
  longestDocPages,
  median,
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
} from '../scripts/lib/bench';
import {resolveRequest} from '../scripts/lib/serve';

// The head of a built page as Docusaurus minifies it: unquoted attributes, inline scripts, feeds, an external script.
const PAGE = `<!doctype html><html><head>
<link data-rh=true rel=icon href=/img/favicon.svg>
<link rel=alternate type=application/rss+xml href=/blog/rss.xml title="RSS">
<script defer data-domain=example.org src=https://plausible.io/js/script.manual.js></script>
<script>window.x = '<script src=/assets/js/fake.js>'; var a = 1 > 0;</script>
<link rel=stylesheet href=/katex/katex.min.css integrity=sha384-abc crossorigin=anonymous>
<link rel="stylesheet" href="/assets/css/styles.f402bb58.css">
<script src=/assets/js/runtime~main.d18907de.js defer></script>
<script src='/assets/js/main.5cea9180.js' defer></script>
<link rel=preload href=/assets/js/17896441.abc.js as=script>
<link rel=modulepreload href=/assets/js/mod.js>
<link rel=preload as=image href=/img/logo.svg>
<link rel=prefetch href=/assets/js/next-page.js>
<!-- <script src=/assets/js/commented.js></script> -->
</head><body><script src=/assets/js/main.5cea9180.js></script></body></html>`;

describe('referencedAssets', () => {
  it('counts scripts, stylesheets and JS/CSS preloads once each, in document order', () => {
    expect(referencedAssets(PAGE).local).toEqual([
      'katex/katex.min.css',
      'assets/css/styles.f402bb58.css',
      'assets/js/runtime~main.d18907de.js',
      'assets/js/main.5cea9180.js',
      'assets/js/17896441.abc.js',
      'assets/js/mod.js',
    ]);
  });

  it('leaves out prefetches, images, icons, feeds, comments and text inside inline scripts', () => {
    const {local} = referencedAssets(PAGE);
    for (const skipped of ['next-page.js', 'logo.svg', 'favicon.svg', 'rss.xml', 'commented.js', 'fake.js']) {
      expect(local.join(' ')).not.toContain(skipped);
    }
  });

  it('lists other origins apart and resolves relative paths against the route', () => {
    expect(referencedAssets(PAGE).external).toEqual(['https://plausible.io/js/script.manual.js']);
    expect(referencedAssets('<script src="chunk.js"></script><link rel=stylesheet href=../a%20b.css>', '/docs/x/').local).toEqual([
      'docs/x/chunk.js',
      'docs/a b.css',
    ]);
  });
});

describe('routes', () => {
  it('reads sitemap locations as paths, whatever the origin', () => {
    const xml =
      '<urlset><url><loc>https://vllm.hyper.ai/</loc></url><url><loc>https://vllm.hyper.ai/docs/</loc></url>' +
      '<url><loc>https://other.example/docs/a%20b?x=1&amp;y=2</loc></url></urlset>';
    expect(sitemapRoutes(xml)).toEqual(['/', '/docs/', '/docs/a b']);
  });

  it('sorts routes into home, doc pages and the rest', () => {
    expect(['/', '/docs', '/docs/', '/docs/0.8.x/x', '/docsearch', '/about', '/blog/x'].map(routeKind)).toEqual([
      'home',
      'doc',
      'doc',
      'doc',
      'other',
      'other',
      'other',
    ]);
  });

  it('maps a route to the files nginx tries', () => {
    expect(htmlCandidates('/')).toEqual(['index.html']);
    expect(htmlCandidates('/docs/')).toEqual(['docs/index.html']);
    expect(htmlCandidates('/about')).toEqual(['about/index.html', 'about.html']);
  });

  it('finds the current tree engine-arguments page and the doc page with most code blocks', () => {
    const routes = ['/docs/0.8.x/models/engine-arguments', '/docs/', '/docs/inference-and-serving/engine_args', '/about'];
    expect(findEngineArgsRoute(routes)).toBe('/docs/inference-and-serving/engine_args');
    expect(findEngineArgsRoute(['/docs/0.8.x/models/engine-arguments'])).toBeUndefined();
    expect(countPre('<pre class=a>x</pre><p>pre</p><PRE>y</PRE><prefix>')).toBe(2);
    expect(
      mostCodeBlocks([
        {route: '/blog/x', pre: 99, htmlBytes: 1},
        {route: '/docs/a', pre: 5, htmlBytes: 100},
        {route: '/docs/b', pre: 7, htmlBytes: 50},
        {route: '/docs/c', pre: 7, htmlBytes: 80},
      ]),
    ).toEqual({route: '/docs/c', pre: 7});
  });
});

describe('summaries', () => {
  const pages = [
    {route: '/', kind: 'home' as const, raw: 10, gzip: 170},
    {route: '/docs/a', kind: 'doc' as const, raw: 10, gzip: 140},
    {route: '/docs/b', kind: 'doc' as const, raw: 10, gzip: 160},
    {route: '/docs/c', kind: 'doc' as const, raw: 10, gzip: 150},
    {route: '/about', kind: 'other' as const, raw: 10, gzip: 100},
  ];

  it('gives median and maximum per kind, and the heaviest pages', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(summarizeByKind(pages).doc).toEqual({pages: 3, maxGzip: 160, maxRoute: '/docs/b', medianGzip: 150});
    expect(worstPages(pages, 2).map((p) => p.route)).toEqual(['/', '/docs/b']);
  });

  const budgets: Budgets = {
    firstLoadGzip: {home: {budget: 170}, doc: {budget: 150, target: 120}, other: {budget: 200}},
    mainJsGzip: {budget: 50},
    routes: {'/docs/b': {budget: 165}},
  };

  it('passes pages at their budget and fails pages over it, naming route, bytes and budget', () => {
    expect(limitFor('/docs/b', budgets).budget).toBe(165);
    expect(limitFor('/docs/a', budgets).budget).toBe(150);
    expect(checkBudgets(pages, 50, budgets)).toEqual([]);
    const over = checkBudgets([...pages, {route: '/docs/d', kind: 'doc', raw: 1, gzip: 151}], 60, budgets);
    expect(over).toEqual([
      {what: 'main.js', bytes: 60, budget: 50, rule: 'main.js'},
      {what: '/docs/d', bytes: 151, budget: 150, rule: 'doc'},
    ]);
    expect(checkBudgets([{route: '/docs/b', kind: 'doc', raw: 1, gzip: 166}], 0, budgets)).toEqual([
      {what: '/docs/b', bytes: 166, budget: 165, rule: 'route'},
    ]);
  });

  it('rejects a budgets file that would check nothing', () => {
    expect(() => validateBudgets({firstLoadGzip: {home: {budget: 1}, doc: {budget: 1}}, mainJsGzip: {budget: 1}})).toThrow(/other/);
    expect(() => validateBudgets({...budgets, mainJsGzip: {budget: '50'}})).toThrow(/mainJsGzip/);
    expect(() => validateBudgets({...budgets, routes: {'docs/x': {budget: 1}}})).toThrow(/start/);
    expect(validateBudgets(budgets)).toBe(budgets);
  });

  it('accepts the committed budgets file, with the issue targets in it', () => {
    const file = validateBudgets(JSON.parse(readFileSync(path.join(__dirname, '../bench/budgets.json'), 'utf8')));
    expect(file.firstLoadGzip.doc.target).toBe(150_000);
    expect(file.firstLoadGzip.home.target).toBe(170_000);
  });

  it('rounds a measurement up to a budget', () => {
    expect(budgetFromMeasured(233_206)).toBe(237_900);
    expect(budgetFromMeasured(100_000)).toBe(102_000);
  });
});

describe('Lighthouse helpers', () => {
  it('interleaves builds within each page and pages within each run', () => {
    expect(interleave(['/', '/docs/'], 2, ['A', 'B']).map((s) => `${s.run}${s.route}${s.build}`)).toEqual([
      '0/A',
      '0/B',
      '0/docs/A',
      '0/docs/B',
      '1/A',
      '1/B',
      '1/docs/A',
      '1/docs/B',
    ]);
  });

  const lhr = (perf: number, tbt: number, bench: number) => ({
    categories: {
      performance: {score: perf},
      accessibility: {score: 0.96, auditRefs: [{id: 'color-contrast', weight: 7}, {id: 'tabindex', weight: 7}]},
      'best-practices': {score: 0.96, auditRefs: [{id: 'errors-in-console', weight: 1}, {id: 'notes', weight: 0}]},
      seo: {score: 1, auditRefs: []},
    },
    audits: {
      'color-contrast': {score: 0},
      tabindex: {score: 1},
      'errors-in-console': {score: 0, details: {items: [{description: 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED'}]}},
      notes: {score: 0},
      'total-blocking-time': {score: 0.5, numericValue: tbt},
      'largest-contentful-paint': {score: 0.5, numericValue: 2000},
      'first-contentful-paint': {score: 0.5, numericValue: 1000},
      'cumulative-layout-shift': {score: 1, numericValue: 0},
    },
    environment: {benchmarkIndex: bench},
  });

  it('keeps scores as 0–100, the four metrics, benchmarkIndex and the failing weighted audits', () => {
    const s = sampleFromLhr(lhr(0.64, 1400, 1200));
    expect(s.scores).toEqual({performance: 64, accessibility: 96, 'best-practices': 96, seo: 100});
    expect(s.metrics).toEqual({tbtMs: 1400, lcpMs: 2000, fcpMs: 1000, cls: 0});
    expect(s.benchmarkIndex).toBe(1200);
    expect(s.failing).toEqual(['color-contrast', 'errors-in-console']);
    expect(s.consoleErrors).toEqual(['Failed to load resource: net::ERR_NAME_NOT_RESOLVED']);
  });

  it('takes the median of each figure over the runs', () => {
    const m = medianOfSamples([lhr(0.6, 3000, 900), lhr(0.7, 1000, 1100), lhr(0.9, 2000, 1000)].map(sampleFromLhr));
    expect(m.runs).toBe(3);
    expect(m.scores.performance).toBe(70);
    expect(m.metrics.tbtMs).toBe(2000);
    expect(m.benchmarkIndex).toBe(1000);
    expect(m.tbtRangeMs).toEqual([1000, 3000]);
    expect(medianOfSamples([]).tbtRangeMs).toBeNull();
  });
});

describe('output and fallback server', () => {
  it('aligns names left and figures right', () => {
    expect(formatTable(['page', 'gz'], [['/', '1.0 kB'], ['/docs/', '12.0 kB']]).split('\n')).toEqual([
      'page         gz',
      '------  -------',
      '/        1.0 kB',
      '/docs/  12.0 kB',
    ]);
  });

  it('resolves request paths like the production nginx, and refuses to leave the build', () => {
    const files = new Set(['index.html', 'docs/index.html', 'about/index.html', 'markdown-page.html', 'assets/js/a.js']);
    const isFile = (f: string) => files.has(f);
    expect(resolveRequest('/', isFile)).toBe('index.html');
    expect(resolveRequest('/docs/', isFile)).toBe('docs/index.html');
    expect(resolveRequest('/about?x=1', isFile)).toBe('about/index.html');
    expect(resolveRequest('/markdown-page', isFile)).toBe('markdown-page.html');
    expect(resolveRequest('/assets/js/a.js', isFile)).toBe('assets/js/a.js');
    expect(resolveRequest('/nope', isFile)).toBeNull();
    expect(resolveRequest('/assets/../../etc/passwd', isFile)).toBeNull();
  });
});

describe('CPU pass helpers', () => {
  it('counts elements by their opening tags, not closing tags, comments or text', () => {
    expect(countElements('<!doctype html><html><body><p>a < b</p><!-- x --><br/><svg><path d=""/></svg></body></html>')).toBe(6);
  });

  it('picks the doc pages with the most elements, largest first', () => {
    const pages = [
      {route: '/', elements: 9000},
      {route: '/docs/a', elements: 10},
      {route: '/docs/b', elements: 300},
      {route: '/docs/c', elements: 200},
      {route: '/docs/d', elements: 300},
      {route: '/blog/x', elements: 5000},
    ];
    expect(longestDocPages(pages, 3).map((p) => p.route)).toEqual(['/docs/b', '/docs/d', '/docs/c']);
  });

  it('reads the counters from Performance.getMetrics in ms, and names a missing one', () => {
    const metrics = [
      {name: 'Nodes', value: 2087},
      {name: 'ScriptDuration', value: 1.1875},
      {name: 'TaskDuration', value: 2.765},
      {name: 'LayoutDuration', value: 0.5},
      {name: 'RecalcStyleDuration', value: 0.125},
    ];
    expect(cpuSampleOf(metrics)).toEqual({scriptMs: 1187.5, taskMs: 2765, layoutMs: 500, recalcStyleMs: 125, nodes: 2087});
    expect(() => cpuSampleOf(metrics.slice(0, 2))).toThrow(/TaskDuration/);
  });

  it('takes each figure\'s median on its own', () => {
    const s = (scriptMs: number, taskMs: number) => ({scriptMs, taskMs, layoutMs: 1, recalcStyleMs: 2, nodes: 3});
    expect(medianCpu([s(900, 10), s(100, 30), s(500, 20)])).toEqual(s(500, 20));
    expect(medianCpu([])).toBeNull();
  });
});
