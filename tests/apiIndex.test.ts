import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {apiIndexOfTree, expandForExport, routeOfDoc} from '@site/config/apiIndex';
import {buildApiIndex, entriesOfPage, expandIndexDirectives, initialOf, moduleIndexMarkdown, symbolIndexMarkdown} from '@site/src/lib/apiIndex';

const samplingPage = {
  route: '/docs/0.8.x/developer-documentation/sampling-parameters',
  source: `---
title: 采样参数
api_modules: [vllm.sampling_params]
---

## \`SamplingParams\` 类 {#samplingparams}

| 参数 | 类型 | 默认值 |
| --- | --- | --- |
| \`n\` | int | 1 |
| \`best_of\` | Optional[int] | None |
| 不是名字 | x | y |

### 示例 {#example}

\`\`\`python
## \`not_a_symbol\` {#ignored}
\`\`\`

| 名称 | 说明 |
| --- | --- |
| \`seed\` | 随机种子 |

## \`SamplingParams.clone()\` 方法 {#clone}

## 注意事项 {#pitfalls}

| 参数 | 说明 |
| --- | --- |
| \`outside\` | 不属于任何符号 |
`,
};

describe('entriesOfPage', () => {
  it('reads symbol headings, their kind, and the members in tables under them', () => {
    const {symbols, modules} = entriesOfPage(samplingPage);
    const route = samplingPage.route;
    expect(modules).toEqual([{name: 'vllm.sampling_params', kind: '模块', parent: '', page: '采样参数', href: route}]);
    expect(symbols.map((e) => [e.name, e.kind, e.parent, e.href])).toEqual([
      ['SamplingParams', '类', '', `${route}#samplingparams`],
      ['n', '参数', 'SamplingParams', `${route}#samplingparams`],
      ['best_of', '参数', 'SamplingParams', `${route}#samplingparams`],
      ['seed', '名称', 'SamplingParams', `${route}#example`],
      ['SamplingParams.clone()', '方法', '', `${route}#clone`],
    ]);
  });

  it('ignores pages that list no api_modules', () => {
    const page = {route: '/docs/0.8.x/models/engine-arguments', source: samplingPage.source.replace(/api_modules:.*\n/, '')};
    expect(entriesOfPage(page)).toEqual({symbols: [], modules: []});
  });
});

describe('buildApiIndex', () => {
  const other = {
    route: '/docs/0.8.x/developer-documentation/offline-inference/llm-class',
    source: '---\ntitle: LLM 类\napi_modules: vllm.entrypoints.llm\n---\n\n## `LLM` 类 {#llm}\n\n## `_private_helper()` 函数 {#helper}\n',
  };
  const index = buildApiIndex([samplingPage, other]);

  it('sorts entries case-insensitively, ignoring leading underscores, and lists modules in both indexes', () => {
    expect(index.symbols.map((e) => e.name)).toEqual([
      'best_of', 'LLM', 'n', '_private_helper()', 'SamplingParams', 'SamplingParams.clone()', 'seed', 'vllm.entrypoints.llm', 'vllm.sampling_params',
    ]);
    expect(index.modules.map((e) => e.name)).toEqual(['vllm.entrypoints.llm', 'vllm.sampling_params']);
  });

  it('adds a symbol when a page gains a heading, with no other edit', () => {
    const grown = {...other, source: `${other.source}\n## \`LLM.generate()\` 方法 {#generate}\n`};
    const names = buildApiIndex([samplingPage, grown]).symbols.map((e) => e.name);
    expect(names).toContain('LLM.generate()');
    expect(names).toHaveLength(index.symbols.length + 1);
  });

  it('renders a section per initial letter and a line per entry, each a link to its anchor', () => {
    const markdown = symbolIndexMarkdown(index.symbols);
    expect(markdown).toContain('## B {#index-b}');
    expect(markdown).toContain('- [`best_of`](/docs/0.8.x/developer-documentation/sampling-parameters#samplingparams)：`SamplingParams` 的参数，采样参数');
    expect(markdown).toContain('- [`LLM`](/docs/0.8.x/developer-documentation/offline-inference/llm-class#llm)：类，LLM 类');
    expect(markdown.indexOf('## P {#index-p}')).toBeLessThan(markdown.indexOf('`_private_helper()`'));
    expect(initialOf('__init__')).toBe('I');
    expect(initialOf('9lives')).toBe('_');
  });

  it('renders the module index grouped by top-level package', () => {
    expect(moduleIndexMarkdown(index.modules)).toBe(
      '## vllm {#package-vllm}\n\n' +
        '- [`vllm.entrypoints.llm`](/docs/0.8.x/developer-documentation/offline-inference/llm-class)：LLM 类\n' +
        '- [`vllm.sampling_params`](/docs/0.8.x/developer-documentation/sampling-parameters)：采样参数\n',
    );
  });

  it('expands the directives in a page source and leaves other lines alone', () => {
    const out = expandIndexDirectives('intro\n\n::python-module-index\n\n::not-ours\n', () => index);
    expect(out).toContain('## vllm {#package-vllm}');
    expect(out).toContain('::not-ours');
    expect(out).not.toContain('::python-module-index');
  });
});

describe('reading a tree from disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-index-'));
  const tree = {dir, routeBase: '/docs/0.8.x'};
  mkdirSync(path.join(dir, 'dev', 'engine'), {recursive: true});
  writeFileSync(path.join(dir, 'dev', 'sampling.md'), samplingPage.source);
  writeFileSync(path.join(dir, 'dev', 'engine', 'index.md'), '---\ntitle: 引擎\napi_modules: [vllm.engine]\n---\n\n## `LLMEngine` 类 {#llmengine}\n');
  writeFileSync(path.join(dir, 'dev', '_partial.md'), '---\napi_modules: [vllm.partial]\n---\n');

  it('gives files the routes Docusaurus gives them', () => {
    expect(routeOfDoc(tree, path.join(dir, 'dev', 'sampling.md'))).toBe('/docs/0.8.x/dev/sampling');
    expect(routeOfDoc(tree, path.join(dir, 'dev', 'engine', 'index.md'))).toBe('/docs/0.8.x/dev/engine/');
    expect(routeOfDoc(tree, path.join(dir, 'dev', 'engine', 'engine.mdx'))).toBe('/docs/0.8.x/dev/engine/');
  });

  it('indexes every API page of the tree and skips partials', () => {
    const index = apiIndexOfTree(tree);
    expect(index.modules.map((e) => e.href)).toEqual(['/docs/0.8.x/dev/engine/', '/docs/0.8.x/dev/sampling']);
    expect(index.symbols.find((e) => e.name === 'LLMEngine')?.href).toBe('/docs/0.8.x/dev/engine/#llmengine');
  });

  it('expands directives for the Markdown export only inside a tree', () => {
    const source = '---\ntitle: x\n---\n\n::python-module-index\n';
    expect(expandForExport([tree], path.join(dir, 'genindex.md'), source)).toContain('[`vllm.engine`](/docs/0.8.x/dev/engine/)');
    expect(expandForExport([tree], '/elsewhere/page.md', source)).toBe(source);
  });
});
