/** Page schema: the front matter, heading and length rules every doc page must meet. */
import matter from 'gray-matter';

import {CONTENT_LIMITS} from './limits';
import {countCjk, proseLines, splitFrontMatter, untaggedFences} from './markdown';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export function isCategoryIndex(file: string): boolean {
  return /(^|\/)index\.mdx?$/.test(file);
}

function isTreeRoot(file: string): boolean {
  return /^(docs|versioned_docs\/version-[^/]+)\/index\.mdx?$/.test(file);
}

export function checkPageSchema(file: string, source: string, limits = CONTENT_LIMITS): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, message: string) => problems.push({file, line, message});
  const {body, bodyStartLine} = splitFrontMatter(source);

  let data: Record<string, unknown> = {};
  try {
    data = matter(source).data;
  } catch (error) {
    report(1, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (typeof data.title !== 'string' || !data.title.trim()) report(1, 'front matter needs a `title`');
  if (typeof data.description !== 'string') {
    report(1, 'front matter needs a `description`');
  } else {
    const n = [...data.description].length;
    if (n < limits.descriptionMin || n > limits.descriptionMax) {
      report(1, `description is ${n} characters; keep it between ${limits.descriptionMin} and ${limits.descriptionMax}`);
    }
  }
  if (!isCategoryIndex(file) && typeof data.sidebar_position !== 'number') {
    report(1, 'front matter needs a numeric `sidebar_position`');
  }
  if (data.upstream !== undefined && !/^https:\/\/docs\.vllm\.ai\/en\/v\d[\w.]*\//.test(String(data.upstream))) {
    report(1, '`upstream` must be a https://docs.vllm.ai/en/<release>/ page');
  }

  const prose = proseLines(body, bodyStartLine);
  for (const {line, text} of prose) {
    if (/^#\s/.test(text)) report(line, 'the body must not have a `#` heading: the title is the page heading; start at `##`');
  }
  for (const line of untaggedFences(body, bodyStartLine)) report(line, 'fenced code block names no language');

  const cjk = countCjk(prose.map((p) => p.text).join('\n'));
  const min = isCategoryIndex(file) && !isTreeRoot(file) ? limits.minCjkIndex : limits.minCjkTopic;
  if (cjk < min) report(1, `page is thin: ${cjk} Chinese characters of prose, at least ${min} expected`);
  return problems;
}
