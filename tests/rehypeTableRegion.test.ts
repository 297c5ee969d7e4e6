import {compile} from '@mdx-js/mdx';
import type {Element, Root} from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';

import rehypeTableRegion from '@site/config/rehypeTableRegion';

async function hastOf(markdown: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTableRegion);
  return (await processor.run(processor.parse(markdown))) as Root;
}

function elements(node: Root | Element, tagName: string): Element[] {
  const found: Element[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) found.push(child);
    found.push(...elements(child, tagName));
  }
  return found;
}

const regions = (tree: Root) => elements(tree, 'div').filter((d) => String(d.properties.className).includes('table-region'));

const table = (head: string) => `| ${head} | 说明 |\n| --- | --- |\n| \`a\` | b |\n`;

describe('rehypeTableRegion', () => {
  test('wraps a table in a focusable region labelled by the heading above it', async () => {
    const tree = await hastOf(`# 标题\n\n## 引擎参数 \`--x\`\n\n正文。\n\n${table('参数')}`);
    const [region] = regions(tree);
    expect(region.properties).toMatchObject({role: 'region', tabIndex: 0, ariaLabel: '表格：引擎参数 --x'});
    expect(region.children).toHaveLength(1);
    expect((region.children[0] as Element).tagName).toBe('table');
    // The table itself is moved, not copied.
    expect(elements(tree, 'table')).toHaveLength(1);
  });

  test('a table with no heading above it is named by its first header cells', async () => {
    const tree = await hastOf(table('参数'));
    expect(regions(tree)[0].properties.ariaLabel).toBe('表格：参数、说明');
  });

  test('a table without header text still gets a label', async () => {
    const tree = await hastOf('|  |  |\n| --- | --- |\n| a | b |\n');
    expect(regions(tree)[0].properties.ariaLabel).toBe('表格');
  });

  test('tables under the same heading get distinct labels; a later heading takes over', async () => {
    const tree = await hastOf(`## 参数\n\n${table('a')}\n${table('b')}\n## 指标\n\n${table('c')}`);
    expect(regions(tree).map((r) => r.properties.ariaLabel)).toEqual(['表格：参数', '表格：参数（2）', '表格：指标']);
  });

  test('tables nested in lists and quotes are wrapped too', async () => {
    const tree = await hastOf(`## 列表\n\n> ${table('引用').split('\n').join('\n> ')}\n\n- 项\n\n  ${table('列表').split('\n').join('\n  ')}`);
    expect(regions(tree)).toHaveLength(2);
    expect(elements(tree, 'table')).toHaveLength(2);
  });

  test('in MDX the wrapper compiles to JSX props React renders as tabindex and aria-label', async () => {
    const code = String(
      await compile(`## 表头\n\n${table('参数')}`, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableRegion], development: false}),
    );
    expect(code).toMatch(/"aria-label": "表格：表头"/);
    expect(code).toMatch(/tabIndex: "0"/);
    expect(code).toMatch(/role: "region"/);
  });
});
