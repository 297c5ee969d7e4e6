/**
 * A built site on a free loopback port for the browser and Lighthouse passes of `npm run bench`:
 * Debian's nginx with the production configuration (deploy/serve-nginx.sh: gzip/brotli, caching, CSP)
 * when it is installed, otherwise a small Node server that gzips like it.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export interface Served {
  url: string;
  server: 'nginx' | 'node';
  close: () => Promise<void>;
}

const ROOT = path.join(__dirname, '..', '..');
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, exited: () => string | null, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const why = exited();
    if (why !== null) throw new Error(`server for ${url} exited: ${why}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server for ${url} did not answer within ${timeoutMs} ms`);
}

async function serveWithNginx(buildDir: string, port: number): Promise<Served> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const child = spawn('bash', [path.join(ROOT, 'deploy/serve-nginx.sh'), buildDir, String(port)], {
    env: {...process.env, NGINX_PREFIX: prefix},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exit: string | null = null;
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = `${code ?? signal} ${stderr.trim()}`;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/`, () => exit);
  return {
    url,
    server: 'nginx',
    async close() {
      // The script execs nginx, so this pid is nginx's master: TERM is its fast shutdown, workers included.
      if (exit === null) child.kill('SIGTERM');
      await exited;
      rmSync(prefix, {recursive: true, force: true});
    },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|wasm)$/;

/** The file a request path maps to, as nginx's `try_files $uri $uri/index.html $uri.html` does; null for 404. */
export function resolveRequest(urlPath: string, isFile: (rel: string) => boolean): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  if (rel.split('/').includes('..')) return null;
  rel = rel.replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
  return candidates.find(isFile) ?? null;
}

async function serveWithNode(buildDir: string, port: number): Promise<Served> {
  const isFile = (rel: string) => {
    const full = path.join(buildDir, rel);
    return existsSync(full) && statSync(full).isFile();
  };
  const server = http.createServer((req, res) => {
    const found = resolveRequest(req.url ?? '/', isFile);
    const rel = found ?? '404.html';
    const file = path.join(buildDir, rel);
    const type = TYPES[path.extname(rel)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {'Content-Type': type, Vary: 'Accept-Encoding'};
    headers['Cache-Control'] = rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    let body: Buffer = existsSync(file) ? readFileSync(file) : Buffer.from('Not found');
    if (COMPRESSIBLE.test(rel) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(body, {level: 6});
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(found ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    server: 'node',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves a build on a free port; nginx unless it is missing or the build has no .nginx/ includes. */
export async function serveBuild(buildDir: string): Promise<Served> {
  const dir = path.resolve(buildDir);
  const port = await freePort();
  const nginxReady = existsSync(NGINX_BIN) && existsSync(path.join(dir, '.nginx/csp.conf'));
  if (nginxReady && process.env.BENCH_SERVER !== 'node') return serveWithNginx(dir, port);
  console.warn(`[bench] nginx or ${dir}/.nginx missing: serving ${dir} with the Node fallback (gzip only)`);
  return serveWithNode(dir, port);
}
