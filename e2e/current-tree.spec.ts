import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const MANIFEST = path.join(ROOT, '../shared/manifest.tsv');

const currentRoutes = readFileSync(MANIFEST, 'utf8')
  .split('\n')
  .map((row) => row.split('\t'))
  .filter(([tree]) => tree === 'current')
  .map(([, route]) => route!);

/** Doc pages that show a diagram, read from the sources: route → the diagram files it shows. */
function diagramPages(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const svgs = [...readFileSync(full, 'utf8').matchAll(/pathname:\/\/(\/img\/diagrams\/[\w-]+\.svg)/g)].map((m) => m[1]!);
        if (svgs.length) pages.set(`/${path.relative(ROOT, full).replace(/\.mdx?$/, '').replace(/\/index$/, '/')}`, svgs);
      }
    }
  };
  walk(path.join(ROOT, 'docs'));
  return pages;
}

test.describe('current tree', () => {
  test('every page of the manifest is built', () => {
    expect(currentRoutes.length).toBe(182);
    const missing = currentRoutes.filter((route) => !existsSync(path.join(BUILD, route.replace(/^\//, ''), 'index.html')));
    expect(missing, 'manifest routes without a page').toEqual([]);
  });

  test('the design pages draw their diagrams, at least the eleven the design section needs', () => {
    const all = new Set([...diagramPages().values()].flat());
    expect(all.size).toBeGreaterThanOrEqual(11);
  });

  test('a diagram is a plain image: no JavaScript carries it, it has a Chinese title and a text alternative', async ({page, request}) => {
    // Many page loads and clicks in one test: ~25 s on a quiet machine, more on a busy CI runner.
    test.setTimeout(90_000);
    const pages = diagramPages();
    for (const [route, svgs] of pages) {
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
      });
      await gotoHydrated(page, route);
      for (const src of svgs) {
        const img = page.locator(`article img[src="${src}"]`);
        await expect(img, `${route} shows ${src}`).toHaveCount(1);
        expect((await img.getAttribute('alt'))?.length, `${src} text alternative`).toBeGreaterThan(20);
        await img.scrollIntoViewIfNeeded(); // doc images load lazily
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), `${src} loads`).toBe(true);
        const svg = await (await request.get(src)).text();
        expect(svg, `${src} has a Chinese <title>`).toMatch(/<title[^>]*>[^<]*[\u4e00-\u9fff][^<]*<\/title>/);
      }
      // Neither the file's markup nor an inlined data URI travels in the page's JavaScript.
      const scripts = await Promise.all(bodies);
      expect(scripts.length, `${route} loaded its scripts`).toBeGreaterThan(0);
      expect(scripts.filter((js) => /data:image\/svg|<svg[\s>]/.test(js)), `${route}: scripts holding SVG`).toEqual([]);
      page.removeAllListeners('response');
    }
  });

  test.describe('in dark mode', () => {
    test('diagrams are inverted so their light palette reads on the dark background', async ({page}) => {
      // The site starts in light mode whatever the system prefers; a reader's saved choice switches it.
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await gotoHydrated(page, '/docs/design/paged_attention');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const filter = await page.locator('article img[src^="/img/diagrams/"]').first().evaluate((el) => getComputedStyle(el).filter);
      expect(filter).toContain('invert');
    });
  });
});
