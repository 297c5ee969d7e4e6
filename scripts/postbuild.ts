/**
 * Production outputs after `docusaurus build` (npm runs it as the `postbuild` script):
 *  - build/.nginx/redirects.conf: the old URLs of data/redirects.tsv as 301 rules (from build/redirects.json);
 *  - build/.nginx/csp.conf: the Content-Security-Policy header, with the hashes of this build's inline scripts;
 *  - a .gz and a .br next to every text file worth compressing, for nginx's gzip_static and brotli_static.
 * Usage: tsx scripts/postbuild.ts [buildDir]   (default: build)
 */
import {mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlib, gzip} from 'node:zlib';

import {contentSecurityPolicy, externalScriptOrigins, inlineScriptHashes, nginxCspHeader, nginxRedirectMap} from '../src/lib/deploy';
import type {RedirectRow} from '../src/lib/redirects';

const BUILD = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
const NGINX_DIR = path.join(BUILD, '.nginx');
// Text formats, and Pagefind's own files (its index and fragments are gzipped already: the size check skips them).
const COMPRESSIBLE = /\.(html|md|js|css|json|svg|xml|txt|map|wasm|pagefind|pf_\w+)$/;
const MIN_BYTES = 256;
/** A compressed copy must save at least this share of the file, or nginx sends the original. */
const MIN_SAVING = 0.1;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === NGINX_DIR ? [] : walk(full);
    return [full];
  });
}

const files = walk(BUILD);
const html = files.filter((f) => f.endsWith('.html')).map((f) => readFileSync(f, 'utf8'));

mkdirSync(NGINX_DIR, {recursive: true});
const scriptHashes = inlineScriptHashes(html);
const analytics = externalScriptOrigins(html);
writeFileSync(path.join(NGINX_DIR, 'csp.conf'), nginxCspHeader(contentSecurityPolicy({scriptHashes, analytics})));
const redirects = JSON.parse(readFileSync(path.join(BUILD, 'redirects.json'), 'utf8')) as RedirectRow[];
writeFileSync(path.join(NGINX_DIR, 'redirects.conf'), nginxRedirectMap(redirects));
console.log(
  `[postbuild] nginx includes: ${redirects.length} redirects, CSP with ${scriptHashes.length} inline-script hashes` +
    (analytics.length ? ` and ${analytics.join(', ')}` : ''),
);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function precompress(file: string) {
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) return null;
  const [gz, br] = await Promise.all([
    gzipAsync(raw, {level: 9}),
    brotliAsync(raw, {params: {[zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length}}),
  ]);
  if (gz.length > raw.length * (1 - MIN_SAVING)) return null;
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(`${file}.br`, br);
  return {raw: raw.length, gz: gz.length, br: br.length};
}

async function main() {
  const started = Date.now();
  const candidates = files.filter((f) => COMPRESSIBLE.test(f));
  const totals = {files: 0, raw: 0, gz: 0, br: 0};
  // zlib's async calls run on libuv's thread pool; a few at a time keeps memory flat.
  for (let i = 0; i < candidates.length; i += 16) {
    for (const result of await Promise.all(candidates.slice(i, i + 16).map(precompress))) {
      if (!result) continue;
      totals.files += 1;
      totals.raw += result.raw;
      totals.gz += result.gz;
      totals.br += result.br;
    }
  }
  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
  console.log(
    `[postbuild] precompressed ${totals.files}/${candidates.length} files (the rest are small or already compressed) ` +
      `in ${Date.now() - started} ms: ${mb(totals.raw)} → gzip ${mb(totals.gz)}, brotli ${mb(totals.br)} ` +
      `(brotli saves ${mb(totals.raw - totals.br)}, ${Math.round((100 * (totals.raw - totals.br)) / Math.max(totals.raw, 1))}%)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
