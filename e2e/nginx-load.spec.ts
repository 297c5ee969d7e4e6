/**
 * A short, bounded load test of the production server on loopback (autocannon): 100 connections for
 * LOAD_SECONDS (default 20) over pages, hashed assets and search files, asking for brotli as browsers do.
 * Runs alone in the `nginx-load` project, after the other projects.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import autocannon from 'autocannon';

import {expect, test} from './fixtures';

const BUILD = path.join(__dirname, '..', 'build');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const firstFile = (dir: string, pattern: RegExp) => `/${dir}/${readdirSync(path.join(BUILD, dir)).find((f) => pattern.test(f))}`;

const PATHS = [
  '/',
  '/docs/',
  '/docs/getting-started/quickstart',
  '/docs/inference-and-serving/engine_args',
  '/docs/design/paged_attention',
  '/docs/0.8.x/',
  firstFile('assets/js', /^main\.[0-9a-f]+\.js$/),
  firstFile('assets/css', /^styles\.[0-9a-f]+\.css$/),
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-entry.json',
  firstFile('pagefind/fragment', /\.pf_fragment$/),
  firstFile('pagefind/index', /\.pf_index$/),
];

test('100 connections for 20 s: no errors, every answer 2xx, p99 latency reported', async ({baseURL}) => {
  test.setTimeout((SECONDS + 30) * 1000);
  const result = await autocannon({
    url: baseURL!,
    connections: 100,
    duration: SECONDS,
    headers: {'accept-encoding': 'br, gzip'},
    requests: PATHS.map((p) => ({method: 'GET', path: encodeURI(p)})),
  });
  console.log(
    `load test (${SECONDS} s, 100 connections, ${PATHS.length} paths): ${result.requests.total} requests, ` +
      `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms; ${(result.throughput.total / 1e6).toFixed(1)} MB; ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  expect(result.requests.total).toBeGreaterThan(1000);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
});
