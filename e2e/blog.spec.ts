import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

// The posts as written: file name gives the date; front matter gives the title.
const BLOG_DIR = path.join(__dirname, '..', 'blog');
const posts = readdirSync(BLOG_DIR)
  .filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name))
  .map((name) => {
    const source = readFileSync(path.join(BLOG_DIR, name), 'utf8');
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim().replace(/^['"]|['"]$/g, '') ?? '';
    return {year: name.slice(0, 4), title};
  });
const years = [...new Set(posts.map((p) => p.year))].sort().reverse();

test.describe('blog', () => {
  test('has at least six posts over 2024 and 2025', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(years).toEqual(expect.arrayContaining(['2024', '2025']));
  });

  test('the sidebar lists every post under its year, newest year first', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const headings = sidebar.locator('[role="group"] > h3');
    await expect(headings).toHaveText(years);
    for (const {year, title} of posts) {
      const group = sidebar.locator('[role="group"]').filter({has: page.locator('h3', {hasText: year})});
      await expect(group.getByRole('link', {name: title, exact: true})).toHaveCount(1);
    }
  });

  test('the list shows each post truncated, with its reading time, and a post opens in full', async ({page}) => {
    await gotoHydrated(page, '/blog');
    const articles = page.locator('main article');
    await expect(articles.first()).toBeVisible();
    const count = await articles.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(articles.nth(i).locator('time')).toHaveCount(1);
      await expect(articles.nth(i)).toContainText(/\d+ min read/);
      await expect(articles.nth(i).getByRole('link', {name: /Read more/})).toHaveCount(1);
    }
    const firstTitle = (await articles.first().locator('h2').innerText()).trim();
    await articles.first().getByRole('link', {name: /Read more/}).click();
    await expect(page.locator('h1').first()).toHaveText(firstTitle);
    // The full post is longer than its summary and links into the docs.
    await expect(page.locator('article a[href^="/docs/"]').first()).toBeVisible();
  });

  test('RSS and Atom feeds list every post', async ({request}) => {
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      for (const {title} of posts) expect(xml).toContain(title);
    }
  });
});
