import {definitionsOfPage} from '@site/config/definitions';
import {definitionKey, describeDefinition, isNameQuery, matchDefinitions, placeDefinitions} from '@site/src/lib/definitions';

const engineArgs = {
  route: '/docs/inference-and-serving/engine_args',
  source: `---
title: 引擎参数
defines: [flags]
---

## 并行 {#parallel}

| 参数 | 类型 | 默认值 | 说明 |
| --- | --- | --- | --- |
| \`--tensor-parallel-size\`, \`-tp\` | int | 1 | 张量并行 |
| \`--pipeline-parallel-size\` | int | 1 | 流水线并行 |
| 不是参数 | x | y | z |

\`\`\`text
| \`--in-code\` | ignored |
\`\`\`

## 内存 {#memory}

| \`--gpu-memory-utilization\` | float | 0.9 | 显存比例 |
| \`VLLM_NOT_DECLARED\` | | | 页面没有声明 variables，不收 |
`,
};
const envVars = {
  route: '/docs/inference-and-serving/env_vars',
  source: '---\ntitle: 环境变量\ndefines: variables\n---\n\n## 运行时 {#runtime}\n\n| 变量 | 默认值 |\n| --- | --- |\n| `VLLM_USE_V1` | 1 |\n| `VLLM_USE_MODELSCOPE` | False |\n',
};
const metrics = {
  route: '/docs/inference-and-serving/metrics',
  source: '---\ntitle: 生产指标\ndefines: [metrics]\n---\n\n## 调度 {#scheduler}\n\n| 名称 | 类型 |\n| --- | --- |\n| `vllm:num_requests_running` | Gauge |\n',
};
const api = {
  route: '/docs/0.8.x/developer-documentation/sampling-parameters',
  source: '---\ntitle: 采样参数\napi_modules: [vllm.sampling_params]\n---\n\n## `SamplingParams` 类 {#samplingparams}\n\n| 参数 | 默认值 |\n| --- | --- |\n| `max_tokens` | 16 |\n| `n` | 1 |\n',
};
const all = [engineArgs, envVars, metrics, api].flatMap(definitionsOfPage);

describe('definitionsOfPage', () => {
  it('reads the declared kinds from table first cells, with the anchor of their section', () => {
    expect(definitionsOfPage(engineArgs).map((d) => [d.name, d.kind, d.href])).toEqual([
      ['--tensor-parallel-size', 'flag', '/docs/inference-and-serving/engine_args#parallel'],
      ['--pipeline-parallel-size', 'flag', '/docs/inference-and-serving/engine_args#parallel'],
      ['--gpu-memory-utilization', 'flag', '/docs/inference-and-serving/engine_args#memory'],
    ]);
    expect(definitionsOfPage(envVars).map((d) => d.name)).toEqual(['VLLM_USE_V1', 'VLLM_USE_MODELSCOPE']);
    expect(definitionsOfPage(metrics)[0]).toMatchObject({name: 'vllm:num_requests_running', kind: 'metric', page: '生产指标'});
  });

  it('takes API symbols and members from API pages, and nothing from pages that declare nothing', () => {
    expect(definitionsOfPage(api).map((d) => [d.name, d.parent ?? ''])).toEqual([
      ['SamplingParams', ''],
      ['max_tokens', 'SamplingParams'],
      ['n', 'SamplingParams'],
    ]);
    expect(definitionsOfPage({route: '/docs/x', source: engineArgs.source.replace(/defines:.*\n/, '')})).toEqual([]);
  });
});

describe('matchDefinitions', () => {
  const names = (query: string, limit?: number) => matchDefinitions(all, query, limit).map((d) => d.name);

  it('finds a pasted name exactly, whatever its case, dashes or underscores', () => {
    expect(names('--gpu-memory-utilization')[0]).toBe('--gpu-memory-utilization');
    expect(names('gpu_memory_utilization')[0]).toBe('--gpu-memory-utilization');
    expect(names('vllm:num_requests_running')[0]).toBe('vllm:num_requests_running');
    expect(names('samplingparams')[0]).toBe('SamplingParams');
    expect(definitionKey('--Tensor_Parallel_Size')).toBe('tensor-parallel-size');
  });

  it('suggests definitions for partial names', () => {
    expect(names('tensor-par')).toEqual(['--tensor-parallel-size']);
    expect(names('VLLM_USE')).toEqual(['VLLM_USE_V1', 'VLLM_USE_MODELSCOPE']);
    expect(names('parallel-size')).toEqual(['--tensor-parallel-size', '--pipeline-parallel-size']);
    expect(names('max_tok')).toEqual(['max_tokens']);
  });

  it('lists a member only on an exact or prefix match, after symbols', () => {
    expect(names('max_tokens')).toEqual(['max_tokens']);
    expect(names('n')).toEqual([]); // one letter is not a lookup
    expect(names('tokens')).toEqual([]);
    expect(names('SamplingParams', 1)).toEqual(['SamplingParams']);
  });

  it('leaves phrases and Chinese queries to full-text search', () => {
    expect(isNameQuery('张量并行')).toBe(false);
    expect(isNameQuery('tensor parallel')).toBe(false);
    expect(isNameQuery('LLM.generate()')).toBe(true);
    expect(names('量化')).toEqual([]);
  });

  it('puts exact and name-shaped partial matches before the page results, plain words after', () => {
    const place = (query: string) => {
      const {lead, trail} = placeDefinitions(matchDefinitions(all, query), query);
      return [lead.map((d) => d.name), trail.map((d) => d.name)];
    };
    expect(place('VLLM_USE')).toEqual([['VLLM_USE_V1', 'VLLM_USE_MODELSCOPE'], []]);
    expect(place('SamplingParams')).toEqual([['SamplingParams'], []]);
    expect(place('vllm')).toEqual([[], ['VLLM_USE_V1', 'VLLM_USE_MODELSCOPE', 'vllm:num_requests_running']]);
  });

  it('says what a definition is and where', () => {
    expect(describeDefinition(all.find((d) => d.name === 'best_of' || d.name === 'max_tokens')!)).toBe('SamplingParams 的成员 · 采样参数');
    expect(describeDefinition(all[0]!)).toBe('参数 · 引擎参数');
  });
});
