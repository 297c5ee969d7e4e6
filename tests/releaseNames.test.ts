import {readFileSync} from 'node:fs';
import path from 'node:path';

import {checkReleaseNames, parseAllowList, parseReleaseNames} from '@site/src/lib/content/releaseNames';

const names = parseReleaseNames(
  'v0.8.4',
  '# source: vllm/engine/arg_utils.py@abc\nkind\tname\nflag\t--model\nflag\t--tensor-parallel-size\nflag\t--enable-prefix-caching\nenv\tVLLM_USE_V1\nenv\tVLLM_LOGGING_LEVEL\n',
);
const check = (body: string, allowed = new Set<string>()) =>
  checkReleaseNames('docs/a.md', `---\ntitle: 页\n---\n\n${body}\n`, names, allowed).map((p) => `${p.line}: ${p.message}`);

describe('release names check', () => {
  it('accepts known flags in a server command and known variables anywhere', () => {
    expect(check('```bash\nVLLM_USE_V1=1 vllm serve Qwen/Qwen2.5-1.5B-Instruct \\\n  --tensor-parallel-size 2 --enable-prefix-caching\n```\n\n设置 `VLLM_LOGGING_LEVEL=DEBUG`。')).toEqual([]);
  });

  it('reports an unknown flag of a multi-line vllm serve command at the line the command starts', () => {
    expect(check('```bash\nvllm serve m \\\n  --tensor-parallel-size 2 \\\n  --enable-turbo\n```')).toEqual([
      '6: --enable-turbo is not a `vllm serve` flag of vLLM v0.8.4 (data/release-names/v0.8.4.tsv)',
    ]);
  });

  it('accepts the underscore spelling argparse also takes', () => {
    expect(check('```bash\npython -m vllm.entrypoints.openai.api_server --tensor_parallel_size=2 --max_loras 4\n```')).toEqual([
      '6: --max-loras is not a `vllm serve` flag of vLLM v0.8.4 (data/release-names/v0.8.4.tsv)',
    ]);
  });

  it('reads python -m api_server commands and inline code, with flag=value spelling', () => {
    expect(check('运行 `python -m vllm.entrypoints.openai.api_server --model m --max-loras=4`。')).toEqual([
      '5: --max-loras is not a `vllm serve` flag of vLLM v0.8.4 (data/release-names/v0.8.4.tsv)',
    ]);
  });

  it('ignores flags of other commands and prefix patterns such as VLLM_USE_*', () => {
    expect(check('```bash\npip install vllm --extra-index-url x\ndocker run --gpus all img\n```\n\n所有 `VLLM_USE_*` 变量。')).toEqual([]);
  });

  it('reports an unknown VLLM_ variable, also in front matter, unless the allow-list names it', () => {
    const body = '```bash\nexport VLLM_USE_V2=1\n```';
    expect(check(body)).toEqual(['6: VLLM_USE_V2 is not an environment variable of vLLM v0.8.4 (data/release-names/v0.8.4.tsv)']);
    expect(check(body, new Set(['VLLM_USE_V2']))).toEqual([]);
  });

  it('reads the allow-list per release and rejects a malformed names file', () => {
    expect([...parseAllowList('v0.8.4', 'release\tname\twhy\nv0.8.4\tVLLM_X\tCMake variable\nv0.6.2\tVLLM_Y\tbuild arg\n')]).toEqual(['VLLM_X']);
    expect(() => parseReleaseNames('v0.8.4', 'flag\tmodel\n')).toThrow('v0.8.4.tsv:1');
  });

  describe('the real lists of the two trees', () => {
    const real = (release: string) =>
      parseReleaseNames(release, readFileSync(path.join(__dirname, `../data/release-names/${release}.tsv`), 'utf8'));
    const checkWith = (release: string, body: string) =>
      checkReleaseNames('versioned_docs/a.md', `---\ntitle: 页\n---\n\n${body}\n`, real(release), new Set()).map((p) => p.message);
    const oldServe = '```bash\nvllm serve m --speculative-model m2 --max-context-len-to-capture 8192 -tp 2\n```';

    it('accepts v0.6.2-only flags for the 0.8.x tree and rejects them for v0.8.4', () => {
      expect(checkWith('v0.6.2', oldServe)).toEqual([]);
      expect(checkWith('v0.8.4', oldServe)).toEqual([
        '--speculative-model is not a `vllm serve` flag of vLLM v0.8.4 (data/release-names/v0.8.4.tsv)',
        '--max-context-len-to-capture is not a `vllm serve` flag of vLLM v0.8.4 (data/release-names/v0.8.4.tsv)',
      ]);
    });

    it('rejects later flags and variables for the 0.8.x tree', () => {
      expect(checkWith('v0.6.2', '```bash\nVLLM_USE_V1=1 vllm serve m --task generate --scheduling-policy priority\n```')).toEqual([
        'VLLM_USE_V1 is not an environment variable of vLLM v0.6.2 (data/release-names/v0.6.2.tsv)',
        '--task is not a `vllm serve` flag of vLLM v0.6.2 (data/release-names/v0.6.2.tsv)',
        '--scheduling-policy is not a `vllm serve` flag of vLLM v0.6.2 (data/release-names/v0.6.2.tsv)',
      ]);
      expect(checkWith('v0.6.2', '设置 `VLLM_TEST_DYNAMO_GRAPH_CAPTURE=1`。')).toEqual([]);
      expect(checkWith('v0.8.4', '设置 `VLLM_TEST_DYNAMO_GRAPH_CAPTURE=1`。')).toHaveLength(1);
    });
  });
});
