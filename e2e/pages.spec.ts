import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {AxeResults, Result, RunOptions} from 'axe-core';
import {expect, test} from './fixtures';

/**
 * Every page of the built sitemap (plus the not-found page), loaded once from nginx with the production
 * headers and Content-Security-Policy, as a reader's browser gets it. On each load:
 *  - the status (404 for the not-found page) and hydration;
 *  - no console error, no uncaught exception, no failed or refused same-origin request;
 *  - no CSP violation (the fixture fails the test on any);
 *  - axe with every rule in light mode (WCAG 2.x A/AA and best practices, nothing excluded), then the
 *    navbar toggle to dark mode (as a reader does) and the rules whose outcome depends on colour again.
 *    Dark mode changes only colours (Infima variables under [data-theme='dark']): landmarks, names,
 *    roles and focus order are the light page's. Fails on any serious or critical violation.
 * One load serves the three checks that used to take three (the axe spec's, and the second run of the
 * functional specs under nginx for CSP). The sitemap is split into SHARDS slices; each test reuses one
 * page for its slice, so the workers share the work evenly.
 */
const SHARDS = 16;
/** The axe rules whose result can differ between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const NOT_FOUND = '/no/such/page';
/**
 * axe itself, put into every document before the page's own scripts (CDP, so the page's CSP does not
 * apply), compiled once per load: @axe-core/playwright sent and compiled its 650 KB source twice per scan.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(__dirname, '..', 'build', 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)].sort();
}

const PAGES = [...sitemapPaths(), NOT_FOUND];

// A trace of ~20 page loads is large and slow to record; the failure message says what failed.
// Reduced motion (a reader's setting Infima honours) makes the colour-mode switch instant: no fade to wait out.
test.use({trace: 'off', reducedMotion: 'reduce'});

test('the sitemap lists the whole site', () => {
  // A broken sitemap must not turn the sweep into a pass over nothing.
  expect(PAGES.length).toBeGreaterThan(250);
  for (const p of ['/', '/about', '/docs/', '/docs/0.8.x/', '/blog']) expect(PAGES).toContain(p);
});

for (let shard = 0; shard < SHARDS; shard++) {
  const slice = PAGES.filter((_, i) => i % SHARDS === shard);
  test(`every page: loads clean under the CSP, axe light and dark, pages ${shard + 1}/${SHARDS}`, async ({page, baseURL}, testInfo) => {
    // About 20 pages; a long page takes a few seconds to load and scan on a busy machine.
    test.setTimeout(slice.length * 12_000);
    // Every load starts in light mode (the toggle below stores "dark").
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await page.addInitScript({content: AXE_SOURCE});
    const toggle = page.getByRole('button', {name: /dark and light mode/});
    const origin = new URL(baseURL!).origin;

    let route = '';
    const problems: string[] = [];
    page.on('console', (m) => {
      // A failed load is reported below with its URL (and the not-found page's own 404 is expected).
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`${route}: console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${route}: uncaught ${e.name}: ${e.message}`));
    page.on('requestfailed', (r) => {
      if (!r.url().startsWith(origin)) return;
      // A prefetch the next navigation cancels is not a failure the reader sees.
      const why = r.failure()?.errorText ?? '';
      if (why === 'net::ERR_ABORTED' && r.resourceType() !== 'document') return;
      problems.push(`${route}: request failed: ${r.url()} (${why})`);
    });
    page.on('response', (r) => {
      if (r.url().startsWith(origin) && r.status() >= 400 && !(route === NOT_FOUND && r.request().resourceType() === 'document'))
        problems.push(`${route}: HTTP ${r.status()} for ${r.url()}`);
    });

    const all: Array<{page: string; mode: string; id: string; impact: Result['impact']; targets: string[]}> = [];
    const scan = async (mode: 'light' | 'dark') => {
      await expect(page.locator('html'), `colour mode of ${route}`).toHaveAttribute('data-theme', mode);
      // axe runs in the top document only: an iframe's content would go unscanned, so there must be none.
      expect(await page.locator('iframe').count(), `iframes on ${route}`).toBe(0);
      // Node details for violations only: passes and inapplicable results cost time for nothing.
      const options: RunOptions = {resultTypes: ['violations'], ...(mode === 'dark' && {runOnly: {type: 'rule', values: COLOUR_RULES}})};
      const violations = await page.evaluate(async (opts) => {
        const {violations: found} = await (window as unknown as {axe: {run: (c: Document, o: RunOptions) => Promise<AxeResults>}}).axe.run(document, opts);
        return found.map(({id, impact, nodes}) => ({id, impact, targets: nodes.map((n) => n.target.join(' '))}));
      }, options);
      for (const v of violations) {
        const {targets} = v;
        all.push({page: route, mode, id: v.id, impact: v.impact, targets});
        if (FAILING_IMPACTS.has(v.impact ?? '')) {
          const shown = targets.slice(0, 5).join(', ') + (targets.length > 5 ? ` … (+${targets.length - 5})` : '');
          problems.push(`${route} [${mode}] axe ${v.id} (${v.impact}, ${targets.length}×): ${shown}`);
        }
      }
    };
    for (route of slice) {
      const response = await page.goto(route);
      expect(response?.status(), `status of ${route}`).toBe(route === NOT_FOUND ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await scan('light');
      await toggle.click();
      // Colours fade (Infima transitions, instant under reduced motion): scan the settled dark page.
      await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)));
      await scan('dark');
    }
    // Every axe finding, moderate and minor too, for the report.
    const report = testInfo.outputPath('axe-violations.json');
    writeFileSync(report, JSON.stringify(all, null, 1));
    await testInfo.attach('axe-violations.json', {path: report, contentType: 'application/json'});
    expect(problems, `problems on ${slice.length} pages:\n${problems.join('\n')}`).toEqual([]);
  });
}

test('under the CSP, what a reader does after the load works: search (Pagefind wasm, panel chunk, page map, definitions), copy Markdown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.goto('/docs/features/lora');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const box = page.getByRole('combobox', {name: '搜索文档'});
  await box.fill('前缀缓存');
  await expect(page.locator('[data-search-result]').first()).toHaveAttribute('href', /automatic_prefix_caching/, {timeout: 10_000});
  await box.fill('--max-model-len');
  await expect(page.locator('[data-search-result]').first()).toHaveAttribute('href', /engine_args#/, {timeout: 10_000});
  await box.press('Escape');
  await page.getByRole('button', {name: '复制 Markdown'}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('# ');
});
