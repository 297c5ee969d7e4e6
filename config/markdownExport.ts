/**
 * Writes every doc page as Markdown next to its HTML (`<route>.md`), `/llms.txt` (current tree),
 * `/docs/0.8.x/llms.txt` and `/llms-full.txt` (every current page), from the docs plugin's own
 * metadata, so routes, titles and descriptions are exactly the site's. See src/lib/markdownExport.ts.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {docToMarkdown, llmsTxt, type ExportContext, type ExportedDoc, type LlmsSection} from '../src/lib/markdownExport';
import {markdownPath} from '../src/lib/markdownPath';
import {docsTrees, expandForExport} from './apiIndex';
import {expandErrorCatalogue} from './errorCatalogue';
import {releaseOfVersion, siteMetadata} from '../src/lib/siteMetadata';

interface TreeDoc extends ExportedDoc {
  /** Top-level folder of the tree ('' for pages at the root), its sidebar label and position. */
  section: {dir: string; label: string; position: number};
  order: [string, number, string];
}

const treeLabel = (version: string) => `${version === 'current' ? 'Next' : version}，vLLM ${releaseOfVersion(version)}`;

function sectionOf(contentPath: string, sourceDirName: string): TreeDoc['section'] {
  const dir = sourceDirName === '.' ? '' : sourceDirName.split('/')[0]!;
  if (!dir) return {dir, label: '概览', position: -1};
  const category = path.join(contentPath, dir, '_category_.json');
  const data = existsSync(category) ? (JSON.parse(readFileSync(category, 'utf8')) as {label?: string; position?: number}) : {};
  return {dir, label: data.label ?? dir, position: data.position ?? 999};
}

function sections(docs: TreeDoc[]): LlmsSection[] {
  const byDir = new Map<string, {label: string; position: number; docs: TreeDoc[]}>();
  for (const doc of docs) {
    const entry = byDir.get(doc.section.dir) ?? {...doc.section, docs: []};
    entry.docs.push(doc);
    byDir.set(doc.section.dir, entry);
  }
  const compare = (a: TreeDoc, b: TreeDoc) =>
    a.order[0].localeCompare(b.order[0]) || a.order[1] - b.order[1] || a.order[2].localeCompare(b.order[2]);
  return [...byDir.values()]
    .sort((a, b) => a.position - b.position)
    .map(({label, docs: sectionDocs}) => ({title: label, docs: sectionDocs.sort(compare)}));
}

export default function markdownExportPlugin(context: LoadContext): Plugin {
  let docs: TreeDoc[] = [];
  return {
    name: 'markdown-export',
    allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent;
      docs = content.loadedVersions.flatMap((version) =>
        version.docs.map((doc) => ({
          source: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          version: version.versionName,
          upstream: typeof doc.frontMatter.upstream === 'string' ? doc.frontMatter.upstream : undefined,
          section: sectionOf(version.contentPath, doc.sourceDirName),
          order: [doc.sourceDirName, doc.sidebarPosition ?? 999, doc.title] as [string, number, string],
        })),
      );
    },
    async postBuild({outDir, siteConfig}) {
      const started = Date.now();
      const exportContext: ExportContext = {
        siteUrl: siteConfig.url,
        permalinkOf: new Map(docs.map((d) => [d.source, d.permalink])),
        resolve: (from, target) => path.resolve(path.dirname(from), decodeURI(target)),
        treeLabel,
      };
      const markdownOf = new Map<string, string>();
      const trees = docsTrees(context.siteDir);
      for (const doc of docs) {
        const source = expandErrorCatalogue(context.siteDir, trees, doc.source, expandForExport(trees, doc.source, readFileSync(doc.source, 'utf8')));
        const markdown = docToMarkdown(source, doc, exportContext);
        markdownOf.set(doc.permalink, markdown);
        const file = path.join(outDir, markdownPath(doc.permalink));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, markdown);
      }

      const site = siteConfig.url.replace(/\/$/, '');
      const llmsFiles = [
        {version: 'current', file: 'llms.txt', other: `${site}/docs/0.8.x/llms.txt`},
        {version: '0.8.x', file: 'docs/0.8.x/llms.txt', other: `${site}/llms.txt`},
      ];
      for (const {version, file, other} of llmsFiles) {
        const treeDocs = docs.filter((d) => d.version === version);
        const text = llmsTxt({
          title: `${siteMetadata.title}（${treeLabel(version)}）`,
          summary: `${siteMetadata.tagline}。本站是 vLLM 官方文档的简体中文版，这一组页面对应 vLLM ${releaseOfVersion(version)}。`,
          details:
            `每个页面都有 Markdown 版本：页面地址后加 .md（分节首页为 index.md），下面的链接就指向它们。` +
            `另一组文档见 ${other}；当前版本全部页面的合集见 ${site}/llms-full.txt。`,
          sections: sections(treeDocs),
          siteUrl: site,
        });
        writeFileSync(path.join(outDir, file), text);
      }
      const current = sections(docs.filter((d) => d.version === 'current')).flatMap((s) => s.docs);
      writeFileSync(path.join(outDir, 'llms-full.txt'), current.map((d) => markdownOf.get(d.permalink)).join('\n---\n\n'));
      console.log(`[markdown-export] ${docs.length} pages as Markdown; llms.txt for ${llmsFiles.length} trees, llms-full.txt with ${current.length} pages, in ${Date.now() - started} ms`);
    },
  };
}
