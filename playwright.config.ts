import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests run against the production build (`npm run build`), served on loopback.
 * The browser is Debian's Chromium by default (Playwright cannot download its own here);
 * set CHROMIUM_PATH to another binary, or to an empty string to use Playwright's own browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The same build behind Debian's nginx with the production configuration (deploy/). */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4174);
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(DEFAULT_CHROMIUM) ? DEFAULT_CHROMIUM : '');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /search-quality\.spec\.ts|nginx.*\.spec\.ts|pages\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath || undefined,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      // Measurements: run alone, after everything else, so parallel tests don't skew timings.
      name: 'search-quality',
      testMatch: /search-quality\.spec\.ts/,
      dependencies: ['chromium', 'nginx'],
      fullyParallel: false,
      use: {...devices['Desktop Chrome'], launchOptions: {executablePath: chromiumPath || undefined, args: CHROMIUM_ARGS}},
    },
    {
      // The production server: its own checks, and every page loaded once under its headers and CSP
      // (pages.spec.ts: console errors, failed requests, CSP violations and axe in one load).
      name: 'nginx',
      testMatch: /nginx\.spec\.ts|pages\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
        launchOptions: {executablePath: chromiumPath || undefined, args: CHROMIUM_ARGS},
      },
    },
    {
      // A bounded load test on loopback: alone, after everything else.
      name: 'nginx-load',
      testMatch: /nginx-load\.spec\.ts/,
      dependencies: ['search-quality'],
      use: {baseURL: `http://127.0.0.1:${NGINX_PORT}`},
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --dir build --host 127.0.0.1 --port ${PORT} --no-open`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `bash deploy/serve-nginx.sh build ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
