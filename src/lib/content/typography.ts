/**
 * Chinese typography with AutoCorrect (spacing between CJK and Latin/digits, full-width
 * punctuation in Chinese prose). AutoCorrect's Markdown mode also rewrites strings inside code
 * blocks and YAML front matter, which must stay as written, so both are blanked out (line
 * numbers kept) before linting, and fixes are applied to prose lines only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {formatFor, lintFor, loadConfig} from 'autocorrect-node';

import {classifyLines, splitFrontMatter} from './markdown';
import type {Problem} from './schema';

loadConfig(readFileSync(path.join(__dirname, '../../../.autocorrectrc'), 'utf8'));

/** Blank out front matter, fenced code and MDX import/export lines; keep every line in place. */
export function maskNonProse(source: string): string {
  const {body, bodyStartLine} = splitFrontMatter(source);
  const lines = body.split('\n');
  const kinds = classifyLines(lines);
  const masked = lines.map((line, i) => (kinds[i]!.kind !== 'prose' || /^(import|export)\s/.test(line) ? '' : line));
  return [...Array<string>(bodyStartLine - 1).fill(''), ...masked].join('\n');
}

export function checkTypography(file: string, source: string): Problem[] {
  const result = lintFor(maskNonProse(source), 'page.md');
  if (result.error) return [{file, line: 1, message: `AutoCorrect failed: ${result.error}`}];
  return result.lines.map((r) => ({
    file,
    line: r.l,
    message: `typography: "${r.old.trim()}" → "${r.new.trim()}"`,
  }));
}

/** The source with AutoCorrect's fixes applied to prose lines only. */
export function fixTypography(source: string): string {
  const masked = maskNonProse(source).split('\n');
  const formatted = formatFor(masked.join('\n'), 'page.md').split('\n');
  if (formatted.length !== masked.length) return source;
  const original = source.split('\n');
  return original.map((line, i) => (masked[i] === formatted[i] ? line : formatted[i]!)).join('\n');
}
