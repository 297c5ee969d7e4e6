#!/usr/bin/env node
// Compile doc pages with the same remark plugins the site uses, so an MDX syntax error is
// reported with file and line in seconds, without a full `docusaurus build`.
// Usage: node scripts/check-mdx.mjs <file.md|mdx> [...]
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  try {
    // Docusaurus reads `## Heading {#custom-id}` itself; plain MDX would parse it as an expression.
    const source = (await readFile(file, 'utf8')).replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
    await compile(source, {
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkMath, remarkDirective],
    });
    console.log(`ok   ${file}`);
  } catch (error) {
    failed += 1;
    const where = error.place?.start ?? error.place ?? error.position?.start;
    const line = where?.line ? `:${where.line}:${where.column ?? 0}` : '';
    console.error(`FAIL ${file}${line} ${error.reason ?? error.message}`);
  }
}
process.exit(failed ? 1 : 0);
