/** Small Markdown helpers shared by the content checks: they only need lines outside code. */

export interface ProseLine {
  /** 1-based line number in the whole file (front matter included). */
  line: number;
  /** The line with inline code spans blanked out. */
  text: string;
}

/** Split a file into its front matter block (without fences) and the body, keeping line numbers. */
export function splitFrontMatter(source: string): {frontMatter: string; body: string; bodyStartLine: number} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {frontMatter: '', body: source, bodyStartLine: 1};
  const bodyStartLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
  return {frontMatter: match[1]!, body: source.slice(match[0].length), bodyStartLine};
}

/** What a line is, as far as fenced code goes: the opening fence (with its info string), inside, the closing fence, or prose. */
export type LineKind = {kind: 'prose'} | {kind: 'open'; info: string} | {kind: 'code'} | {kind: 'close'};

/** Classify each line; the one place that knows how ``` and ~~~ fences open and close. */
export function classifyLines(lines: string[]): LineKind[] {
  let fence: string | null = null;
  return lines.map((raw): LineKind => {
    const m = /^\s*(`{3,}|~{3,})(.*)$/.exec(raw);
    if (fence) {
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && !m[2]!.trim()) {
        fence = null;
        return {kind: 'close'};
      }
      return {kind: 'code'};
    }
    if (m) {
      fence = m[1]!;
      return {kind: 'open', info: m[2]!.trim()};
    }
    return {kind: 'prose'};
  });
}

/** Lines of the body that are prose: outside fenced code, with inline code, link targets and URLs removed. */
export function proseLines(body: string, firstLine = 1): ProseLine[] {
  const lines = body.split('\n');
  const kinds = classifyLines(lines);
  return lines.flatMap((raw, i) =>
    kinds[i]!.kind !== 'prose'
      ? []
      : [
          {
            line: firstLine + i,
            text: raw
              .replace(/`[^`]*`/g, ' ')
              .replace(/\]\([^)]*\)/g, '] ')
              .replace(/https?:\/\/\S+/g, ' '),
          },
        ],
  );
}

/** Fenced code blocks whose opening fence names no language. */
export function untaggedFences(body: string, firstLine = 1): number[] {
  return classifyLines(body.split('\n')).flatMap((k, i) => (k.kind === 'open' && !k.info ? [firstLine + i] : []));
}

export function countCjk(text: string): number {
  return (text.match(/[\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
}
