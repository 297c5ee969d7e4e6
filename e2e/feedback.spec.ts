import {expect, test} from './fixtures';
import {gotoHydrated, PAGES} from './helpers';

test.describe('page feedback', () => {
  test('a reader answers "没有帮助": one analytics event, then the report link', async ({page}) => {
    await gotoHydrated(page, PAGES.currentTopic);
    const feedback = page.getByRole('region', {name: '页面反馈'});
    await feedback.getByRole('button', {name: '没有帮助'}).click();
    await expect(feedback.getByRole('status')).toContainText('谢谢你的反馈');
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_feedback'));
    expect(events).toEqual([{event: 'page_feedback', page_path: PAGES.currentTopic, tree: 'current', helpful: 'no'}]);
    await expect(feedback.getByRole('button')).toHaveCount(0);
  });

  test('"报告问题" opens a new issue on the repository with the page filled in, on a 0.8.x page too', async ({page}) => {
    for (const [route, tree] of [
      [PAGES.currentTopic, 'current（vLLM v0.8.4）'],
      [PAGES.legacyTopic, '0.8.x（vLLM v0.6.2）'],
    ] as const) {
      await gotoHydrated(page, route);
      const href = await page.getByRole('region', {name: '页面反馈'}).getByRole('link', {name: '报告问题'}).getAttribute('href');
      const url = new URL(href!);
      expect(url.pathname).toMatch(/\/issues\/new$/);
      expect(url.searchParams.get('template')).toBe('doc-problem.yml');
      expect(url.searchParams.get('title')).toBe(`[文档问题] ${(await page.locator('h1').first().innerText()).trim()}`);
      expect(new URL(url.searchParams.get('page-url')!).pathname).toBe(route);
      expect(url.searchParams.get('tree')).toBe(tree);
      expect(url.searchParams.get('upstream')).toMatch(/^https:\/\/docs\.vllm\.ai\/en\/v/);
    }
  });
});
