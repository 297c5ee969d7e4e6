import {readFileSync} from 'node:fs';
import path from 'node:path';

import {type Candidate, searchTermsFromPath, suggestPages} from '@site/src/lib/notFoundSuggestions';
import {normalizeRoute, parseRedirects, planRedirects} from '@site/src/lib/redirects';

// The real routes (287 doc pages of both trees) plus the site's own pages, and the real redirect rows.
const manifest = readFileSync(path.join(__dirname, '../../shared/manifest.tsv'), 'utf8');
const rows = manifest
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'));
const docPages: Candidate[] = rows.map(([, route = '', , title = '']) => ({route, title}));
const sitePages: Candidate[] = [
  {route: '/', title: '首页'},
  {route: '/about', title: '关于'},
  {route: '/blog', title: '博客'},
  {route: '/search', title: '搜索'},
  {route: '/markdown-page', title: 'Markdown 页面'},
];
const candidates = [...docPages, ...sitePages];
const aliases = parseRedirects(readFileSync(path.join(__dirname, '../data/redirects.tsv'), 'utf8'));

/** [what the reader typed, the page they meant, why it is hard]. */
const misses: Array<[string, string, string]> = [
  // One-letter typos and transpositions.
  ['/docs/getting-started/quickstrat', '/docs/getting-started/quickstart', 'transposed letters'],
  ['/docs/getting-started/instalation', '/docs/getting-started/installation', 'dropped letter'],
  ['/docs/features/quantizaton/fp8', '/docs/features/quantization/fp8', 'typo in a middle section'],
  ['/docs/features/spec_decod', '/docs/features/spec_decode', 'dropped last letter'],
  ['/docs/design/paged_attnetion', '/docs/design/paged_attention', 'transposed letters'],
  ['/docs/models/suported_models', '/docs/models/supported_models', 'dropped letter'],
  ['/docs/contributing/model/test', '/docs/contributing/model/tests', 'singular for plural'],
  ['/abuot', '/about', 'site page, transposed letters'],
  ['/docs/getting-started/examples/offline-inference/reproducibility', '/docs/getting-started/examples/offline-inference/reproduciblity', 'spelt right, route spelt wrong'],
  ['/docs/api/engine/asyncllmengine', '/docs/api/engine/async_llm_engine', 'word breaks dropped (the 0.8.x slug style)'],
  ['/docs/features/quantization/awq', '/docs/features/quantization/auto_awq', 'one word of the slug'],
  ['/docs/install', '/docs/getting-started/installation', 'word cut short, section dropped'],
  ['/docs/kubernetes', '/docs/deployment/k8s', 'the word for its numeronym'],
  ['/docs/getting-started/installation/tpu', '/docs/getting-started/installation', 'an acronym is not a typo of gpu/cpu'],
  // `_` and `-`, case, extensions, encodings, slashes.
  ['/docs/inference-and-serving/engine-args', '/docs/inference-and-serving/engine_args', '- for _'],
  ['/docs/inference_and_serving/openai-compatible-server', '/docs/inference-and-serving/openai_compatible_server', '_ and - swapped everywhere'],
  ['/docs/0.8.x/serving/openai_compatible_server', '/docs/0.8.x/serving/openai-compatible-server', '_ for - in the old tree'],
  ['/docs/Getting-Started/QuickStart', '/docs/getting-started/quickstart', 'case'],
  ['/docs/API/Offline_Inference/LLM', '/docs/api/offline_inference/llm', 'case'],
  ['/docs/getting-started/faq.html', '/docs/getting-started/faq', '.html'],
  ['/docs/getting-started/installation/index.html', '/docs/getting-started/installation', '/index.html'],
  ['/docs/features/quantization/index', '/docs/features/quantization', '/index'],
  ['https://vllm.hyper.ai/docs/deployment/k8s.html?from=google#helm', '/docs/deployment/k8s', 'full URL with query and hash'],
  ['/docs/inference-and-serving/env-vars?lang=zh#vllm-port', '/docs/inference-and-serving/env_vars', 'query, hash and - for _'],
  ['//docs//getting-started///troubleshooting/', '/docs/getting-started/troubleshooting', 'repeated slashes'],
  ['/docs/features/compatibility%20matrix', '/docs/features/compatibility_matrix', 'percent-escaped space'],
  // A category without its trailing slash (the old redirect from this path is shadowed by the page).
  ['/docs/getting-started/examples', '/docs/getting-started/examples/', 'category without trailing slash'],
  ['/docs/api/model', '/docs/api/model/', 'category without trailing slash'],
  // A dropped, extra or moved section.
  ['/docs/quickstart', '/docs/getting-started/quickstart', 'dropped section'],
  ['/docs/quantization/torchao', '/docs/features/quantization/torchao', 'dropped section (old quantization/ had no torchao)'],
  ['/docs/examples/online-serving/api_client', '/docs/getting-started/examples/online-serving/api_client', 'dropped first section'],
  ['/docs/contributing/basic', '/docs/contributing/model/basic', 'dropped middle section'],
  ['/docs/deployment/lws', '/docs/deployment/frameworks/lws', 'dropped middle section'],
  ['/docs/getting-started/installation/quickstart', '/docs/getting-started/quickstart', 'extra section'],
  ['/docs/user-guide/features/tool_calling', '/docs/features/tool_calling', 'extra section'],
  ['/docs/features/engine_args', '/docs/inference-and-serving/engine_args', 'moved to another section'],
  ['/docs/deployment/integrations/helm', '/docs/deployment/frameworks/helm', 'moved to a sibling section'],
  ['/docs/frameworks/deployment/helm', '/docs/deployment/frameworks/helm', 'sections swapped'],
  ['/docs/guides/reasoning-outputs', '/docs/features/reasoning_outputs', 'only the slug matches'],
  ['/reasoning_outputs', '/docs/features/reasoning_outputs', 'only the slug, without /docs'],
  // The wrong tree.
  ['/docs/indices-and-tables/genindex', '/docs/0.8.x/indices-and-tables/genindex', '0.8.x-only page under /docs'],
  ['/docs/getting-started/debuging-tips', '/docs/0.8.x/getting-started/debugging-tips', '0.8.x-only page, typo'],
  ['/docs/0.8.x/features/tool_calling', '/docs/features/tool_calling', 'current-only page under /docs/0.8.x'],
  ['/docs/0.8.x/getting-started/v1-user-guide', '/docs/getting-started/v1-user-guide', 'current-only page under /docs/0.8.x'],
  // Old slugs from redirects.tsv with one segment changed.
  ['/docs/serving/integrations/deploying-with-kserv', '/docs/0.8.x/serving/integrations/deploying-with-kserve', 'old slug, typo'],
  ['/docs/models/using-lora-adapter', '/docs/0.8.x/models/using-lora-adapters', 'old slug, singular'],
  ['/docs/api/offline_interence/llm_input', '/docs/api/offline_inference/llm_inputs', 'old misspelt section, typo'],
  ['/docs/deployment/framworks/dstak', '/docs/deployment/frameworks/dstack', 'old misspelt section, typo'],
  ['/docs/serving/production-metric', '/docs/0.8.x/serving/production-metrics', 'old slug, singular'],
  ['/docs/serving/compatibility%20matrix/', '/docs/0.8.x/serving/compatibility-matrix', 'old odd spelling, escaped'],
  ['/docs/serving/integrations/deploying-and-scaling-up-with-skypilot', '/docs/0.8.x/serving/integrations/deploying-and-scaling-up-with-skypilot', 'old `&` slug spelt out'],
  // A 0.8.x path prefers 0.8.x pages (and a current one current pages) when both trees are close.
  ['/docs/0.8.x/getting-started/quickstrat', '/docs/0.8.x/getting-started/quickstart', '0.8.x typo, page in both trees'],
  ['/docs/0.8.x/getting-started/instalation/', '/docs/0.8.x/getting-started/installation', '0.8.x typo, page in both trees'],
  ['/docs/0.8.x/quantization/gguf.html', '/docs/0.8.x/quantization/gguf', '0.8.x, page in both trees'],
  ['/docs/0.8.x/models/supported_models', '/docs/0.8.x/models/supported-models', 'current spelling under 0.8.x'],
  ['/docs/0.8.x/inference-and-serving/openai_compatible_server', '/docs/0.8.x/serving/openai-compatible-server', 'current path under 0.8.x'],
  ['/docs/0.8.x/getting-started/examples/examples/offline_inference_tpu/', '/docs/0.8.x/getting-started/examples/examples/offline_inference_tpu', 'trailing slash, 0.8.x'],
  ['/docs/0.8', '/docs/0.8.x/', 'bare version'],
];

const nonsense = ['/xyz/qwerty-asdf-zxcv', '/wp-login.php', '/docs/zzzz/qqqqqq', '/docs/0.8.x/asdfgh'];

describe('suggestPages', () => {
  it('has the real routes and redirect rows to rank', () => {
    expect(docPages).toHaveLength(287);
    expect(aliases.length).toBeGreaterThan(100);
    for (const [, intended] of misses) expect(candidates.map((c) => c.route)).toContain(intended);
  });

  it.each(misses)('%s → %s (%s)', (missed, intended) => {
    expect(suggestPages(missed, candidates, {aliases})[0]?.route).toBe(intended);
  });

  it('ranks the same with the routes as the site has them: category pages with a slash, redirects as emitted', () => {
    // What the not-found page passes: the docs plugin's paths (an index.md page's route ends in `/`) and redirects.json.
    const siteRoutes = rows.map(([, route = '', file = '', title = '']) => ({
      route: /\/index\.mdx?$/.test(file) && !route.endsWith('/') ? `${route}/` : route,
      title,
    }));
    const site = [...siteRoutes, ...sitePages];
    const emitted = planRedirects(aliases, site.map((c) => c.route)).emit;
    for (const [missed, intended] of misses) {
      const first = suggestPages(missed, site, {aliases: emitted})[0]?.route;
      expect(first && normalizeRoute(first), missed).toBe(normalizeRoute(intended));
    }
  });

  it('puts the intended page first for every miss (hit rate)', () => {
    const hits = misses.filter(([missed, intended]) => suggestPages(missed, candidates, {aliases})[0]?.route === intended);
    console.log(`notFoundSuggestions hit rate: ${hits.length}/${misses.length} (${((100 * hits.length) / misses.length).toFixed(1)}%)`);
    expect(hits.length).toBe(misses.length);
  });

  it('finds every page again from its route with one letter of the slug wrong, or respelt', () => {
    // A fixed-seed typo (drop, add, change or swap a letter) in each route's slug, plus whole-route respellings.
    let seed = 42;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const typo = (s: string) => {
      const i = random(s.length);
      const c = 'abcdefghijklmnopqrstuvwxyz'[random(26)]!;
      const [before, after] = [s.slice(0, i), s.slice(i + 1)];
      const swapped = before + s.slice(i + 1, i + 2) + s.slice(i, i + 1) + s.slice(i + 2);
      return [before + after, before + c + s.slice(i), before + c + after, swapped][random(4)]!;
    };
    const rate = (make: (route: string) => string | null) => {
      const tried = docPages.map((c) => [make(c.route), c.route] as const).filter(([missed]) => missed !== null);
      const hits = tried.filter(([missed, route]) => suggestPages(missed!, candidates, {aliases})[0]?.route === route);
      return {hits: hits.length, total: tried.length};
    };
    const slugTypo = rate((route) => {
      const parts = route.replace(/\/$/, '').split('/');
      const slug = parts.at(-1)!;
      if (slug.length < 5 || slug === '0.8.x') return null;
      return [...parts.slice(0, -1), typo(slug)].join('/');
    });
    const html = rate((route) => `${route.replace(/\/$/, '')}.html`);
    const upper = rate((route) => route.toUpperCase());
    const respelt = rate((route) => (/_/.test(route) ? route.replaceAll('_', '-') : /-/.test(route) ? route.replaceAll('-', '_') : null));
    const show = (r: {hits: number; total: number}) => `${r.hits}/${r.total}`;
    console.log(`notFoundSuggestions sweep: slug typo ${show(slugTypo)}, .html ${show(html)}, upper case ${show(upper)}, _/- ${show(respelt)}`);
    expect(slugTypo.hits / slugTypo.total).toBeGreaterThan(0.97);
    for (const r of [html, upper, respelt]) expect(r.hits).toBe(r.total);
  });

  it.each(nonsense)('suggests nothing for %s', (missed) => {
    expect(suggestPages(missed, candidates, {aliases})).toEqual([]);
  });

  it('suggests the pages of a section that has no page of its own', () => {
    const routes = suggestPages('/docs/api', candidates, {aliases}).map((c) => c.route);
    expect(routes).toHaveLength(5);
    for (const route of routes) expect(route).toMatch(/^\/docs\/api\/[^/]+\/?$/);
  });

  it('suggests nothing for an empty candidate list', () => {
    expect(suggestPages('/docs/getting-started/quickstart', [])).toEqual([]);
  });

  it('respects the limit, 5 by default', () => {
    const missed = '/docs/getting-started/examples/offline-inference/rlhff';
    expect(suggestPages(missed, candidates, {aliases, limit: 2})).toHaveLength(2);
    expect(suggestPages(missed, candidates, {aliases, limit: 0})).toEqual([]);
    expect(suggestPages('/docs/getting-started/examples/online-serving/openai_chat_completion_client_with_tool', candidates)).toHaveLength(5);
  });

  it('lists each page once, though a redirect and the route both match', () => {
    const routes = suggestPages('/docs/deployment/framworks/helm', candidates, {aliases, limit: 20}).map((c) => c.route);
    expect(routes[0]).toBe('/docs/deployment/frameworks/helm');
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('returns the candidate objects themselves, title included', () => {
    expect(suggestPages('/docs/getting-started/quickstrat', candidates)[0]).toEqual({
      route: '/docs/getting-started/quickstart',
      title: '快速开始',
    });
  });

  it('prefers the tree the path is in when a page exists in both', () => {
    const current = suggestPages('/docs/getting-started/quickstart.html', candidates).map((c) => c.route);
    const legacy = suggestPages('/docs/0.8.x/getting-started/quickstart.html', candidates).map((c) => c.route);
    expect(current.slice(0, 2)).toEqual(['/docs/getting-started/quickstart', '/docs/0.8.x/getting-started/quickstart']);
    expect(legacy.slice(0, 2)).toEqual(['/docs/0.8.x/getting-started/quickstart', '/docs/getting-started/quickstart']);
  });

  it('ranks all misses against all candidates quickly', () => {
    const all = [...misses.map(([missed]) => missed), ...nonsense];
    const pass = () => {
      const start = performance.now();
      for (const missed of all) suggestPages(missed, candidates, {aliases});
      return performance.now() - start;
    };
    pass(); // warm up the JIT
    // The best of three passes: the ranking's cost, not a busy machine's scheduling.
    const elapsed = Math.min(pass(), pass(), pass());
    const what = `${all.length} misses × ${candidates.length} candidates + ${aliases.length} aliases`;
    console.log(`notFoundSuggestions: ${what} in ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeLessThan(50);
  });
});

describe('searchTermsFromPath', () => {
  it.each([
    ['/docs/getting-started/quickstrat', 'getting started quickstrat'],
    ['/docs/0.8.x/serving/openai-compatible-server.html', 'serving openai compatible server'],
    ['/docs/inference-and-serving/engine_args/index.html', 'inference and serving engine args'],
    ['/docs/v0.8.5/models/Supported_Models?x=1#llama', 'models supported'],
    ['/docs/serving/compatibility%20matrix/', 'serving compatibility matrix'],
    ['/docs/vllm-tutorials/infer-34b-with-vllm', 'vllm tutorials infer 34b with'],
    ['/docs/%E5%BF%AB%E9%80%9F%E5%BC%80%E5%A7%8B', '快速开始'],
    ['/docs/', ''],
  ])('%s → %j', (missed, terms) => {
    expect(searchTermsFromPath(missed)).toBe(terms);
  });
});
