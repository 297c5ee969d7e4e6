import {expect, test} from './fixtures';
import type {Page} from '@playwright/test';
import {gotoHydrated} from './helpers';
import {SEARCH_CASES} from './searchQueries';

const box = (page: Page) => page.getByRole('combobox', {name: '搜索文档'});
const firstResult = (page: Page) => page.locator('[data-search-result]').first();

async function search(page: Page, query: string): Promise<void> {
  await box(page).fill(query);
  await expect(firstResult(page)).toBeVisible({timeout: 10_000});
  // Wait for the results of this exact query (not a previous one) to settle.
  await expect(page.getByText('正在搜索…')).toHaveCount(0);
}

test.describe('search', () => {
  test('a doc page loads no search code or index until the reader focuses the box', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/docs/features/lora');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p.startsWith('/pagefind/') || p.startsWith('/search/') || p.includes('search-panel'))).toEqual([]);
    // The box is server-rendered and usable before its results panel (its own chunk) arrives.
    await expect(box(page)).toBeVisible();
    await box(page).focus();
    await expect.poll(() => requests.some((p) => p.startsWith('/pagefind/pagefind.js'))).toBe(true);
    await expect.poll(() => requests.some((p) => /\/assets\/js\/search-panel\.[\w]+\.js$/.test(p))).toBe(true);
  });

  test('a query typed before the search code has arrived is searched once it does', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    // Hold the panel's chunk back, type, then let it through: the query must not be lost.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/search-panel\./, async (route) => {
      await held;
      await route.continue();
    });
    await box(page).focus();
    await page.keyboard.type('推测解码');
    await expect(page.locator('[data-status="loading"]')).toContainText('正在搜索…');
    release();
    await expect(firstResult(page)).toHaveAttribute('href', /\/docs\/features\/spec_decode/);
  });

  // The queries a reader of this site types most; each must find its page first.
  const MUST_BE_FIRST = ['量化', '前缀缓存', '张量并行', '推测解码', '多模态', '安装', 'OpenAI 兼容服务器', 'LoRA 适配器', 'Docker 部署'];
  for (const {query, from, expected} of SEARCH_CASES.filter((c) => MUST_BE_FIRST.includes(c.query))) {
    test(`"${query}" from ${from} finds ${expected} first`, async ({page}) => {
      await gotoHydrated(page, from);
      await search(page, query);
      const href = await firstResult(page).getAttribute('href');
      expect(href?.split('#')[0]).toBe(expected);
      await expect(firstResult(page).locator('mark').first()).toBeVisible();
    });
  }

  test('a 0.8.x page searches the 0.8.x tree by default, and the reader can switch', async ({page}) => {
    await gotoHydrated(page, '/docs/0.8.x/');
    // One version control in the navbar: the scope is chosen at the top of the results, not beside the box.
    await expect(page.locator('.navbar select')).toHaveCount(0);
    await search(page, 'vLLM');
    const scopes = page.getByRole('group', {name: '搜索范围'});
    await expect(scopes.getByRole('button', {name: '0.8.x'})).toHaveAttribute('aria-pressed', 'true');
    const hrefs = await page.locator('[data-search-result]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h?.startsWith('/docs/0.8.x/'))).toBe(true);
    await scopes.getByRole('button', {name: 'Next'}).click();
    await expect(scopes.getByRole('button', {name: 'Next'})).toHaveAttribute('aria-pressed', 'true');
    // Focus is back in the box: the reader types on.
    await expect(box(page)).toBeFocused();
    await box(page).fill('量化');
    await expect(firstResult(page)).toHaveAttribute('href', /^\/docs\/features\/quantization\//);
  });

  test('Ctrl+K and "/" focus the box; Enter opens the first result', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.locator('body').click();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await box(page).blur();
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await search(page, '推测解码');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/features\/spec_decode/);
    await expect(page.locator('h1')).toHaveText('推测解码');
  });

  test('results show the page title, the matched heading and a highlighted snippet', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await search(page, '前缀缓存');
    const result = firstResult(page);
    await expect(result).toContainText('自动前缀缓存');
    await expect(result).toContainText('›');
    await expect(result.locator('mark').first()).toContainText(/[前缀缓存]/);
    // The panel floats over the page: it must hide what is under it, in both colour modes.
    const background = () => page.locator('[data-status]').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toMatch(/^rgb\(/);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await background()).toMatch(/^rgb\(/);
  });

  test('the full results page lists results for ?q= and keeps the query in the URL', async ({page}) => {
    await gotoHydrated(page, '/search?q=' + encodeURIComponent('量化'));
    await expect(page.getByText(/找到 \d+ 个相关页面/)).toBeVisible({timeout: 10_000});
    await expect(firstResult(page)).toHaveAttribute('href', /^\/docs\/features\/quantization\//);
    await page.getByRole('searchbox', {name: '搜索关键词'}).fill('GGUF');
    await expect(page).toHaveURL(/q=GGUF/);
    await expect(firstResult(page)).toHaveAttribute('href', /gguf/);
  });

  test('the results page shows ten results at a time and fetches snippets only for those shown', async ({page}) => {
    const fragments: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/fragment/') && fragments.push(r.url()));
    await gotoHydrated(page, '/search?q=vLLM');
    await expect(page.getByText(/找到 \d+ 个相关页面/)).toBeVisible({timeout: 10_000});
    const results = page.locator('main [data-search-result]:not([data-definition])');
    await expect(results).toHaveCount(10);
    expect(fragments.length).toBeLessThanOrEqual(10);
    await page.getByRole('button', {name: /显示更多结果/}).click();
    await expect(results).toHaveCount(20);
    expect(fragments.length).toBeLessThanOrEqual(20);
  });

  test('a pasted name shows its definition first, marked 定义; Enter lands on the defining row', async ({page}) => {
    await gotoHydrated(page, '/docs/features/lora');
    await box(page).fill('--gpu-memory-utilization');
    const first = firstResult(page);
    await expect(first).toHaveAttribute('data-definition', '');
    await expect(first).toContainText('定义');
    await expect(first).toContainText('参数 · 引擎参数');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/docs\/inference-and-serving\/engine_args#[a-z-]+$/);
    await expect(page.locator('main')).toContainText('--gpu-memory-utilization');
    // A partial, name-shaped query lists the definitions it could mean.
    await box(page).fill('VLLM_USE');
    await expect(page.locator('[data-definition]').first()).toContainText('VLLM_USE');
  });

  test('a query with no result in this tree says how many the other tree has, and switches', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await box(page).fill('OpenVINO');
    await expect(page.locator('[data-status="done"]')).toBeVisible();
    const note = page.getByRole('button', {name: /0\.8\.x 中有 \d+ 条结果/});
    await expect(note).toBeVisible();
    await note.click();
    await expect(page.getByRole('group', {name: '搜索范围'}).getByRole('button', {name: '0.8.x'})).toHaveAttribute('aria-pressed', 'true');
    await expect(firstResult(page)).toHaveAttribute('href', /^\/docs\/0\.8\.x\//);
  });

  test('the results page shows the count, each result\'s tree and section, and moves through results with the arrow keys', async ({page}) => {
    await gotoHydrated(page, '/search?q=' + encodeURIComponent('VLLM_HOST_IP'));
    await expect(page.getByText(/找到 \d+ 个相关页面，\d+ 个定义/)).toBeVisible({timeout: 10_000});
    await expect(page.locator('main [data-search-result]:not([data-definition])').first()).toContainText(/^Next › /);
    await page.getByRole('searchbox', {name: '搜索关键词'}).press('ArrowDown');
    const results = page.locator('main [data-search-result]');
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(results.nth(0)).toBeFocused();
  });

  test('the search box is in the navbar on a phone-sized screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await gotoHydrated(page, '/docs/');
    await expect(box(page)).toBeVisible();
    await search(page, '安装');
    await expect(firstResult(page)).toBeVisible();
  });
});
