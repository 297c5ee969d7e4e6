/**
 * Content checks: page schema (front matter, headings, length), heading ids, images, terminology and the release's
 * flag and variable names over every doc page; Chinese typography and terminology over doc pages,
 * src/pages and blog posts. Prints file:line for each problem and exits non-zero if there is any.
 * With --fix, applies the typography fixes first.
 * Usage: tsx scripts/check-content.ts [--fix] [files...]   (default: docs/, versioned_docs/, src/pages/, blog/)
 */
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {checkHeadingIds} from '../src/lib/content/headingIds';
import {checkStaticImages} from '../src/lib/content/images';
import {checkReleaseNames, parseAllowList, parseReleaseNames, type ReleaseNames} from '../src/lib/content/releaseNames';
import {checkPageSchema, type Problem} from '../src/lib/content/schema';
import {checkTerminology, parseGlossary} from '../src/lib/content/terminology';
import {checkTypography, fixTypography} from '../src/lib/content/typography';
import {siteMetadata} from '../src/lib/siteMetadata';
import {parseErrorCatalogue} from '../src/lib/errorCatalogue';
import {docFileOf, docsTrees} from '../config/apiIndex';
import {catalogueFile} from '../config/errorCatalogue';

const ROOT = path.resolve(__dirname, '..');
const TREES = ['docs', 'versioned_docs'];
const STANDALONE_PAGES = 'src/pages';
// Blog posts get the prose checks; Docusaurus itself enforces their front matter (authors, tags, truncate).
const BLOG = 'blog';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

const fix = process.argv.includes('--fix');
const args = process.argv.slice(2).filter((a) => a !== '--fix');
const files = (
  args.length
    ? args.filter((f) => !f.endsWith('.tsv')).map((f) => path.resolve(f))
    : [...TREES, STANDALONE_PAGES, BLOG].flatMap((t) => walk(path.join(ROOT, t)))
).sort();
const glossary = parseGlossary(readFileSync(path.join(ROOT, 'data/glossary.tsv'), 'utf8'));

// Each doc tree documents one vLLM release; its pages may only name that release's flags and variables.
const RELEASE_NAMES_DIR = path.join(ROOT, 'data/release-names');
const allowList = readFileSync(path.join(RELEASE_NAMES_DIR, 'allow.tsv'), 'utf8');
const releaseNames = new Map<string, {names: ReleaseNames; allowed: Set<string>}>();
function namesOf(release: string) {
  if (!releaseNames.has(release)) {
    const tsv = readFileSync(path.join(RELEASE_NAMES_DIR, `${release}.tsv`), 'utf8');
    releaseNames.set(release, {names: parseReleaseNames(release, tsv), allowed: parseAllowList(release, allowList)});
  }
  return releaseNames.get(release)!;
}
const releaseOfTree: Record<string, string> = {docs: siteMetadata.releases.current, versioned_docs: siteMetadata.releases.legacy};

const problems: Problem[] = [];
for (const full of files) {
  const file = path.relative(ROOT, full);
  let source = readFileSync(full, 'utf8');
  if (fix) {
    const fixed = fixTypography(source);
    if (fixed !== source) writeFileSync(full, (source = fixed));
  }
  problems.push(...checkTypography(file, source), ...checkTerminology(file, source, glossary));
  // Standalone pages (home, about, showcase) and blog posts are not doc pages: no doc schema for them.
  if (!file.startsWith(STANDALONE_PAGES) && !file.startsWith(BLOG)) {
    problems.push(...checkPageSchema(file, source), ...checkHeadingIds(file, source));
  }
  problems.push(...checkStaticImages(file, source, (src) => existsSync(path.join(ROOT, 'static', src))));
  const release = releaseOfTree[file.split(path.sep)[0]!];
  if (release) {
    const {names, allowed} = namesOf(release);
    problems.push(...checkReleaseNames(file, source, names, allowed));
  }
}
/**
 * The error catalogues (data/errors/*.tsv): each parses, and each row's page and anchor exist in its tree;
 * their Chinese text gets the prose checks (the build turns it into the 错误信息速查 pages).
 */
function checkErrorCatalogues(): number {
  let rows = 0;
  for (const tree of docsTrees(ROOT)) {
    const full = catalogueFile(ROOT, tree);
    const file = path.relative(ROOT, full);
    const tsv = readFileSync(full, 'utf8');
    const lineOf = new Map(tsv.split('\n').map((text, i) => [text.split('\t')[0]!, i + 1]));
    let entries;
    try {
      entries = parseErrorCatalogue(tsv, file);
    } catch (error) {
      const [, line = '1', why = String(error)] = /^[^:]+:(\d+): (.*)$/s.exec((error as Error).message) ?? [];
      problems.push({file, line: Number(line), message: why});
      continue;
    }
    rows += entries.length;
    const anchors = new Map<string, Set<string> | null>();
    const anchorsOf = (page: string) => {
      if (!anchors.has(page)) {
        const source = docFileOf(tree, page);
        anchors.set(page, source ? new Set([...readFileSync(path.join(tree.dir, source), 'utf8').matchAll(/\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]!)) : null);
      }
      return anchors.get(page);
    };
    for (const entry of entries) {
      const line = lineOf.get(entry.id) ?? 1;
      const ids = anchorsOf(entry.page);
      if (!ids) problems.push({file, line, message: `${entry.id}: page "${entry.page}" is not a doc of ${path.relative(ROOT, tree.dir)}/`});
      else if (!ids.has(entry.anchor)) problems.push({file, line, message: `${entry.id}: ${entry.page} has no heading {#${entry.anchor}}`});
      for (const text of [entry.meaning, entry.fix]) {
        for (const p of [...checkTypography(file, text), ...checkTerminology(file, text, glossary)]) problems.push({...p, line});
      }
    }
  }
  return rows;
}
const catalogueRows = args.length && !args.some((a) => a.endsWith('.tsv')) ? 0 : checkErrorCatalogues();

for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
console.log(`content check: ${files.length} pages${catalogueRows ? `, ${catalogueRows} error-catalogue rows` : ''}, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
