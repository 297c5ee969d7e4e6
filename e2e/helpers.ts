import {expect, type Page} from '@playwright/test';

/** Wait until React has hydrated the server-rendered page (Docusaurus sets this flag). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBeLessThan(400);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Pages the e2e tests rely on, one per kind, so a renamed page fails here first. */
export const PAGES = {
  currentRoot: '/docs/',
  legacyRoot: '/docs/0.8.x/',
  currentTopic: '/docs/getting-started/quickstart',
  currentCategoryIndex: '/docs/getting-started/installation/',
  legacyTopic: '/docs/0.8.x/serving/openai-compatible-server',
  legacyCategoryIndex: '/docs/0.8.x/serving/integrations/',
} as const;
