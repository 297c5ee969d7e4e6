import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

import {parseRedirects} from '../src/lib/redirects';

const BUILD = path.join(__dirname, '../build');

test.describe('old URLs', () => {
  const cases = [
    {from: '/docs/api/offline_interence/LLM', to: '/docs/api/offline_inference/llm', heading: 'LLM 类'},
    {from: '/docs/deployment/framworks/skypilot', to: '/docs/deployment/frameworks/skypilot', heading: 'SkyPilot'},
    {from: '/docs/models/Pooling Models', to: '/docs/models/pooling_models', heading: '池化模型'},
    {from: '/docs/inference-and-serving/distributed_serving_new', to: '/docs/inference-and-serving/distributed_serving', heading: '分布式推理与服务'},
    {from: '/docs/serving/openai-compatible-server', to: '/docs/0.8.x/serving/openai-compatible-server', heading: 'OpenAI 兼容服务器'},
    {from: '/docs/features/quantization/TorchAO', to: '/docs/features/quantization/torchao', heading: 'TorchAO'},
  ];
  for (const {from, to, heading} of cases) {
    test(`${from} lands on ${to}, keeping the hash`, async ({page}) => {
      await page.goto(encodeURI(from) + '#some-section');
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\./g, '\\.')}/?#some-section$`));
      await expect(page.locator('h1').first()).toHaveText(heading);
    });
  }

  test('every emitted redirect points at a page that exists', () => {
    const emitted = JSON.parse(readFileSync(path.join(BUILD, 'redirects.json'), 'utf8')) as Array<{from: string; to: string}>;
    const all = parseRedirects(readFileSync(path.join(__dirname, '../data/redirects.tsv'), 'utf8'));
    console.log(`redirects: ${emitted.length} of ${all.length} old URLs resolve`);
    expect(emitted.length).toBeGreaterThan(0);
    for (const {from, to} of emitted) {
      const target = path.join(BUILD, to.replace(/^\//, ''), 'index.html');
      expect(existsSync(target), `${from} → ${to}`).toBe(true);
      expect(readFileSync(path.join(BUILD, from.replace(/^\//, ''), 'index.html'), 'utf8')).toContain('http-equiv="refresh"');
    }
  });
});

test.describe('doc page footer', () => {
  test('shows the upstream link, the edit link and the last-updated date', async ({page}) => {
    await gotoHydrated(page, '/docs/features/lora');
    const footer = page.locator('.theme-doc-footer').locator('..');
    await expect(page.getByRole('link', {name: '英文原文（vLLM v0.8.4）'})).toHaveAttribute(
      'href',
      'https://docs.vllm.ai/en/v0.8.4/features/lora.html',
    );
    await expect(footer.locator('a.theme-edit-this-page')).toHaveAttribute('href', /\/edit\/main\/docs\/features\/lora\.md$/);
    await expect(footer.locator('.theme-last-updated')).toContainText(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
    // The date is formatted without Intl (src/lib/formatDate.ts); it must read as Intl would print it.
    const time = footer.locator('.theme-last-updated time');
    const expected = await time.evaluate((el) =>
      new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(el.getAttribute('datetime')!)),
    );
    await expect(time).toHaveText(expected);
  });

  test('a 0.8.x page links its v0.6-era upstream page', async ({page}) => {
    await gotoHydrated(page, '/docs/0.8.x/serving/openai-compatible-server');
    await expect(page.getByRole('link', {name: /英文原文（vLLM v0\.6/})).toBeVisible();
  });

  test('the glossary page renders every term from the data file', async ({page}) => {
    await gotoHydrated(page, '/docs/glossary');
    const rows = readFileSync(path.join(__dirname, '../data/glossary.tsv'), 'utf8').trim().split('\n').length - 1;
    await expect(page.locator('article table tbody tr')).toHaveCount(rows);
    await expect(page.locator('article table')).toContainText('KV 缓存');
  });
});

test.describe('code blocks', () => {
  const PAGE = '/docs/getting-started/examples/offline-inference/basic';

  test('arrive highlighted from the build, in the colours of the current mode', async ({page}) => {
    // No JS: the token spans must already be in the server-rendered HTML.
    const html = await (await page.request.get(PAGE)).text();
    expect(html).toMatch(/<span class="token keyword">from<\/span>/);

    await gotoHydrated(page, PAGE);
    const keyword = page.locator('.theme-code-block .token.keyword').first();
    await expect(keyword).toBeVisible();
    const light = await keyword.evaluate((el) => getComputedStyle(el).color);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await keyword.evaluate((el) => getComputedStyle(el).color);
    expect(light).toBe('rgb(207, 34, 46)');
    expect(dark).toBe('rgb(255, 121, 198)');
  });

  test('the copy button copies the block as text', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, PAGE);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('code').innerText());
    expect(copied).toContain('from vllm import');
  });
});
