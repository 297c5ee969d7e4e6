import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {PAGES, gotoHydrated} from './helpers';

/**
 * A reader with a keyboard only: from the top of a doc page, with Tab, Shift+Tab, Enter, Escape
 * and the arrow keys, through skip link → navbar → search → sidebar → content → table of
 * contents. Every step checks where focus is (document.activeElement) and where the page went.
 */

/** Where focus is, in terms the assertions can name. */
interface Focus {
  tag: string;
  name: string;
  href: string | null;
  area: 'skip' | 'announcement' | 'navbar' | 'sidebar' | 'toc' | 'content' | 'main' | 'other' | 'none';
  /** The focus ring readers see. */
  outline: string;
}

function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return {tag: 'BODY', name: '', href: null, area: 'none', outline: ''} as Focus;
    const area = el.closest('[class*="skipToContent"]')
      ? 'skip'
      : el.closest('div[role="banner"]')
        ? 'announcement'
        : el.closest('nav.navbar')
          ? 'navbar'
          : el.closest('.theme-doc-sidebar-menu')
            ? 'sidebar'
            : el.closest('.table-of-contents')
              ? 'toc'
              : el.closest('.theme-doc-markdown')
                ? 'content'
                : el.closest('main')
                  ? 'main'
                  : 'other';
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      href: el.getAttribute('href'),
      area,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    } as Focus;
  });
}

/** Press `key` until focus matches, at most `max` times; fails with the stops it passed. */
async function pressUntil(page: Page, key: 'Tab' | 'Shift+Tab', match: (f: Focus) => boolean, max = 150): Promise<Focus> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const focus = await focusOf(page);
    if (match(focus)) return focus;
    stops.push(`${focus.area}:${focus.tag}:${focus.name.slice(0, 20)}`);
  }
  throw new Error(`no focus stop matched after ${max} × ${key}; passed: ${stops.join(' | ')}`);
}

const isPageLink = (f: Focus) => f.tag === 'A' && !!f.href && f.href.startsWith('/') && !f.href.startsWith('/#');
const samePath = (href: string) => new RegExp(`^[^#?]*//[^/]+${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('keyboard only', () => {
  test('the skip link is the first stop and moves focus past the navbar and sidebar into main', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await page.keyboard.press('Tab');
    const first = await focusOf(page);
    expect(first).toMatchObject({area: 'skip', tag: 'A', name: 'Skip to main content'});
    expect(first.outline).toBe('solid 2px');
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> for a moment; the next Tab starts there: the breadcrumbs' home link.
    await page.keyboard.press('Tab');
    const next = await focusOf(page);
    expect(next.area).toBe('main');
    expect(await page.evaluate(() => document.activeElement?.closest('.theme-doc-breadcrumbs') !== null)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${PAGES.currentTopic}$`));
  });

  test('navbar links come in order after the announcement bar, then the search box', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await pressUntil(page, 'Tab', (f) => f.area === 'announcement' && f.name === '了解本站', 5);
    const close = await pressUntil(page, 'Tab', (f) => f.area === 'announcement' && f.tag === 'BUTTON', 2);
    expect(close.name).toBe('Close');
    const labels: string[] = [];
    const search = await pressUntil(page, 'Tab', (f) => {
      if (f.area === 'navbar' && f.tag === 'A') labels.push(f.name);
      return f.tag === 'INPUT';
    }, 15);
    expect(search.name).toBe('搜索文档');
    expect(labels).toEqual(['vLLM 中文文档', '文档', '关于', 'GitHub', 'HyperAI 超神经', 'Next']);
    // Enter on a navbar link follows it.
    await gotoHydrated(page, PAGES.currentTopic);
    await pressUntil(page, 'Tab', (f) => f.area === 'navbar' && f.name === '关于', 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toHaveText('关于本站');
  });

  test('the version dropdown opens with Enter and its other version is reachable', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await pressUntil(page, 'Tab', (f) => f.area === 'navbar' && f.name === 'Next', 15);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar .dropdown--show')).toHaveCount(1);
    const other = await pressUntil(page, 'Tab', (f) => f.area === 'navbar' && f.name === '0.8.x', 3);
    expect(other.href).toBe('/docs/0.8.x/getting-started/quickstart');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/0\.8\.x\/getting-started\/quickstart$/);
  });

  test('search: reach the box, type, move through results with the arrows, Enter opens the chosen one', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await pressUntil(page, 'Tab', (f) => f.tag === 'INPUT' && f.name === '搜索文档', 15);
    await page.keyboard.type('推测解码');
    const box = page.getByRole('combobox', {name: '搜索文档'});
    const options = page.getByRole('listbox', {name: '搜索结果'}).getByRole('option');
    await expect(options.nth(1)).toBeVisible({timeout: 10_000});
    await expect(page.getByText('正在搜索…')).toHaveCount(0);
    await expect(box).toBeFocused();
    // The combobox keeps focus and points at the active option.
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const chosen = (await options.nth(1).locator('a').getAttribute('href'))!;
    expect(chosen).toMatch(/^\/docs\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === chosen);
    await expect(box).not.toBeFocused();
    // Escape closes the panel.
    await box.focus();
    await page.keyboard.type('量化');
    await expect(options.first()).toBeVisible({timeout: 10_000});
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', {name: '搜索结果'})).toHaveCount(0);
  });

  test('a sidebar link is reachable and Enter opens its page', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    const link = await pressUntil(page, 'Tab', (f) => f.area === 'sidebar' && isPageLink(f) && f.href !== PAGES.currentTopic, 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(samePath(link.href!));
    await expect(page.locator('h1').first()).not.toHaveText('快速开始');
  });

  test('a content link is reachable after the skip link and Enter follows it', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const link = await pressUntil(page, 'Tab', (f) => f.area === 'content' && isPageLink(f) && !f.href!.includes('#'), 20);
    expect(link.outline).toBe('solid 2px');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(samePath(link.href!));
    await expect(page.locator('h1').first()).not.toHaveText('快速开始');
  });

  test('a TOC link is reachable (Shift+Tab from the end) and Enter moves to its heading', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    // The TOC is the last thing on the page; two stops back from the end is its third-last entry.
    await pressUntil(page, 'Shift+Tab', (f) => f.area === 'toc', 2);
    const link = await pressUntil(page, 'Shift+Tab', (f) => f.area === 'toc', 2);
    expect(link.href).toMatch(/^#[\w-]+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${PAGES.currentTopic}${link.href}$`));
    const heading = page.locator(`[id="${link.href!.slice(1)}"]`);
    await expect(heading).toContainText(link.name);
    await expect(heading).toBeInViewport();
  });

  test('a wide table is a focusable, labelled region the arrow keys scroll', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await gotoHydrated(page, '/docs/inference-and-serving/engine_args');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const region = await pressUntil(page, 'Tab', (f) => f.tag === 'DIV', 40);
    expect(region.name).toMatch(/^表格：/);
    expect(region.outline).toBe('solid 2px');
    const scroller = page.locator('.table-region:focus');
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'the first table is wider than an 800 px window').toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('on a phone the menu button is reachable and opens the sidebar; its links take focus', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, PAGES.currentTopic);
    const toggle = await pressUntil(page, 'Tab', (f) => f.tag === 'BUTTON' && f.area === 'navbar' && f.name === 'Toggle navigation bar', 6);
    expect(toggle.outline).toBe('solid 2px');
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    // On a doc page the menu opens on the doc sidebar.
    const link = await pressUntil(
      page,
      'Tab',
      (f) => f.area === 'navbar' && isPageLink(f) && f.href!.startsWith('/docs/') && f.href !== PAGES.currentTopic,
      15,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(samePath(link.href!));
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('focus ring', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`every keyboard stop of a doc page shows a 2 px ring, ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, '/docs/inference-and-serving/engine_args');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const bad: string[] = [];
      const areas = new Set<string>();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const f = await focusOf(page);
        areas.add(f.area);
        if (f.outline !== 'solid 2px') bad.push(`${f.area}:${f.tag}:${f.name.slice(0, 20)} (${f.outline})`);
      }
      // The 60 stops cover the skip link, announcement bar, navbar, sidebar and content.
      expect([...areas]).toEqual(expect.arrayContaining(['skip', 'announcement', 'navbar', 'sidebar', 'content']));
      expect(bad).toEqual([]);
    });
  }
});
