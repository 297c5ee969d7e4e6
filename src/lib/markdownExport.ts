/**
 * Every doc page as plain Markdown (`<route>.md`, `<route>index.md` for section indexes) and the
 * llms.txt files (llmstxt.org) that list them: what readers paste into their LLM tools. The MDX
 * source becomes Markdown any tool reads: no imports or JSX, admonitions as quotes, no `{#id}`,
 * and every link absolute.
 */
import {classifyLines, splitFrontMatter} from './content/markdown';
import {markdownPath} from './markdownPath';

/** One doc page as the export sees it. */
export interface ExportedDoc {
  /** Absolute path of the MDX source. */
  source: string;
  permalink: string;
  title: string;
  description: string;
  /** `current` or `0.8.x`. */
  version: string;
  upstream?: string;
}

export interface ExportContext {
  siteUrl: string;
  /** Absolute source path → permalink, for every doc of every tree. */
  permalinkOf: Map<string, string>;
  /** Resolves a relative link target against the page's source file. */
  resolve: (fromSource: string, target: string) => string;
  /** Human label of the tree, e.g. "Next（vLLM v0.8.4）". */
  treeLabel: (version: string) => string;
}


const ADMONITION_LABELS: Record<string, string> = {note: '注意', tip: '提示', info: '说明', warning: '警告', danger: '危险', caution: '警告'};

function absoluteLink(target: string, doc: ExportedDoc, context: ExportContext): string {
  const site = context.siteUrl.replace(/\/$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('pathname://')) return target; // https:, mailto:
  if (target.startsWith('pathname://')) return `${site}${target.slice('pathname://'.length)}`;
  if (target.startsWith('#')) return `${site}${doc.permalink}${target}`;
  if (target.startsWith('/')) return `${site}${target}`;
  const [file, hash = ''] = target.split('#') as [string, string?];
  const permalink = /\.mdx?$/.test(file) ? context.permalinkOf.get(context.resolve(doc.source, file)) : undefined;
  if (!permalink) throw new Error(`${doc.source}: link "${target}" points at no doc page`);
  return `${site}${permalink}${hash ? `#${hash}` : ''}`;
}

/** The Markdown of one page. */
export function docToMarkdown(source: string, doc: ExportedDoc, context: ExportContext): string {
  const {body} = splitFrontMatter(source);
  const lines = body.split('\n');
  const kinds = classifyLines(lines);
  const out: string[] = [];
  let quoting = false; // inside an admonition: lines become a quote
  for (const [i, line] of lines.entries()) {
    if (kinds[i]!.kind !== 'prose') {
      out.push(quoting ? `> ${line}` : line);
      continue;
    }
    const open = /^:::(\w+)(?:\[(.*)\]|\s+(.*))?\s*$/.exec(line);
    if (open && !quoting) {
      const label = ADMONITION_LABELS[open[1]!] ?? open[1]!;
      const title = open[2] ?? open[3];
      out.push(`> **${label}${title ? `：${title}` : ''}**`);
      quoting = true;
      continue;
    }
    if (/^:::\s*$/.test(line) && quoting) {
      quoting = false;
      continue;
    }
    if (/^import\s.+\sfrom\s['"].+['"];?\s*$/.test(line) || /^export\s/.test(line)) continue;
    const tab = /^\s*<TabItem\b[^>]*\blabel="([^"]+)"/.exec(line);
    if (tab) {
      out.push(`**${tab[1]}**`, '');
      continue;
    }
    if (/^\s*<\/?[A-Z][\w.]*\b[^>]*\/?>\s*$/.test(line)) continue; // a JSX component's own line
    const text = line
      .replace(/^(#{2,6}\s.*?)\s*\{#[\w-]+\}\s*$/, '$1')
      .replace(/(!?\[[^\]]*\])\(([^)\s]+)((?:\s+"[^"]*")?)\)/g, (_, label: string, target: string, title: string) => {
        return `${label}(${absoluteLink(target, doc, context)}${title})`;
      });
    out.push(quoting ? `> ${text}`.trimEnd() : text);
  }

  const site = context.siteUrl.replace(/\/$/, '');
  const header = [
    `# ${doc.title}`,
    '',
    ...(doc.description ? [`> ${doc.description}`, ''] : []),
    `来源：${site}${doc.permalink}（${context.treeLabel(doc.version)}）` + (doc.upstream ? `；英文原文：${doc.upstream}` : ''),
    '',
  ];
  return `${[...header, ...out].join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

export interface LlmsSection {
  title: string;
  docs: ExportedDoc[];
}

/** llms.txt (llmstxt.org): an H1, a summary quote, then one H2 section per sidebar section listing its pages. */
export function llmsTxt({title, summary, details, sections, siteUrl}: {
  title: string;
  summary: string;
  details: string;
  sections: LlmsSection[];
  siteUrl: string;
}): string {
  const site = siteUrl.replace(/\/$/, '');
  const parts = [`# ${title}`, '', `> ${summary}`, '', details, ''];
  for (const section of sections) {
    if (!section.docs.length) continue;
    parts.push(`## ${section.title}`, '');
    for (const doc of section.docs) {
      parts.push(`- [${doc.title}](${site}${markdownPath(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`);
    }
    parts.push('');
  }
  return parts.join('\n');
}
