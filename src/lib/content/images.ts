/**
 * Images in doc pages. Diagrams are SVG files under static/img/diagrams/, written into a page as
 * `![text alternative](pathname:///img/diagrams/name.svg)`: the `pathname://` prefix keeps the file out of the
 * bundler (small SVGs would otherwise be inlined into the page's JavaScript), but it also skips the build's
 * existence check, so this check does it, and asks for a text alternative.
 */
import {classifyLines, splitFrontMatter} from './markdown';
import type {Problem} from './schema';

const IMAGE = /!\[([^\]]*)\]\((pathname:\/\/)?(\/img\/[^)\s]+)/g;

export function checkStaticImages(file: string, source: string, staticFileExists: (path: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  const {body, bodyStartLine} = splitFrontMatter(source);
  const lines = body.split('\n');
  const kinds = classifyLines(lines);
  lines.forEach((text, i) => {
    if (kinds[i]!.kind !== 'prose') return;
    const line = bodyStartLine + i;
    for (const [, alt, pathname, src] of text.matchAll(IMAGE)) {
      if (!staticFileExists(src!)) problems.push({file, line, message: `image ${src} does not exist in static/`});
      if (!alt!.trim()) problems.push({file, line, message: `image ${src} needs a text alternative`});
      if (src!.startsWith('/img/diagrams/') && !pathname) {
        problems.push({file, line, message: `diagram ${src} must be linked as pathname://${src} (keeps it out of the JS bundle)`});
      }
    }
  });
  return problems;
}
