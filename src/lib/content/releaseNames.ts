/**
 * Release names: a page may only name `vllm serve` flags and `VLLM_*` environment variables that exist in the
 * release its tree documents. The lists live in data/release-names/<release>.tsv (taken from arg_utils.py,
 * cli_args.py and envs.py at that release); data/release-names/allow.tsv lists the commented exceptions.
 */
import {classifyLines, splitFrontMatter} from './markdown';
import type {Problem} from './schema';

export interface ReleaseNames {
  release: string;
  flags: Set<string>;
  envVars: Set<string>;
}

/** Parse a `kind<TAB>name` list; `#` lines are comments (the source files and commits). */
export function parseReleaseNames(release: string, tsv: string): ReleaseNames {
  const names: ReleaseNames = {release, flags: new Set(), envVars: new Set()};
  for (const [i, raw] of tsv.split('\n').entries()) {
    const row = raw.trim();
    if (!row || row.startsWith('#') || row === 'kind\tname') continue;
    const [kind, name] = row.split('\t');
    if (kind === 'flag' && name?.startsWith('--')) names.flags.add(name);
    else if (kind === 'env' && name?.startsWith('VLLM_')) names.envVars.add(name);
    else throw new Error(`${release}.tsv:${i + 1}: expected "flag\t--name" or "env\tVLLM_NAME", got "${raw}"`);
  }
  return names;
}

/** allow.tsv rows: release, name, why. Returns the allowed names of one release. */
export function parseAllowList(release: string, tsv: string): Set<string> {
  return new Set(
    tsv
      .split('\n')
      .filter((row) => row.trim() && !row.startsWith('#') && !row.startsWith('release\t'))
      .map((row) => row.split('\t'))
      .filter(([r]) => r === release)
      .map(([, name]) => name!),
  );
}

// `vllm serve …` or `python -m vllm.entrypoints.(openai.)api_server …`, up to the end of the command.
const SERVER_COMMAND = /(?:\bvllm\s+serve\b|\bpython3?\s+-m\s+vllm\.entrypoints\.(?:openai\.)?api_server\b)([^;&|`]*)/g;
// argparse in vLLM accepts `--max_model_len` for `--max-model-len`: compare the dashed spelling.
const FLAG = /(?:^|\s)(--[a-z][a-z0-9_-]*)/g;
// A name followed by `*` or ending in `_` is a prefix pattern (`VLLM_USE_*`), not a variable.
const ENV_VAR = /\bVLLM_[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_]*\*)/g;

/** Join shell continuation lines so a command split with `\` is read whole; keeps the first line's number. */
function commands(lines: {line: number; text: string}[]): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let pending: {line: number; text: string} | null = null;
  for (const {line, text} of lines) {
    const current: {line: number; text: string} = pending ? {line: pending.line, text: `${pending.text} ${text}`} : {line, text};
    if (/\\\s*$/.test(text)) pending = {line: current.line, text: current.text.replace(/\\\s*$/, '')};
    else {
      out.push(current);
      pending = null;
    }
  }
  if (pending) out.push(pending);
  return out;
}

export function checkReleaseNames(file: string, source: string, names: ReleaseNames, allowed: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, message: string) => problems.push({file, line, message});
  const {body, bodyStartLine} = splitFrontMatter(source);

  // Environment variables: anywhere in the file, front matter included.
  source.split('\n').forEach((text, i) => {
    for (const [name] of text.matchAll(ENV_VAR)) {
      if (!names.envVars.has(name) && !allowed.has(name)) {
        report(i + 1, `${name} is not an environment variable of vLLM ${names.release} (data/release-names/${names.release}.tsv)`);
      }
    }
  });

  // Flags: only inside server commands, in code blocks and in inline code.
  const lines = body.split('\n');
  const kinds = classifyLines(lines);
  const codeLines: {line: number; text: string}[] = [];
  lines.forEach((text, i) => {
    const line = bodyStartLine + i;
    if (kinds[i]!.kind === 'code') codeLines.push({line, text});
    else if (kinds[i]!.kind === 'prose') for (const [, span] of text.matchAll(/`([^`]+)`/g)) codeLines.push({line, text: span!});
  });
  for (const {line, text} of commands(codeLines)) {
    for (const [, args] of text.matchAll(SERVER_COMMAND)) {
      for (const [, spelled] of args!.matchAll(FLAG)) {
        const flag = spelled!.replaceAll('_', '-');
        if (!names.flags.has(flag) && !allowed.has(flag)) {
          report(line, `${flag} is not a \`vllm serve\` flag of vLLM ${names.release} (data/release-names/${names.release}.tsv)`);
        }
      }
    }
  }
  return problems;
}
