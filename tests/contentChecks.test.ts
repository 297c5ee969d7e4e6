import {readFileSync} from 'node:fs';
import path from 'node:path';

import {CONTENT_LIMITS} from '@site/src/lib/content/limits';
import {countCjk, proseLines, splitFrontMatter, untaggedFences} from '@site/src/lib/content/markdown';
import {checkStaticImages} from '@site/src/lib/content/images';
import {checkPageSchema} from '@site/src/lib/content/schema';
import {checkTerminology, parseGlossary} from '@site/src/lib/content/terminology';

const prose = (n: number) => '这是用来凑足篇幅的中文句子。'.repeat(Math.ceil(n / 13)).slice(0, n);
const page = (fm: string, body: string) => `---\n${fm}\n---\n\n${body}\n`;
const goodFm = 'title: 量化\ndescription: 介绍 vLLM 支持的各种量化方法以及如何选择合适的方法。\nsidebar_position: 2';

describe('markdown helpers', () => {
  it('keeps line numbers after the front matter', () => {
    const {bodyStartLine, body} = splitFrontMatter(page('title: a', 'first'));
    expect(bodyStartLine).toBe(4);
    expect(proseLines(body, bodyStartLine).find((l) => l.text === 'first')?.line).toBe(5);
  });

  it('drops fenced code and inline code from prose', () => {
    const lines = proseLines('正文 `代码`\n```python\n中文注释\n```\n结尾').map((l) => l.text.trim());
    expect(lines).toEqual(['正文', '结尾']);
  });

  it('finds fences without a language', () => {
    expect(untaggedFences('```\nx\n```\n\n```bash\ny\n```\n')).toEqual([1]);
  });

  it('counts Chinese characters only', () => {
    expect(countCjk('vLLM 是一个推理引擎。')).toBe(7);
  });
});

describe('checkPageSchema', () => {
  it('accepts a complete topic page', () => {
    expect(checkPageSchema('docs/features/quant.md', page(goodFm, `## 简介\n\n${prose(700)}`))).toEqual([]);
  });

  it('rejects a page without title or description', () => {
    const messages = checkPageSchema('docs/a.md', page('sidebar_position: 1', prose(700))).map((p) => p.message);
    expect(messages).toContain('front matter needs a `title`');
    expect(messages).toContain('front matter needs a `description`');
  });

  it('rejects a description outside the allowed length', () => {
    const fm = 'title: t\ndescription: 太短了\nsidebar_position: 1';
    expect(checkPageSchema('docs/a.md', page(fm, prose(700)))[0]?.message).toMatch(/description is 3 characters/);
  });

  it('rejects an h1 in the body, naming its line', () => {
    const problems = checkPageSchema('docs/a.md', page(goodFm, `# 标题\n\n${prose(700)}`));
    expect(problems).toEqual([expect.objectContaining({line: 7, message: expect.stringMatching(/`#` heading/)})]);
  });

  it('rejects a thin topic page but accepts a shorter category index', () => {
    const thin = checkPageSchema('docs/a.md', page(goodFm, prose(CONTENT_LIMITS.minCjkTopic - 10)));
    expect(thin[0]?.message).toMatch(/page is thin/);
    const indexFm = 'title: 量化\ndescription: 介绍 vLLM 支持的各种量化方法以及如何选择合适的方法。';
    expect(checkPageSchema('docs/features/index.md', page(indexFm, prose(CONTENT_LIMITS.minCjkIndex + 30)))).toEqual([]);
  });

  it('does not count code towards the length', () => {
    const body = '```python\n' + `# ${prose(800)}\n` + '```';
    expect(checkPageSchema('docs/a.md', page(goodFm, body))[0]?.message).toMatch(/page is thin: 0/);
  });

  it('rejects an untagged code fence and a bad upstream URL', () => {
    const fm = `${goodFm}\nupstream: https://example.com/page`;
    const messages = checkPageSchema('docs/a.md', page(fm, `${prose(700)}\n\n\`\`\`\nls\n\`\`\``)).map((p) => p.message);
    expect(messages).toContain('fenced code block names no language');
    expect(messages.some((m) => m.includes('upstream'))).toBe(true);
  });

  it('accepts an upstream page of a post release (a page that first appeared in v0.6.3.post1)', () => {
    const upstream = (url: string) => checkPageSchema('docs/a.md', page(`${goodFm}\nupstream: ${url}`, prose(700))).map((p) => p.message);
    expect(upstream('https://docs.vllm.ai/en/v0.6.3.post1/serving/compatibility_matrix.html')).toEqual([]);
    expect(upstream('https://docs.vllm.ai/en/latest/serving/compatibility_matrix.html').some((m) => m.includes('upstream'))).toBe(true);
  });
});

describe('terminology', () => {
  const glossary = parseGlossary(readFileSync(path.join(__dirname, '../data/glossary.tsv'), 'utf8'));

  it('reads every glossary row with its wrong variants', () => {
    expect(glossary.length).toBeGreaterThan(70);
    expect(glossary.find((e) => e.english === 'token')?.wrongVariants).toEqual(['令牌', '词元']);
  });

  it('flags a wrong variant with file and line', () => {
    const problems = checkTerminology('docs/a.md', page(goodFm, '正文\n\n每个令牌都会写入键值缓存。'), glossary);
    expect(problems.map((p) => p.line)).toEqual([9, 9]);
    expect(problems[0]?.message).toMatch(/"令牌".*"token"/);
  });

  it('leaves code alone', () => {
    expect(checkTerminology('docs/a.md', page(goodFm, '```text\n令牌\n```\n\n`词元`'), glossary)).toEqual([]);
  });
});

describe('checkStaticImages', () => {
  const exists = (src: string) => src === '/img/diagrams/arch.svg';
  const check = (body: string) => checkStaticImages('docs/design/a.md', page(goodFm, body), exists);

  it('accepts a diagram linked with pathname:// that exists and has a text alternative', () => {
    expect(check('![架构图：三层方框](pathname:///img/diagrams/arch.svg)')).toEqual([]);
  });

  it('reports a missing file, a missing text alternative and a bundled diagram, with the line', () => {
    const problems = check('正文\n\n![](pathname:///img/diagrams/gone.svg)\n\n![图](/img/diagrams/arch.svg)');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [9, 'image /img/diagrams/gone.svg does not exist in static/'],
      [9, 'image /img/diagrams/gone.svg needs a text alternative'],
      [11, 'diagram /img/diagrams/arch.svg must be linked as pathname:///img/diagrams/arch.svg (keeps it out of the JS bundle)'],
    ]);
  });

  it('ignores images inside code blocks', () => {
    expect(check('```md\n![](pathname:///img/diagrams/gone.svg)\n```')).toEqual([]);
  });
});
