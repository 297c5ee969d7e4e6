import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {
  contentSecurityPolicy,
  externalScriptOrigins,
  inlineScriptHashes,
  nginxCspHeader,
  nginxRedirectMap,
} from '@site/src/lib/deploy';

const SERVE = path.join(__dirname, '..', 'deploy', 'serve-nginx.sh');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

describe('CSP from the build', () => {
  it('hashes each distinct inline script once, and skips external and data scripts', () => {
    const page = (body: string) =>
      `<script src="/a.js"></script><script>${body}</script><script type="application/ld+json">{"a":1}</script>`;
    const hashes = inlineScriptHashes([page('alert(1)'), page('alert(1)'), page('alert(2)')]);
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(hashes).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashes).toHaveLength(2);
  });

  it('allows the analytics origin the pages load, and no inline script without its hash', () => {
    expect(externalScriptOrigins(['<script defer src=https://plausible.io/js/s.js></script><script src=/x.js></script>'])).toEqual([
      'https://plausible.io',
    ]);
    const policy = contentSecurityPolicy({scriptHashes: ["'sha256-x'"], analytics: ['https://plausible.io']});
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-x' https://plausible.io;");
    expect(policy).toContain("connect-src 'self' https://plausible.io;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.split(';').find((d) => d.includes('script-src'))).not.toContain('unsafe-inline');
  });
});

describe('nginx redirect map', () => {
  it('matches each old path exactly, with or without a trailing slash, escaping regex characters', () => {
    const map = nginxRedirectMap([{from: '/docs/a.b/c d&e', to: '/docs/new', why: ''}]);
    expect(map).toContain('"~^/docs/a\\.b/c d&e/?$" /docs/new;');
  });

  it('refuses a target nginx would read as a variable or a second argument', () => {
    expect(() => nginxRedirectMap([{from: '/a', to: '/b c', why: ''}])).toThrow(/not a plain path/);
    expect(() => nginxRedirectMap([{from: '/a', to: '/$host', why: ''}])).toThrow(/not a plain path/);
  });
});

/** A tiny build with its generated includes, served by deploy/serve-nginx.sh from a fresh prefix. */
function fixtureBuild(rows: Array<{from: string; to: string}>): {build: string; prefix: string} {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-test-'));
  const build = path.join(root, 'build');
  mkdirSync(path.join(build, '.nginx'), {recursive: true});
  mkdirSync(path.join(build, 'docs', 'new'), {recursive: true});
  writeFileSync(path.join(build, 'index.html'), '<p>home</p>');
  writeFileSync(path.join(build, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(path.join(build, 'docs', 'new', 'index.html'), '<p>new</p>');
  writeFileSync(path.join(build, '.nginx', 'redirects.conf'), nginxRedirectMap(rows.map((r) => ({...r, why: ''}))));
  writeFileSync(path.join(build, '.nginx', 'csp.conf'), nginxCspHeader(contentSecurityPolicy({scriptHashes: [], analytics: []})));
  return {build, prefix: path.join(root, 'prefix')};
}

describe('the production nginx configuration', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => rmSync(r, {recursive: true, force: true})));

  it('passes nginx -t with the generated includes, and fails it when an include is broken', () => {
    const {build, prefix} = fixtureBuild([{from: '/old', to: '/docs/new'}]);
    roots.push(path.dirname(build));
    // serve-nginx.sh runs `nginx -t` before it starts: a bad config ends it with nginx's message.
    const check = () => spawnSync('bash', [SERVE, build, '4299'], {env: {...process.env, NGINX_PREFIX: prefix}, encoding: 'utf8', timeout: 10_000});
    writeFileSync(path.join(build, '.nginx', 'csp.conf'), 'add_header Content-Security-Policy;\n');
    const broken = check();
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toMatch(/invalid number of arguments in "add_header"/);
    writeFileSync(path.join(build, '.nginx', 'csp.conf'), nginxCspHeader("default-src 'self'"));
    const ok = spawnSync(NGINX, ['-t', '-p', `${prefix}/`, '-c', 'conf/nginx.conf', '-g', 'user root;'], {encoding: 'utf8'});
    expect(ok.stderr).toMatch(/syntax is ok/);
    expect(ok.status).toBe(0);
  });

  it('answers an old path with a space and an ampersand with a 301 to its page, query kept', async () => {
    const {build, prefix} = fixtureBuild([{from: '/docs/old page&more', to: '/docs/new'}]);
    roots.push(path.dirname(build));
    const port = 4300 + Math.floor(Math.random() * 500);
    const server = spawn('bash', [SERVE, build, String(port)], {env: {...process.env, NGINX_PREFIX: prefix}});
    try {
      let response: Response | undefined;
      for (let i = 0; i < 50 && !response; i++) {
        response = await fetch(`http://127.0.0.1:${port}/docs/old%20page&more/?q=1`, {redirect: 'manual'}).catch(async () => {
          await new Promise((r) => setTimeout(r, 100));
          return undefined;
        });
      }
      expect(response!.status).toBe(301);
      expect(response!.headers.get('location')).toBe('/docs/new?q=1');
      expect((await fetch(`http://127.0.0.1:${port}/docs/OLD%20page&more`, {redirect: 'manual'})).status).toBe(404);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
