/**
 * The production server (deploy/, Debian's nginx) as browsers and caches see it: status codes, headers,
 * precompressed files, old-URL 301s. Runs only in the `nginx` project (baseURL is the nginx server).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {expect, test} from './fixtures';

const BUILD = path.join(__dirname, '..', 'build');
const PAGE = '/docs/getting-started/quickstart';
const mainScript = `/assets/js/${readdirSync(path.join(BUILD, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;
const fragment = `/pagefind/fragment/${readdirSync(path.join(BUILD, 'pagefind/fragment')).find((f) => f.endsWith('.pf_fragment'))}`;
const redirects = JSON.parse(readFileSync(path.join(BUILD, 'redirects.json'), 'utf8')) as Array<{from: string; to: string}>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

test.describe('production server', () => {
  test('a page: HTML revalidated with an ETag, security headers, no server version', async ({request}) => {
    const response = await request.get(PAGE);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.etag).toBeTruthy();
    expect(headers.server).toBe('nginx');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy']!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Revalidation: the ETag gets a 304 with no body.
    const again = await request.get(PAGE, {headers: {'If-None-Match': headers.etag!}});
    expect(again.status()).toBe(304);
  });

  test('hashed assets are cached for good and sent precompressed, brotli or gzip', async ({request}) => {
    const raw = readFileSync(path.join(BUILD, mainScript));
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await request.fetch(mainScript, {headers: {'Accept-Encoding': encoding}});
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['cache-control']).toBe(IMMUTABLE);
      // The bytes on the wire are the precompressed file the build wrote.
      const sent = readFileSync(path.join(BUILD, `${mainScript}.${encoding === 'br' ? 'br' : 'gz'}`));
      expect(Number(response.headers()['content-length'])).toBe(sent.length);
      expect(decode(sent).equals(raw)).toBe(true);
      expect((await response.body()).equals(raw)).toBe(true);
    }
  });

  test('search files: hashed index fragments immutable, the loader revalidated and compressed', async ({request}) => {
    const piece = await request.get(fragment);
    expect(piece.status()).toBe(200);
    expect(piece.headers()['cache-control']).toBe(IMMUTABLE);
    const loader = await request.fetch('/pagefind/pagefind.js', {headers: {'Accept-Encoding': 'br'}});
    expect(loader.headers()['cache-control']).toBe('no-cache');
    expect(loader.headers()['content-encoding']).toBe('br');
  });

  test('every old URL answers 301 with its new path, keeping the query; paths with spaces too', async ({request}) => {
    expect(redirects.length).toBeGreaterThan(0);
    const withSpace = redirects.find(({from}) => from.includes(' '));
    expect(withSpace, 'a redirect row with a space in its old path').toBeTruthy();
    for (const {from, to} of redirects) {
      const response = await request.get(`${encodeURI(from)}?from=old`, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(`${encodeURI(to)}?from=old`);
    }
  });

  test('a browser following an old URL keeps its fragment', async ({page}) => {
    const {from, to} = redirects.find(({from}) => from.includes(' '))!;
    await page.goto(`${encodeURI(from)}#faq`);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\/$/, '')}/?#faq$`));
  });

  test('path forms: /x, /x.html and /x/index.html serve the page; a section index keeps its slash', async ({request}) => {
    const page = await (await request.get(PAGE)).text();
    for (const form of [`${PAGE}.html`, `${PAGE}/index.html`]) {
      const response = await request.get(form, {maxRedirects: 0});
      expect(response.status(), form).toBe(200);
      expect(await response.text(), form).toBe(page);
    }
    const index = await request.get('/docs/getting-started/installation/', {maxRedirects: 0});
    expect(index.status()).toBe(200);
  });

  test('unknown paths get the not-found page with 404; the generated includes are not served', async ({request, page}) => {
    for (const missing of ['/docs/no-such-page', '/.nginx/csp.conf']) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
    }
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    // A mistyped address: still a 404 from nginx, and the page it meant is offered (under the CSP).
    const typo = await page.goto('/docs/getting-started/quickstrat');
    expect(typo?.status()).toBe(404);
    await expect(page.locator('[data-suggestions] li a').first()).toHaveAttribute('href', '/docs/getting-started/quickstart');
  });

  test('only GET and HEAD are allowed', async ({request}) => {
    expect((await request.head(PAGE)).status()).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await request.fetch(PAGE, {method})).status(), method).toBe(405);
    }
  });
});
