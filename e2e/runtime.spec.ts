import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {ANALYTICS_SCRIPT, expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

/** Route the JS chunk holding a page's content (found by its permalink) through `handle`. */
async function interceptPageChunk(
  page: Page,
  permalink: string,
  handle: (route: Route, body: string) => Promise<void>,
): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(`"permalink":"${permalink}"`)) await handle(route, body);
    else await route.fulfill({response, body});
  });
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

test.describe('announcement bar', () => {
  test('can be dismissed, stays dismissed, and returns when its id changes', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.locator('div[role="banner"]');
    await expect(bar).toContainText('社区中文版');
    await expect(bar.getByRole('link', {name: '了解本站'})).toHaveAttribute('href', '/about');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    // A bar with a new id: what the reader dismissed was the old one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await hydrated(page);
    await expect(bar).toBeVisible();
  });
});

test.describe('browser storage failure', () => {
  test('the site loads, hydrates, warns, and still toggles colour and closes the bar', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(m.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await gotoHydrated(page, '/docs/');
    expect(warnings.some((w) => /storage is not available/i.test(w))).toBe(true);
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('div[role="banner"]').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('div[role="banner"]')).toHaveCount(0);
  });
});

test.describe('navigation', () => {
  test('when the next page fails to load, a warning is logged and the page is loaded in full', async ({page}) => {
    let failures = 0;
    // Prefetches of the chunk fail too, so the click has to load it, and that first load fails.
    await interceptPageChunk(page, '/about', async (route, body) => {
      if (route.request().resourceType() !== 'script' || failures++ === 0) await route.abort('failed');
      else await route.fulfill({body, contentType: 'application/javascript'});
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    await page.locator('.navbar').getByRole('link', {name: '关于'}).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toHaveText('关于本站');
    // A full load gives a fresh window.
    expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBeUndefined();
    expect(warnings.some((w) => /chunk|load/i.test(w))).toBe(true);
  });

  test('a page whose code is held back is readable at once and becomes interactive when the code arrives', async ({page}) => {
    // Docusaurus loads a route's code before rendering it, so on a full page load the reader sees
    // the server-rendered page (not a spinner) while the code is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await interceptPageChunk(page, '/about', async (route, body) => {
      await held;
      await route.fulfill({body, contentType: 'application/javascript'});
    });
    await page.goto('/about', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('h1')).toHaveText('关于本站');
    await page.waitForTimeout(500);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    release();
    await hydrated(page);
  });

  test('after a path change the page starts at the top; after a hash change it scrolls to the target', async ({page}) => {
    await gotoHydrated(page, '/docs/features/lora');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/lora$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const anchor = page.locator('.table-of-contents a').nth(2);
    const id = decodeURIComponent((await anchor.getAttribute('href'))!.slice(1));
    await anchor.click();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`links prefetch their pages, except on ${name}`, async ({browser}) => {
      const countPrefetches = async (conn?: object) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.route(ANALYTICS_SCRIPT, (r) => r.fulfill({body: ''}));
        if (conn) {
          await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', {get: () => c}), conn);
        }
        await gotoHydrated(page, '/');
        await page.locator('.navbar').getByRole('link', {name: '关于'}).hover();
        await page.waitForTimeout(1000);
        const n = await page.locator('link[rel="prefetch"]').count();
        await context.close();
        return n;
      };
      expect(await countPrefetches()).toBeGreaterThan(0);
      expect(await countPrefetches(connection)).toBe(0);
    });
  }

  test('a progress bar appears for a slow page change (after 200 ms, without spinner) but not a fast one', async ({page}) => {
    await interceptPageChunk(page, '/about', async (route, body) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({body, contentType: 'application/javascript'});
    });
    await gotoHydrated(page, '/docs/');
    await page.evaluate(() => {
      const w = window as unknown as {sawProgress: boolean};
      w.sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.sawProgress = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    const sawProgress = () => page.evaluate(() => (window as unknown as {sawProgress: boolean}).sawProgress);
    // Fast: back to a page whose code is already loaded.
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/docs\/$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as {sawProgress: boolean}).sawProgress = false));
    await page.locator('.pagination-nav__link--prev').click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await page.waitForTimeout(400);
    expect(await sawProgress()).toBe(false);
    // Slow: the about page's chunk is held back for 1.5 s.
    await page.locator('.navbar').getByRole('link', {name: '关于'}).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('关于本站');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('page views', () => {
  test('one event per change of path, query or hash, none for the same location', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    const events = () =>
      page.evaluate(() => ((window as unknown as {dataLayer?: Array<{page_path: string}>}).dataLayer ?? []).map((e) => e.page_path));
    await expect.poll(events).toEqual(['/docs/']);
    const push = (url: string) =>
      page.evaluate((u) => {
        window.history.pushState({}, '', u);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    await page.locator('.navbar').getByRole('link', {name: '关于'}).click();
    await expect.poll(events).toEqual(['/docs/', '/about']);
    await push('/about?from=test');
    await push('/about?from=test#report');
    await push('/about?from=test#report');
    await expect.poll(events).toEqual(['/docs/', '/about', '/about?from=test', '/about?from=test#report']);
  });

  test('the analytics script is deferred and names the site domain', async ({page}) => {
    await gotoHydrated(page, '/');
    const script = page.locator(`script[src="${ANALYTICS_SCRIPT}"]`);
    await expect(script).toHaveAttribute('data-domain', 'vllm.hyper.ai');
    await expect(script).toHaveAttribute('defer', '');
    await expect.poll(() => page.evaluate(() => (window as unknown as {__analyticsScriptLoaded?: string}).__analyticsScriptLoaded)).toBe('vllm.hyper.ai');
  });
});

test.describe('navbar item errors', () => {
  // The built config lives in main.js; patch the docs navbar item to point at ids that don't exist.
  const DOCS_ITEM = 'type:"docSidebar",sidebarId:"tutorialSidebar"';
  for (const [name, replacement, available] of [
    ['sidebar id', 'type:"docSidebar",sidebarId:"noSuchSidebar"', /Available sidebar ids are:\s*- tutorialSidebar/],
    ['doc id', 'type:"doc",docId:"no/such/doc"', /Available doc ids are:[\s\S]*- index/],
  ] as const) {
    test(`a docs item with an unknown ${name} shows an error naming the item and listing the available ids`, async ({page}) => {
      await page.route('**/assets/js/main.*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        expect(body).toContain(DOCS_ITEM);
        await route.fulfill({response, body: body.replace(DOCS_ITEM, replacement)});
      });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await gotoHydrated(page, '/about');
      const error = page.locator('.navbar [role="alert"]');
      await expect(error).toContainText('Navbar item failed to render');
      await expect(error).toContainText('label=文档');
      await expect(error).toContainText('position=left');
      expect(await error.getAttribute('title')).toMatch(available);
      // The rest of the navbar still works.
      await page.locator('.navbar').getByRole('link', {name: '关于'}).click();
      await expect(page.locator('h1')).toHaveText('关于本站');
      expect(errors.some((e) => e.includes('Navbar item failed to render'))).toBe(true);
    });
  }
});

test.describe('base URL banner', () => {
  test('shows when the home page JavaScript cannot load', async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toContainText('did not load properly');
  });

  test('does not show when the site loads', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
});

test.describe('maths', () => {
  test('the KaTeX stylesheet is served by the site with a matching integrity hash', async ({page, request}) => {
    await gotoHydrated(page, '/markdown-page');
    const link = page.locator('link[rel="stylesheet"][href="/katex/katex.min.css"]');
    await expect(link).toHaveAttribute('crossorigin', 'anonymous');
    const integrity = await link.getAttribute('integrity');
    const css = await (await request.get('/katex/katex.min.css')).body();
    expect(integrity).toBe(`sha384-${createHash('sha384').update(css).digest('base64')}`);
    await expect(page.locator('.katex').first()).toBeVisible();
    const font = await request.get('/katex/fonts/KaTeX_Main-Regular.woff2');
    expect(font.status()).toBe(200);
  });

  test('a page without maths fetches neither the KaTeX stylesheet nor its fonts', async ({page}) => {
    const katex: string[] = [];
    page.on('request', (r) => r.url().includes('/katex/') && katex.push(r.url()));
    await gotoHydrated(page, '/docs/features/lora');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.katex')).toHaveCount(0);
    await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
    expect(katex).toEqual([]);
  });

  test('going from a page without maths to one with maths brings the stylesheet along', async ({page}) => {
    await gotoHydrated(page, '/docs/design/arch_overview');
    await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/design/paged_attention"]').click();
    await expect(page).toHaveURL(/\/docs\/design\/paged_attention$/);
    await expect(page.locator('link[rel="stylesheet"][href="/katex/katex.min.css"]')).toHaveCount(1);
    // KaTeX's stylesheet takes the MathML copy out of the flow: proof that it applied.
    await expect.poll(() => page.locator('.katex-mathml').first().evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
  });
});

test.describe('crash page', () => {
  test('shows the error and its cause chain inside the layout, and Try again recovers', async ({page}) => {
    await interceptPageChunk(page, '/about', async (route, body) => {
      // Make the page's component throw while window.crashAbout is set.
      const patched = body.replace(
        /default:\(\)=>(\w+)/,
        'default:()=>function(p){if(window.crashAbout){throw new Error("Simulated render failure",{cause:new Error("Root cause: patched by the test")})}return $1(p)}',
      );
      expect(patched).not.toBe(body);
      await route.fulfill({body: patched, contentType: 'application/javascript'});
    });
    await page.addInitScript(() => ((window as unknown as {crashAbout: boolean}).crashAbout = true));
    page.on('pageerror', () => undefined);
    await page.goto('/about');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated render failure')).toBeVisible();
    await expect(page.getByText('Root cause: patched by the test')).toBeVisible();
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    await page.evaluate(() => ((window as unknown as {crashAbout: boolean}).crashAbout = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('h1')).toHaveText('关于本站');
  });
});

test.describe('client bundle', () => {
  test('calls no tslib helper beyond the one src/lib/tslibHelpers.ts provides', () => {
    const dir = path.join(__dirname, '../build/assets/js');
    const helpers = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const js = readFileSync(path.join(dir, file), 'utf8');
      for (const [, name] of js.matchAll(/\.(__(?:extends|assign|rest|decorate|param|metadata|awaiter|generator|exportStar|importStar|importDefault|spreadArray|spread|values|read|createBinding|classPrivateField\w*|makeTemplateObject|await|asyncGenerator|asyncDelegator|asyncValues|setFunctionName|propKey|esDecorate|runInitializers|addDisposableResource|disposeResources|rewriteRelativeImportExtension))\(/g)) {
        helpers.add(name);
      }
    }
    expect([...helpers]).toEqual(['__importDefault']);
  });
});
