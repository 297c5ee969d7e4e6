/**
 * What a production server needs beyond `npm run build` (the deploy path runs it: deploy/Dockerfile,
 * deploy/serve-nginx.sh when the includes are missing, `npm run bench`, the nginx e2e tests):
 *  - build/.nginx/redirects.conf: the old URLs of data/redirects.tsv as 301 rules (from build/redirects.json);
 *  - build/.nginx/csp.conf: the Content-Security-Policy header, with the hashes of this build's inline scripts;
 *  - a .gz and a .br next to every text file worth compressing, for nginx's gzip_static and brotli_static.
 * Contributors' builds skip it: brotli at quality 11 is most of the time a build took (20–40 s of 90).
 * Compressed copies are cached by content (node_modules/.cache/precompress), so a rebuild compresses
 * only the files that changed; the bytes are those of the same zlib settings as ever.
 * Usage: tsx scripts/prepare-serving.ts [buildDir]   (default: build)
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlib, gzip} from 'node:zlib';

import {contentSecurityPolicy, externalScriptOrigins, inlineScriptHashes, nginxCspHeader, nginxRedirectMap} from '../src/lib/deploy';
import type {RedirectRow} from '../src/lib/redirects';

const BUILD = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
const NGINX_DIR = path.join(BUILD, '.nginx');
const CACHE_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'precompress');
// Text formats, and Pagefind's own files (its index and fragments are gzipped already: the size check skips them).
const COMPRESSIBLE = /\.(html|md|js|css|json|svg|xml|txt|map|wasm|pagefind|pf_\w+)$/;
const MIN_BYTES = 256;
/** A compressed copy must save at least this share of the file, or nginx sends the original. */
const MIN_SAVING = 0.1;
/** Part of the cache key: a change of settings must not reuse copies made with the old ones. */
const SETTINGS = 'gzip9-br11-v1';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === NGINX_DIR ? [] : walk(full);
    return /\.(gz|br)$/.test(name) ? [] : [full];
  });
}

function writeIncludes(files: string[]) {
  const html = files.filter((f) => f.endsWith('.html')).map((f) => readFileSync(f, 'utf8'));
  mkdirSync(NGINX_DIR, {recursive: true});
  const scriptHashes = inlineScriptHashes(html);
  const analytics = externalScriptOrigins(html);
  writeFileSync(path.join(NGINX_DIR, 'csp.conf'), nginxCspHeader(contentSecurityPolicy({scriptHashes, analytics})));
  const redirects = JSON.parse(readFileSync(path.join(BUILD, 'redirects.json'), 'utf8')) as RedirectRow[];
  writeFileSync(path.join(NGINX_DIR, 'redirects.conf'), nginxRedirectMap(redirects));
  console.log(
    `[serving] nginx includes: ${redirects.length} redirects, CSP with ${scriptHashes.length} inline-script hashes` +
      (analytics.length ? ` and ${analytics.join(', ')}` : ''),
  );
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Write next to the file through a rename, so a server reading the folder never sends half a copy. */
function writeAtomic(file: string, data: Buffer) {
  writeFileSync(`${file}.tmp`, data);
  renameSync(`${file}.tmp`, file);
}

type Outcome = {raw: number; gz: number; br: number; cached: boolean} | null;

async function precompress(file: string): Promise<Outcome> {
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) return null;
  const key = createHash('sha256').update(SETTINGS).update(raw).digest('hex');
  const cached = path.join(CACHE_DIR, key.slice(0, 2), key);
  let gz: Buffer;
  let br: Buffer;
  const hit = existsSync(`${cached}.gz`) && existsSync(`${cached}.br`);
  if (hit) {
    gz = readFileSync(`${cached}.gz`);
    br = readFileSync(`${cached}.br`);
  } else {
    [gz, br] = await Promise.all([
      gzipAsync(raw, {level: 9}),
      brotliAsync(raw, {params: {[zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length}}),
    ]);
    mkdirSync(path.dirname(cached), {recursive: true});
    writeAtomic(`${cached}.gz`, gz);
    writeAtomic(`${cached}.br`, br);
  }
  if (gz.length > raw.length * (1 - MIN_SAVING)) return null;
  writeAtomic(`${file}.gz`, gz);
  writeAtomic(`${file}.br`, br);
  return {raw: raw.length, gz: gz.length, br: br.length, cached: hit};
}

async function main() {
  const started = Date.now();
  const files = walk(BUILD);
  writeIncludes(files);
  const candidates = files.filter((f) => COMPRESSIBLE.test(f));
  const totals = {files: 0, cached: 0, raw: 0, gz: 0, br: 0};
  // zlib's async calls run on libuv's thread pool (every core); the largest files first, so the
  // pool is not left with one big file at the end; a few at a time keeps memory flat.
  const queue = candidates.map((f) => ({f, size: statSync(f).size})).sort((a, b) => b.size - a.size);
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const result = await precompress(queue[next++]!.f);
      if (!result) continue;
      totals.files += 1;
      totals.cached += Number(result.cached);
      totals.raw += result.raw;
      totals.gz += result.gz;
      totals.br += result.br;
    }
  };
  await Promise.all(Array.from({length: 16}, worker));
  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
  console.log(
    `[serving] precompressed ${totals.files}/${candidates.length} files (${totals.cached} from the cache; the rest are small or ` +
      `already compressed) in ${Date.now() - started} ms: ${mb(totals.raw)} → gzip ${mb(totals.gz)}, brotli ${mb(totals.br)} ` +
      `(brotli saves ${mb(totals.raw - totals.br)}, ${Math.round((100 * (totals.raw - totals.br)) / Math.max(totals.raw, 1))}%)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
