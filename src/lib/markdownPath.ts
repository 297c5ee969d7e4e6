/** Where a doc page's Markdown copy lives: `<route>.md`, or `<route>index.md` for a section index (`/x/`). */
export function markdownPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
