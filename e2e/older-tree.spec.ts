import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

import {parseRedirects, redirectFile} from '../src/lib/redirects';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');

const olderRoutes = readFileSync(path.join(ROOT, '../shared/manifest.tsv'), 'utf8')
  .split('\n')
  .map((row) => row.split('\t'))
  .filter(([tree]) => tree === '0.8.x')
  .map(([, route]) => route!);

const built = (route: string) => existsSync(path.join(BUILD, decodeURI(route).replace(/^\//, ''), 'index.html'));

test.describe('0.8.x tree', () => {
  test('every page of the manifest is built', () => {
    expect(olderRoutes.length).toBe(105);
    expect(olderRoutes.filter((route) => !built(route)), 'manifest routes without a page').toEqual([]);
  });

  test('every old URL of data/redirects.tsv resolves: a redirect page, or a page of its own', () => {
    const rows = parseRedirects(readFileSync(path.join(ROOT, 'data/redirects.tsv'), 'utf8'));
    expect(rows.length).toBe(122);
    const unresolved = rows.filter(({from}) => !existsSync(path.join(BUILD, redirectFile(from))) && !built(from));
    expect(unresolved.map(({from}) => from)).toEqual([]);
  });

  test('the general index lists the documented symbols, and its links land on their sections', async ({page}) => {
    // Many page loads and clicks in one test: ~25 s on a quiet machine, more on a busy CI runner.
    test.setTimeout(90_000);
    await gotoHydrated(page, '/docs/0.8.x/indices-and-tables/genindex');
    const links = page.locator('article li > a[href*="#"]');
    const count = await links.count();
    expect(count, 'symbols in the general index').toBeGreaterThan(150);
    for (const name of ['SamplingParams', 'best_of', 'LLM.generate()', 'INPUT_REGISTRY']) {
      await expect(page.locator('article li > a', {hasText: new RegExp(`^${name.replace(/[.()]/g, '\\$&')}$`)}).first(), name).toBeVisible();
    }
    for (const i of [0, Math.floor(count / 2), count - 1]) {
      await gotoHydrated(page, '/docs/0.8.x/indices-and-tables/genindex');
      const link = links.nth(i);
      const href = (await link.getAttribute('href'))!;
      await link.click();
      const [route, anchor] = href.split('#') as [string, string];
      await expect(page).toHaveURL(new RegExp(`${route.replace(/\./g, '\\.')}#${anchor}$`));
      const target = page.locator(`[id="${anchor}"]`);
      await expect(target, `${href} has its anchor`).toHaveCount(1);
      await expect(target).toBeInViewport();
    }
  });

  test('the module index lists each documented module once, linking the page that documents it', async ({page}) => {
    await gotoHydrated(page, '/docs/0.8.x/indices-and-tables/python-module-index');
    const names = await page.locator('article li > a code').allTextContents();
    expect(names).toEqual([...new Set(names)].sort());
    for (const module of ['vllm.sampling_params', 'vllm.inputs', 'vllm.multimodal', 'vllm.engine.llm_engine']) expect(names).toContain(module);
    const link = page.locator('article li > a', {hasText: 'vllm.sampling_params'});
    await link.click();
    await expect(page).toHaveURL(/\/docs\/0\.8\.x\/developer-documentation\/sampling-parameters$/);
    await expect(page.locator('h1').first()).toHaveText('采样参数');
  });
});
