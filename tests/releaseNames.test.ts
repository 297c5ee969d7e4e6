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
});
