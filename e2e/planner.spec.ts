import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

/** The memory planner (docs/performance/memory-planner.mdx) as a reader uses it. */
const PLANNER = '/docs/performance/memory-planner';

const field = (page: Page, label: string) => page.getByLabel(label, {exact: true});

test.describe('memory planner', () => {
  test('a preset, then TP and --max-model-len: the verdict, the bar in words and the command follow, and the link keeps them', async ({page}) => {
    await gotoHydrated(page, PLANNER);
    await page.getByLabel('模型', {exact: true}).selectOption('meta-llama/Llama-3.1-70B-Instruct');
    await field(page, '每张 GPU 显存（GiB）').fill('79.1');
    // 70B in BF16 on one 80 GB card: the weights alone do not fit.
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'does-not-fit');
    await expect(page.getByText('放得下的最小 --tensor-parallel-size')).toBeVisible();
    await field(page, 'GPU 数量').fill('4');
    await field(page, '--tensor-parallel-size').fill('4');
    await field(page, '--max-model-len').fill('32768');
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'fits');
    await expect(page.locator('[data-verdict]')).toContainText(/KV 缓存可容纳 [\d,]+ 个 token/);
    const tokens = Number((await page.locator('[data-kv-tokens]').textContent())!.replace(/,/g, ''));
    expect(tokens).toBeGreaterThan(32768);
    // The bar's text equivalent names every part with its size.
    const bar = page.locator('[data-memory-bar]');
    await expect(bar).toHaveAttribute('role', 'img');
    await expect(bar).toHaveAttribute('aria-label', /权重 [\d.]+ GiB，.*KV 缓存 [\d.]+ GiB/);
    const command = page.locator('.theme-code-block code').filter({hasText: 'vllm serve'});
    await expect(command).toContainText('vllm serve meta-llama/Llama-3.1-70B-Instruct');
    await expect(command).toContainText('--tensor-parallel-size 4');
    await expect(command).toContainText('--max-model-len 32768');
    // The address holds the plan: opened again, the same inputs and verdict.
    await expect(page).toHaveURL(/tp=4/);
    const url = page.url();
    await page.goto('about:blank');
    await gotoHydrated(page, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect(field(page, '--tensor-parallel-size')).toHaveValue('4');
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'fits');
  });

  test('a context longer than the KV cache holds is refused, with the largest --max-model-len that fits', async ({page}) => {
    // Llama 3.1 8B in BF16 on a 24 GB card: the weights fit, a 128K-token request does not.
    await gotoHydrated(page, `${PLANNER}?model=meta-llama%2FLlama-3.1-8B-Instruct&len=131072`);
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'does-not-fit');
    const largest = page.getByRole('row', {name: /放得下的最大 --max-model-len/});
    await expect(largest).toBeVisible();
    const fits = Number((await largest.getByRole('cell').textContent())!.replace(/,/g, ''));
    expect(fits).toBeGreaterThan(8192);
    expect(fits).toBeLessThan(131072);
    // Set it, and the plan fits.
    await page.getByLabel('--max-model-len', {exact: true}).fill(String(fits));
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'fits');
  });

  test('the planner\'s code loads on its page only', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
    });
    await gotoHydrated(page, '/docs/performance/optimization');
    await page.waitForLoadState('networkidle');
    const elsewhere = await Promise.all(scripts.splice(0));
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.filter((js) => js.includes('data-memory-bar')), 'planner code on another page').toEqual([]);
    await page.locator('article').getByRole('link', {name: '显存规划'}).first().click();
    await expect(page.locator('[data-memory-bar]')).toBeVisible();
  });
});
