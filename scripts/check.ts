/**
 * `npm run check`: what a page author runs before pushing, in well under two minutes. Types, the
 * content checks and an MDX compile of the pages changed since the branch left main (and of
 * uncommitted ones), and the unit tests. Every problem is printed as `file:line: message`.
 * The full build (links, anchors, search index) and the e2e tests stay with `npm test` and CI.
 * Usage: tsx scripts/check.ts [files...]   (default: the changed files)
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const PAGE = /^(docs|versioned_docs|src\/pages|blog)\/.*\.mdx?$/;

function git(...args: string[]): string[] {
  try {
    return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** Files changed since the merge base with main (origin/main if there is one), committed or not. */
function changedFiles(): string[] {
  const main = git('rev-parse', '--verify', '--quiet', 'origin/main').length ? 'origin/main' : 'main';
  const base = git('merge-base', 'HEAD', main)[0] ?? 'HEAD';
  const files = new Set([
    ...git('diff', '--name-only', '--diff-filter=ACMR', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...files].filter((f) => existsSync(path.join(ROOT, f))).sort();
}

/** Runs a step, streaming its output; resolves to its exit code and time. */
function run(label: string, command: string, args: string[]): Promise<{label: string; code: number; ms: number}> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit'});
    child.on('exit', (code) => resolve({label, code: code ?? 1, ms: Date.now() - started}));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const files = args.length ? args.map((f) => path.relative(ROOT, path.resolve(f))) : changedFiles();
  const pages = files.filter((f) => PAGE.test(f));
  const catalogues = files.filter((f) => /^data\/errors\/.*\.tsv$/.test(f));
  console.log(`[check] ${files.length} changed files, ${pages.length} pages${pages.length ? `: ${pages.join(', ')}` : ''}`);
  const npx = (...a: string[]): [string, string[]] => ['npx', ['--no-install', ...a]];
  const steps: Array<[string, string, string[]]> = [['types', ...npx('tsc')]];
  if (pages.length || catalogues.length) steps.push(['content checks', ...npx('tsx', 'scripts/check-content.ts', ...pages, ...catalogues)]);
  if (pages.length) {
    // `:` makes each a literal path, not a glob; --no-globs leaves out the config's whole-site globs.
    steps.push(['markdownlint', ...npx('markdownlint-cli2', ...pages.map((p) => `:${p}`), '--no-globs')]);
    steps.push(['MDX compile', 'node', ['scripts/check-mdx.mjs', ...pages]]);
  }
  steps.push(['unit tests', ...npx('vitest', 'run', '--reporter=dot')]);
  const results = [];
  for (const [label, command, commandArgs] of steps) {
    console.log(`\n[check] ${label}`);
    results.push(await run(label, command, commandArgs));
  }
  const failed = results.filter((r) => r.code !== 0);
  console.log(`\n[check] ${results.map((r) => `${r.label} ${r.code ? 'FAILED' : 'ok'} (${(r.ms / 1000).toFixed(1)} s)`).join(' · ')}`);
  process.exit(failed.length ? 1 : 0);
}

void main();
