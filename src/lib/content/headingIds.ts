/**
 * Heading ids: every `##` and `###` heading of a doc page carries an explicit English id
 * (`## 量化 {#quantization}`), so a shared link reads `…#quantization` and survives rewording.
 * The id is lowercase ASCII words joined by `-`, unique on the page.
 */
import {proseLines, splitFrontMatter} from './markdown';
import type {Problem} from './schema';

const HEADING = /^(#{2,3})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\{#([^}]*)\}$/;
const ID_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function checkHeadingIds(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const {body, bodyStartLine} = splitFrontMatter(source);
  const seen = new Map<string, number>();
  for (const {line, text} of proseLines(body, bodyStartLine)) {
    const heading = HEADING.exec(text);
    if (!heading) continue;
    const id = EXPLICIT_ID.exec(heading[2]!)?.[1];
    if (id === undefined) {
      problems.push({file, line, message: `${heading[1]} heading needs an explicit English id: "${text} {#some-id}"`});
    } else if (!ID_FORMAT.test(id)) {
      problems.push({file, line, message: `heading id "${id}" must be lowercase ASCII words joined by "-"`});
    } else if (seen.has(id)) {
      problems.push({file, line, message: `heading id "${id}" is already used on line ${seen.get(id)}`});
    } else {
      seen.set(id, line);
    }
  }
  return problems;
}
