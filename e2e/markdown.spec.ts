/** Every doc page as Markdown, llms.txt, and the "复制 Markdown" button, on the built site. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {markdownPath} from '../src/lib/markdownPath';
import {expect, test} from './fixtures';
import {gotoHydrated, PAGES} from './helpers';

const BUILD = path.join(__dirname, '..', 'build');
/** Doc pages of the sitemap, as routes (the sitemap names them with the production origin). */
const docRoutes = [...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/<]+(\/docs\/[^<]*)<\/loc>/g)]
  .map((m) => decodeURI(m[1]!))
  // Tag and category-generated pages have no source Markdown; every doc page does.
  .filter((route) => existsSync(path.join(BUILD, route, 'index.html')) && !/\/tags(\/|$)/.test(route));

/** What a Markdown heading reads as on the page: no code ticks, emphasis or link syntax. */
const plainText = (md: string) => md.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '').trim();

/** `##`/`###` headings and the number of fenced blocks of a Markdown text, outside code. */
function outline(markdown: string): {headings: string[]; codeBlocks: number} {
  const headings: string[] = [];
  let fence: string | null = null;
  let codeBlocks = 0;
  for (const raw of markdown.split('\n')) {
    const line = raw.replace(/^>\s?/, ''); // admonitions are quotes: their code blocks too
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      if (fence === null) codeBlocks += 1;
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null && /^#{2,3}\s/.test(raw)) headings.push(plainText(raw.replace(/^#+\s+/, '')));
  }
  return {headings, codeBlocks};
}

test.describe('pages as Markdown', () => {
  test('every doc page of the sitemap has its Markdown copy', () => {
    expect(docRoutes.length).toBeGreaterThan(150);
    const missing = docRoutes.filter((route) => !existsSync(path.join(BUILD, markdownPath(route))));
    expect(missing).toEqual([]);
  });

  for (const route of [PAGES.currentTopic, '/docs/getting-started/installation/gpu', PAGES.currentCategoryIndex, PAGES.legacyTopic]) {
    test(`the Markdown of ${route} has the page's headings and code blocks`, async ({page, request}) => {
      await gotoHydrated(page, route);
      const article = page.locator('article .markdown').first();
      const headings = await article.locator('h2, h3').evaluateAll((nodes) =>
        nodes.map((n) => (n.textContent ?? '').replace(/\u200b/g, '').trim()),
      );
      const codeBlocks = await article.locator('.theme-code-block').count();
      const markdown = await (await request.get(markdownPath(route))).text();
      expect(markdown.startsWith(`# ${(await page.locator('h1').first().innerText()).trim()}\n`)).toBe(true);
      const md = outline(markdown);
      expect(md.headings).toEqual(headings);
      expect(md.codeBlocks).toBe(codeBlocks);
      expect(markdown).not.toMatch(/\]\((?!https?:\/\/)[^)]*\)/); // every link is absolute
    });
  }
});

test.describe('llms.txt', () => {
  for (const [file, prefix] of [
    ['/llms.txt', '/docs/'],
    ['/docs/0.8.x/llms.txt', '/docs/0.8.x/'],
  ] as const) {
    test(`${file} follows llmstxt.org and lists every page of its tree`, async ({request}) => {
      const text = await (await request.get(file)).text();
      const lines = text.split('\n');
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines[2]).toMatch(/^> \S/);
      const links = [...text.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/)]+([^)]+)\)(?:: .+)?$/gm)].map((m) => m[1]!);
      // After the title, summary and details paragraph: only blank lines, section headings and page links.
      expect(lines[4]).toMatch(/^[^#>\-\s]/);
      for (const line of lines.slice(5)) expect(line, line).toMatch(/^$|^## \S.*$|^- \[[^\]]+\]\([^)]+\)(: .+)?$/);
      const tree = docRoutes.filter((r) => (prefix === '/docs/' ? !r.startsWith('/docs/0.8.x/') : r.startsWith(prefix)));
      expect(new Set(links)).toEqual(new Set(tree.map(markdownPath)));
    });
  }

  test('llms-full.txt holds every current page', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    const current = docRoutes.filter((r) => !r.startsWith('/docs/0.8.x/'));
    expect(text.match(/^来源：/gm)?.length).toBe(current.length);
  });
});

test('"复制 Markdown" copies the page as Markdown, fetched only on click', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const fetched: string[] = [];
  page.on('request', (r) => r.url().endsWith('.md') && fetched.push(r.url()));
  await gotoHydrated(page, PAGES.currentTopic);
  expect(fetched).toEqual([]);
  await page.getByRole('button', {name: '复制 Markdown'}).click();
  await expect(page.getByRole('button', {name: '已复制'})).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(readFileSync(path.join(BUILD, markdownPath(PAGES.currentTopic)), 'utf8'));
});
