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

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Lines of the body that are prose: outside fenced code, with inline code, JSX comments and URLs removed. */
export function proseLines(body: string, firstLine = 1): ProseLine[] {
  const lines = body.split('\n');
  const out: ProseLine[] = [];
  let fence: string | null = null;
  lines.forEach((raw, i) => {
    const m = FENCE.exec(raw);
    if (fence) {
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && raw.trim() === m[1]) fence = null;
      return;
    }
    if (m) {
      fence = m[1]!;
      return;
    }
    const text = raw
      .replace(/`[^`]*`/g, ' ')
      .replace(/\]\([^)]*\)/g, '] ')
      .replace(/https?:\/\/\S+/g, ' ');
    out.push({line: firstLine + i, text});
  });
  return out;
}

/** Fenced code blocks whose opening fence names no language. */
export function untaggedFences(body: string, firstLine = 1): number[] {
  const lines = body.split('\n');
  const bad: number[] = [];
  let fence: string | null = null;
  lines.forEach((raw, i) => {
    const m = /^\s*(`{3,}|~{3,})(.*)$/.exec(raw);
    if (!m) return;
    if (fence) {
      if (m[1]![0] === fence[0] && m[1]!.length >= fence.length && !m[2]!.trim()) fence = null;
      return;
    }
    fence = m[1]!;
    if (!m[2]!.trim()) bad.push(firstLine + i);
  });
  return bad;
}

export function countCjk(text: string): number {
  return (text.match(/[\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
}
