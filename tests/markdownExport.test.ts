import {docToMarkdown, llmsTxt, type ExportContext, type ExportedDoc} from '@site/src/lib/markdownExport';
import {markdownPath} from '@site/src/lib/markdownPath';

const doc: ExportedDoc = {
  source: '/site/docs/features/lora.md',
  permalink: '/docs/features/lora',
  title: 'LoRA 适配器',
  description: '在 vLLM 中加载和切换 LoRA 适配器。',
  version: 'current',
  upstream: 'https://docs.vllm.ai/en/v0.8.4/features/lora.html',
};
const context: ExportContext = {
  siteUrl: 'https://vllm.hyper.ai/',
  permalinkOf: new Map([
    ['/site/docs/features/lora.md', '/docs/features/lora'],
    ['/site/docs/features/quantization/index.md', '/docs/features/quantization/'],
  ]),
  resolve: (from, target) => `${from.slice(0, from.lastIndexOf('/'))}/${target}`,
  treeLabel: () => 'Next，vLLM v0.8.4',
};

const source = `---
title: LoRA 适配器
---
import Tabs from '@theme/Tabs';

介绍，见[量化](quantization/index.md#fp8)和[上游](https://github.com/vllm-project/vllm)。

## 在线服务 {#serving-lora-adapters}

:::tip[先看这里]
一段提示，链接到[本节](#serving-lora-adapters)。
:::

<Tabs>
<TabItem value="a" label="Python">

\`\`\`python title="x.py"
import vllm  # stays
## not a heading {#keep}
\`\`\`

</TabItem>
</Tabs>

![图](pathname:///img/diagrams/x.svg)
`;

describe('Markdown export', () => {
  const markdown = docToMarkdown(source, doc, context);

  it('puts the title, description, page and upstream URLs first', () => {
    expect(markdown.split('\n').slice(0, 5)).toEqual([
      '# LoRA 适配器',
      '',
      '> 在 vLLM 中加载和切换 LoRA 适配器。',
      '',
      '来源：https://vllm.hyper.ai/docs/features/lora（Next，vLLM v0.8.4）；英文原文：https://docs.vllm.ai/en/v0.8.4/features/lora.html',
    ]);
  });

  it('keeps headings without their {#id} and code blocks exactly; drops imports and JSX', () => {
    expect(markdown).toContain('\n## 在线服务\n');
    expect(markdown).toContain('```python title="x.py"\nimport vllm  # stays\n## not a heading {#keep}\n```');
    expect(markdown).not.toMatch(/import Tabs|<\/?Tabs|<\/?TabItem/);
    expect(markdown).toContain('**Python**');
  });

  it('turns admonitions into quotes and every link into an absolute URL', () => {
    expect(markdown).toContain('> **提示：先看这里**\n> 一段提示，链接到[本节](https://vllm.hyper.ai/docs/features/lora#serving-lora-adapters)。');
    expect(markdown).toContain('[量化](https://vllm.hyper.ai/docs/features/quantization/#fp8)');
    expect(markdown).toContain('[上游](https://github.com/vllm-project/vllm)');
    expect(markdown).toContain('![图](https://vllm.hyper.ai/img/diagrams/x.svg)');
  });

  it('fails on a link to a page that does not exist', () => {
    expect(() => docToMarkdown('[坏链接](missing.md)', doc, context)).toThrow(/points at no doc page/);
  });

  it('puts a section index at index.md and a page at <route>.md', () => {
    expect(markdownPath('/docs/features/quantization/')).toBe('/docs/features/quantization/index.md');
    expect(markdownPath('/docs/features/lora')).toBe('/docs/features/lora.md');
  });

  it('writes llms.txt as llmstxt.org describes: H1, summary quote, then H2 sections of links', () => {
    const text = llmsTxt({
      title: 'vLLM 中文文档',
      summary: '摘要',
      details: '说明',
      siteUrl: 'https://vllm.hyper.ai',
      sections: [{title: '功能特性', docs: [doc]}, {title: '空', docs: []}],
    });
    expect(text).toBe(
      '# vLLM 中文文档\n\n> 摘要\n\n说明\n\n## 功能特性\n\n' +
        '- [LoRA 适配器](https://vllm.hyper.ai/docs/features/lora.md): 在 vLLM 中加载和切换 LoRA 适配器。\n',
    );
  });
});
