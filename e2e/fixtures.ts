import {expect, test as base} from '@playwright/test';

export {expect} from '@playwright/test';

/** The analytics script the build references; tests get a stub instead of the network. */
export const ANALYTICS_SCRIPT = 'https://plausible.io/js/script.manual.js';

export const test = base.extend({
  page: async ({page}, use) => {
    await page.route(ANALYTICS_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: 'window.__analyticsScriptLoaded = document.currentScript && document.currentScript.dataset.domain;',
      }),
    );
    // Under the production server's Content-Security-Policy nothing the site does may be refused.
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await use(page);
    // Route handlers still fetching when a test ends (prefetches, say) must not fail the run.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});
