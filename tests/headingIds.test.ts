import {checkHeadingIds} from '@site/src/lib/content/headingIds';

const page = (body: string) => `---\ntitle: 页\n---\n\n${body}\n`;
const messages = (body: string) => checkHeadingIds('docs/a.md', page(body)).map((p) => `${p.line}: ${p.message}`);

describe('heading ids', () => {
  it('accepts ## and ### headings with lowercase English ids, and ignores #### and code', () => {
    expect(messages('## 量化 {#quantization}\n\n### 使用 FP8 {#use-fp8}\n\n#### 细节\n\n```bash\n## not a heading\n```')).toEqual([]);
  });

  it('reports a heading without an id, with its line', () => {
    expect(messages('## 量化 {#quantization}\n\n### 使用方法')).toEqual([
      '7: ### heading needs an explicit English id: "### 使用方法 {#some-id}"',
    ]);
  });

  it('reports ids that are not lowercase ASCII words joined by "-", and duplicates', () => {
    expect(messages('## A {#Quantization}\n## B {#使用}\n## C {#a--b}\n## D {#x}\n## E {#x}')).toEqual([
      '5: heading id "Quantization" must be lowercase ASCII words joined by "-"',
      '6: heading id "使用" must be lowercase ASCII words joined by "-"',
      '7: heading id "a--b" must be lowercase ASCII words joined by "-"',
      '9: heading id "x" is already used on line 8',
    ]);
  });
});
