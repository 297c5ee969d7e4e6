import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

const BUILD = path.join(__dirname, '../build');
const MANIFEST = path.join(__dirname, '../../shared/manifest.tsv');
const EXAMPLES = '/docs/getting-started/examples';
/** The vLLM v0.8.4 release commit: every example page links its full script there. */
const RELEASE_COMMIT = 'dc1b4a6f1300003ae27f033afbdff5e2683721ce';

/** The current tree's example rows of the page manifest: route and title. */
function exampleRows(): Array<{route: string; title: string}> {
  return readFileSync(MANIFEST, 'utf8')
    .split('\n')
    .map((row) => row.split('\t'))
    .filter(([tree, route]) => tree === 'current' && route?.startsWith(EXAMPLES))
    .map(([, route, , title]) => ({route: route!, title: title!}));
}

const builtHtml = (route: string) => path.join(BUILD, route.replace(/^\//, ''), 'index.html');

test.describe('examples section', () => {
  test('every example page of the manifest is built, and every script page links its full upstream file', () => {
    const rows = exampleRows();
    expect(rows.length).toBe(71);
    const missing = rows.filter(({route}) => !existsSync(builtHtml(route))).map(({route}) => route);
    expect(missing, 'manifest routes without a page').toEqual([]);
    const indexPage = /examples(?:\/[\w-]+)?\/?$/; // the section index and the three group indexes
    for (const {route} of rows.filter(({route}) => !indexPage.test(route))) {
      const html = readFileSync(builtHtml(route), 'utf8');
      expect(html, `${route} links the script at the release commit`).toMatch(
        new RegExp(`https://github\\.com/vllm-project/vllm/(?:blob|tree)/${RELEASE_COMMIT}/examples/`),
      );
    }
  });

  test('a reader goes from the examples index to an example and finds its parts', async ({page}) => {
    await gotoHydrated(page, `${EXAMPLES}/`);
    await page.locator('article').getByRole('link', {name: '离线推理示例'}).first().click();
    await expect(page).toHaveURL(new RegExp(`${EXAMPLES}/offline-inference/?$`));
    await page.locator('article').getByRole('link', {name: /LLMEngine/}).first().click();
    await expect(page.locator('h1').first()).toHaveText('LLMEngine 示例');
    for (const id of ['prerequisites', 'how-it-works', 'example', 'run', 'full-script', 'pitfalls']) {
      await expect(page.locator(`h2#${id}`), `section #${id}`).toHaveCount(1);
    }
    // The short example is highlighted Python with a file title.
    const code = page.locator('h2#example ~ .theme-code-block').first();
    await expect(code.locator('[class*="codeBlockTitle"]')).toHaveText(/\.py$/);
    await expect(code.locator('code')).toContainText('LLMEngine');
  });

  test('the offline-inference index links every offline example', async ({page}) => {
    await gotoHydrated(page, `${EXAMPLES}/offline-inference/`);
    const offline = exampleRows().filter(({route}) => route.startsWith(`${EXAMPLES}/offline-inference/`));
    const hrefs = await page.locator('article a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const linked = new Set(hrefs.map((h) => h!.replace(/\/$/, '')));
    expect(offline.filter(({route}) => !linked.has(route)).map(({route}) => route)).toEqual([]);
  });
});
