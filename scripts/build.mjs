#!/usr/bin/env node
// `npm run build`: `docusaurus build` (arguments passed on), then each phase's time in one line.
// Docusaurus' own perf logger measures the phases; its detailed lines are kept out of the log.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {createInterface} from 'node:readline';

const require = createRequire(import.meta.url);
const started = Date.now();
const child = spawn(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', ...process.argv.slice(2)], {
  env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
  stdio: ['inherit', 'pipe', 'pipe'],
});

/** The phases worth a figure: perf-logger labels → the names the summary uses. */
const PHASES = [
  [/^Build > \w+ > Load site$/, 'load content'],
  [/^Build > \w+ > Bundling with \w+$/, 'bundle (MDX, client and server)'],
  [/^Build > \w+ > SSG$/, 'render HTML'],
  [/^Build > \w+ > postBuild\(\)$/, 'postBuild (search index, Markdown export, definitions)'],
  [/^Build > \w+ > Broken links checker$/, 'link check'],
];
const times = new Map();
const PERF = /^\[PERF\] (.+?) - ([\d.]+) (ms|seconds)/;

function relay(stream, out) {
  createInterface({input: stream}).on('line', (line) => {
    const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
    const perf = PERF.exec(plain);
    if (!perf) return plain.startsWith('[PERF]') ? undefined : out.write(`${line}\n`);
    const phase = PHASES.find(([re]) => re.test(perf[1]));
    if (phase) times.set(phase[1], Number(perf[2]) * (perf[3] === 'ms' ? 1 : 1000));
  });
}
relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);

child.on('exit', (code, signal) => {
  if (code === 0) {
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const parts = PHASES.filter(([, name]) => times.has(name)).map(([, name]) => `${name} ${s(times.get(name))}`);
    console.log(`[build] ${s(Date.now() - started)} in all: ${parts.join(' · ')}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
