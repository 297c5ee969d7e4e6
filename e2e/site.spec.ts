import {expect, test} from './fixtures';
import {PAGES, gotoHydrated} from './helpers';

test.describe('routes', () => {
  const routes: Array<[string, RegExp]> = [
    ['/', /vLLM 中文文档/],
    ['/about', /关于本站/],
    ['/markdown-page', /写作示例/],
    [PAGES.currentRoot, /vLLM/],
    [PAGES.legacyRoot, /vLLM/],
    [PAGES.currentTopic, /快速开始/],
    [PAGES.currentCategoryIndex, /安装/],
    [PAGES.legacyTopic, /OpenAI 兼容服务器/],
    [PAGES.legacyCategoryIndex, /集成/],
  ];
  for (const [path, heading] of routes) {
    test(`${path} renders its heading`, async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.locator('h1').first()).toHaveText(heading);
    });
  }

  test('unknown path shows the not-found page', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });

  // Mistyped and outdated addresses (the unit test ranks 50 more): the page meant comes first.
  const MISSES: Array<[string, string]> = [
    ['/docs/getting-started/quickstrat', '/docs/getting-started/quickstart'],
    ['/docs/inference-and-serving/engine-args', '/docs/inference-and-serving/engine_args'],
    ['/docs/quickstart', '/docs/getting-started/quickstart'],
    ['/docs/design/paged_attnetion', '/docs/design/paged_attention'],
    ['/docs/features/engine_args', '/docs/inference-and-serving/engine_args'],
    ['/docs/models/using-lora-adapter', '/docs/0.8.x/models/using-lora-adapters'],
    ['/docs/0.8.x/getting-started/quickstrat', '/docs/0.8.x/getting-started/quickstart'],
    ['/docs/0.8.x/serving/openai_compatible_server', '/docs/0.8.x/serving/openai-compatible-server'],
    ['/docs/0.8.x/features/tool_calling', '/docs/features/tool_calling'],
  ];
  test('the not-found page suggests the page meant first, offers a search with the path\'s words and both trees', async ({page}) => {
    test.setTimeout(60_000);
    for (const [missed, meant] of MISSES) {
      const response = await page.goto(missed);
      expect(response?.status(), missed).toBe(404);
      const first = page.locator('[data-suggestions] li a').first();
      await expect(first, `${missed} → ${meant}`).toHaveAttribute('href', meant);
      await expect(first).not.toHaveText(/^\//); // titled, not just a path
    }
    await page.goto('/docs/0.8.x/serving/openai_compatible_server');
    const search = page.getByRole('searchbox', {name: '搜索关键词'});
    await expect(search).toHaveValue('serving openai compatible server');
    await page.getByRole('search').filter({has: search}).getByRole('button', {name: '搜索'}).click();
    await expect(page).toHaveURL(/\/search\?q=serving\+openai\+compatible\+server&v=0\.8\.x$/);
    await page.goto('/docs/getting-started/quickstrat');
    await expect(page.getByRole('link', {name: /Next 文档/})).toHaveAttribute('href', '/docs/');
    await expect(page.getByRole('link', {name: /0\.8\.x 文档/})).toHaveAttribute('href', '/docs/0.8.x/');
  });

  test('home page links to the quickstart and the docs index', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', {name: '快速开始'}).first().click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/quickstart$/);
    await page.goBack();
    await page.getByRole('link', {name: '浏览文档'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('category index pages end in a slash', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    const href = await page
      .locator('.theme-doc-sidebar-menu a.menu__link', {hasText: '安装'})
      .first()
      .getAttribute('href');
    expect(href).toBe('/docs/getting-started/installation/');
  });
});

test.describe('path normalisation', () => {
  for (const [from, heading] of [
    ['/about.html', '关于本站'],
    ['/docs/getting-started/quickstart.html', '快速开始'],
    ['/docs/getting-started/installation/index.html', '安装'],
  ] as const) {
    test(`${from} resolves client-side to the bare path`, async ({page}) => {
      await gotoHydrated(page, '/');
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, from);
      await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page.locator('h1')).not.toHaveText('Page Not Found');
    });
  }
});

test.describe('versions', () => {
  test('dropdown switches trees and remembers the choice', async ({page}) => {
    await gotoHydrated(page, PAGES.currentRoot);
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await expect(dropdown.locator('> a')).toHaveText('Next');
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '0.8.x'}).click();
    await expect(page).toHaveURL(/\/docs\/0\.8\.x\/$/);
    await expect(dropdown.locator('> a')).toHaveText('0.8.x');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('0.8.x');
    // The navbar's docs link now follows the preferred version.
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('link', {name: '文档', exact: true})).toHaveAttribute('href', '/docs/0.8.x/');
  });

  test('switching version stays on the topic when the other tree has it, else goes to its root', async ({page}) => {
    // Many page loads and clicks in one test: ~25 s on a quiet machine, more on a busy CI runner.
    test.setTimeout(90_000);
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    // The listed pairs load just after the page renders: the link points at the topic once they are in.
    const choose = async (label: string, href: string) => {
      await dropdown.hover();
      const link = dropdown.getByRole('link', {name: label, exact: true});
      await expect(link).toHaveAttribute('href', href);
      await link.click();
    };
    for (const [from, to] of [
      ['/docs/inference-and-serving/openai_compatible_server', '/docs/0.8.x/serving/openai-compatible-server'],
      ['/docs/deployment/frameworks/', '/docs/0.8.x/serving/integrations/'],
      [PAGES.currentRoot, PAGES.legacyRoot],
      ['/docs/features/lora', '/docs/0.8.x/models/using-lora-adapters'],
      ['/docs/design-v1/torch_compile', PAGES.legacyRoot],
    ] as const) {
      await gotoHydrated(page, from);
      await choose('0.8.x', to);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('0.8.x');
    }
    // And back: the 0.8.x page's topic in the current tree.
    await gotoHydrated(page, '/docs/0.8.x/serving/openai-compatible-server');
    await choose('Next', '/docs/inference-and-serving/openai_compatible_server');
    await expect(page).toHaveURL(/\/docs\/inference-and-serving\/openai_compatible_server$/);
  });

  test('a page with the same topic in the other tree links it in its footer', async ({page}) => {
    await gotoHydrated(page, '/docs/inference-and-serving/openai_compatible_server');
    await page.getByRole('link', {name: '0.8.x（vLLM v0.6.2）'}).click();
    await expect(page).toHaveURL(/\/docs\/0\.8\.x\/serving\/openai-compatible-server$/);
    await expect(page.getByRole('link', {name: 'Next（vLLM v0.8.4）'})).toHaveAttribute('href', '/docs/inference-and-serving/openai_compatible_server');
    await gotoHydrated(page, '/docs/design-v1/torch_compile');
    await expect(page.getByText('其他版本：')).toHaveCount(0);
  });

  test('a saved version that no longer exists is cleared', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '0.1.x');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await gotoHydrated(page, PAGES.currentRoot);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBeNull();
  });

  test('0.8.x pages show the older-version banner linking to the latest docs', async ({page}) => {
    await gotoHydrated(page, PAGES.legacyRoot);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('0.8.x');
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/');
  });

  test('the current tree shows no version banner', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('items and their targets', async ({page}) => {
    await gotoHydrated(page, '/');
    const left = page.locator('.navbar__items').first();
    await expect(left.getByRole('link', {name: '文档', exact: true})).toHaveAttribute('href', '/docs/');
    await expect(left.getByRole('link', {name: '关于'})).toHaveAttribute('href', '/about');
    await expect(left.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', /^https:\/\/github\.com\//);
    await expect(left.getByRole('link', {name: 'HyperAI 超神经'})).toHaveAttribute('href', 'https://hyper.ai');
    const right = page.locator('.navbar__items--right');
    await expect(right.locator('.dropdown')).toHaveCount(1);
    await expect(right.getByRole('button', {name: /dark and light mode/})).toBeVisible();
    // One version control: the dropdown. The search box carries none of its own.
    for (const route of ['/', '/docs/getting-started/quickstart', '/docs/0.8.x/']) {
      await gotoHydrated(page, route);
      await expect(page.locator('.navbar select')).toHaveCount(0);
      const label = route.startsWith('/docs/0.8.x') ? '0.8.x' : 'Next';
      await expect(page.locator('.navbar').getByText(label, {exact: true}).filter({visible: true})).toHaveCount(1);
    }
    await left.getByRole('link', {name: '关于'}).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toHaveText('关于本站');
  });

  test('the navbar stays visible when scrolling down', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
    await expect(page.locator('.navbar')).toBeInViewport();
    await expect(page.locator('.navbar')).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('mobile layout', () => {
  test('hamburger shows at 996 px and hides at 997 px', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, PAGES.currentTopic);
    await expect(page.locator('.navbar__toggle')).toBeVisible();
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.locator('.navbar__toggle')).toBeHidden();
  });

  test('the mobile sidebar opens and closes when the window grows past 996 px', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await gotoHydrated(page, PAGES.currentTopic);
    await page.locator('.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(sidebar.getByRole('link', {name: '关于'})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('defaults to light even when the system prefers dark, and the toggle persists', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('page furniture', () => {
  test('skip link moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moved to <main>: the next Tab lands inside the content, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.navbar, .theme-doc-sidebar-container'))).toBe(false);
  });

  test('table of contents lists exactly the h2 and h3 headings', async ({page}) => {
    // This page also has h4 headings, which must stay out of the TOC.
    await gotoHydrated(page, '/docs/models/generative_models');
    await expect(page.locator('article .markdown h4').first()).toBeAttached();
    const tocIds = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const headingIds = await page
      .locator('article .markdown :is(h2, h3)')
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(tocIds.length).toBeGreaterThan(2);
    expect(tocIds).toEqual(headingIds);
  });

  test('footer has one copyright line and no link columns', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    await expect(footer).not.toHaveClass(/footer--dark/);
    await expect(footer.locator('.footer__copyright')).toContainText('2025');
    await expect(footer.locator('.footer__copyright')).toContainText('HyperAI 超神经');
    await expect(footer.locator('.footer__links')).toHaveCount(0);
  });

  test('sidebar categories collapse and expand', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    const category = page.locator('.theme-doc-sidebar-item-category-level-1', {hasText: '功能特性'}).first();
    const toggle = category.locator('.menu__list-item-collapsible').first();
    const expander = toggle.locator('button, a').first();
    await expect(expander).toHaveAttribute('aria-expanded', 'false');
    await expander.click();
    await expect(expander).toHaveAttribute('aria-expanded', 'true');
    await expect(category.locator('.menu__list').first()).toBeVisible();
    await expander.click();
    await expect(expander).toHaveAttribute('aria-expanded', 'false');
  });

  test('content is tagged as Simplified Chinese', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  });
});
