import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Result} from 'axe-core';
import {expect, test} from './fixtures';

/**
 * axe over every page of the built sitemap (plus the not-found page), in light and in dark mode.
 * Fails on any serious or critical violation. In light mode all of axe's rules run (WCAG 2.x A/AA and best
 * practices); nothing on the page is excluded, code blocks included.
 *
 * Each page is loaded once: scanned with every rule in light mode, then switched to dark with the
 * navbar toggle (as a reader does) and scanned again with the rules whose outcome depends on colour.
 * Dark mode changes only colours (Infima variables under [data-theme='dark']): landmarks, names,
 * roles and focus order are the light page's. One load instead of two and the shorter dark scan cut
 * the spec's time by a fifth (16 pages: 45–51 s → 39 s). The sitemap is split into SHARDS slices;
 * each test reuses one page for its slice, so the two Playwright workers share the work evenly.
 */
const SHARDS = 16;
/** The axe rules whose result can differ between the light and the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const NOT_FOUND = '/no/such/page';

function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(__dirname, '..', 'build', 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)].sort();
}

const PAGES = [...sitemapPaths(), NOT_FOUND];

// A trace of ~40 page loads is large and slow to record; the failure message says what failed.
test.use({trace: 'off'});

test('the sitemap lists the whole site', () => {
  // A broken sitemap must not turn the scan into a pass over nothing.
  expect(PAGES.length).toBeGreaterThan(250);
  for (const p of ['/', '/about', '/docs/', '/docs/0.8.x/', '/blog']) expect(PAGES).toContain(p);
});

for (let shard = 0; shard < SHARDS; shard++) {
  const slice = PAGES.filter((_, i) => i % SHARDS === shard);
  test(`axe: no serious or critical violations, light and dark mode, pages ${shard + 1}/${SHARDS}`, async ({page}, testInfo) => {
    // About 20 pages, two scans each; a long page takes a few seconds to load and scan on a busy machine.
    test.setTimeout(slice.length * 12_000);
    // Every load starts in light mode (the toggle below stores "dark").
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    const toggle = page.getByRole('button', {name: /dark and light mode/});

    const failures: string[] = [];
    const all: Array<{page: string; mode: string; id: string; impact: Result['impact']; targets: string[]}> = [];
    const scan = async (route: string, mode: 'light' | 'dark') => {
      await expect(page.locator('html'), `colour mode of ${route}`).toHaveAttribute('data-theme', mode);
      // Legacy mode runs axe in the page itself; the default opens a new page per scan to merge
      // the results of iframes (4× slower here). It would miss iframes, so there must be none.
      expect(await page.locator('iframe').count(), `iframes on ${route}`).toBe(0);
      // Node details for violations only: passes and inapplicable results cost time for nothing.
      const axe = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
      const {violations} = await (mode === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze();
      for (const v of violations) {
        const targets = v.nodes.map((n) => n.target.join(' '));
        all.push({page: route, mode, id: v.id, impact: v.impact, targets});
        if (FAILING_IMPACTS.has(v.impact ?? '')) {
          const shown = targets.slice(0, 5).join(', ') + (targets.length > 5 ? ` … (+${targets.length - 5})` : '');
          failures.push(`${route} [${mode}] ${v.id} (${v.impact}, ${targets.length}×): ${shown}`);
        }
      }
    };
    for (const route of slice) {
      const response = await page.goto(route);
      expect(response?.status(), `status of ${route}`).toBe(route === NOT_FOUND ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await scan(route, 'light');
      await toggle.click();
      // Colours fade (Infima transitions): scan the settled dark page, not a frame halfway.
      await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)));
      await scan(route, 'dark');
    }
    // Every finding, moderate and minor too, for the report.
    const report = testInfo.outputPath('axe-violations.json');
    writeFileSync(report, JSON.stringify(all, null, 1));
    await testInfo.attach('axe-violations.json', {path: report, contentType: 'application/json'});
    expect(failures, `serious/critical axe violations:\n${failures.join('\n')}`).toEqual([]);
  });
}
