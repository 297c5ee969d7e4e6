import {readFileSync} from 'node:fs';
import path from 'node:path';

import {normalizeRoute, parseRedirects, planRedirects, redirectFile, redirectPage} from '@site/src/lib/redirects';

const rows = parseRedirects('from\tto\twhy\n/docs/a\t/docs/b\tx\n/docs/c\t/docs/missing\tx\n/docs/d/\t/docs/b\tx\n');

describe('redirect planning', () => {
  it('reads the project data file: 122 rows, each an absolute path pair', () => {
    const all = parseRedirects(readFileSync(path.join(__dirname, '../data/redirects.tsv'), 'utf8'));
    expect(all).toHaveLength(122);
    for (const row of all) {
      expect(row.from).toMatch(/^\/docs\//);
      expect(row.to).toMatch(/^\/docs\//);
    }
  });

  it('emits only redirects whose target exists and whose old path is not a page', () => {
    const plan = planRedirects(rows, ['/docs/b/', '/docs/d']);
    expect(plan.emit).toEqual([{from: '/docs/a', to: '/docs/b/', why: 'x'}]);
    expect(plan.missingTarget.map((r) => r.from)).toEqual(['/docs/c']);
    expect(plan.shadowed.map((r) => r.from)).toEqual(['/docs/d/']);
  });

  it('treats trailing slashes as the same route', () => {
    expect(normalizeRoute('/docs/x/')).toBe('/docs/x');
    expect(normalizeRoute('/')).toBe('/');
  });

  it('rejects a file without the from/to header', () => {
    expect(() => parseRedirects('a\tb\n/x\t/y')).toThrow(/from\tto/);
  });
});

describe('redirect pages', () => {
  const html = redirectPage('/docs/deployment/frameworks/', 'https://vllm.hyper.ai/');

  it('refreshes to the target, declares it canonical and keeps query and hash in JS', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/deployment/frameworks/">');
    expect(html).toContain('<link rel="canonical" href="https://vllm.hyper.ai/docs/deployment/frameworks/">');
    expect(html).toContain('<html lang="zh-Hans" data-to="/docs/deployment/frameworks/">');
    expect(html).toContain('location.replace(document.documentElement.dataset.to + location.search + location.hash)');
  });

  it('uses the same inline script on every redirect page, so one CSP hash covers them all', () => {
    const script = (page: string) => /<script>([\s\S]*?)<\/script>/.exec(page)![1];
    expect(script(redirectPage('/docs/a', 'https://x'))).toBe(script(redirectPage('/docs/b/c', 'https://x')));
  });

  it('places old paths with spaces and ampersands under their own folder', () => {
    expect(redirectFile('/docs/models/Pooling Models')).toBe('docs/models/Pooling Models/index.html');
    expect(redirectPage('/docs/a&b', 'https://x')).toContain('url=/docs/a&amp;b');
  });
});
