import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {gotoHydrated} from './helpers';

/**
 * Paste the error, get the fix: real messages as readers paste them (numbers, names and paths changed
 * from the catalogue's examples, with prefixes, JSON bodies and cut-off tails), typed into the navbar box
 * of each tree; the catalogue entry must come first, marked 错误, linked to its anchor on the tree's
 * 错误信息速查 page. Pasted with fill() (one input event), as a paste is.
 */
const CURRENT = '/docs/getting-started/error-messages';
const LEGACY = '/docs/0.8.x/getting-started/error-messages';

const PASTES: Array<{from: string; pasted: string; entry: string}> = [
  // The current tree (vLLM v0.8.4)
  {from: '/docs/', entry: 'no-available-memory-for-cache-blocks', pasted: 'ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.'},
  {from: '/docs/', entry: 'torch-cuda-out-of-memory', pasted: 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity of 23.64 GiB of which 512.00 MiB is free.'},
  {from: '/docs/', entry: 'cannot-reinitialize-cuda-in-forked-subprocess', pasted: "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method"},
  {from: '/docs/', entry: 'bfloat16-requires-compute-capability-80', pasted: 'ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.'},
  {from: '/docs/features/tool_calling', entry: 'auto-tool-choice-requires-flags', pasted: '{"object":"error","message":"\\"auto\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}'},
  {from: '/docs/', entry: 'engine-core-initialization-failed', pasted: 'RuntimeError: Engine core initialization failed. See root cause above.'},
  {from: '/docs/', entry: 'model-max-seq-len-larger-than-kv-cache', pasted: "ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache (41888). Try increasing"},
  {from: '/docs/getting-started/quickstart', entry: 'max-context-length-prompt-and-completion', pasted: "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context length is 4096 tokens. However, you requested 5120 tokens (1024 in the messages, 4096 in the completion). Please reduce the length of the messages or completion.\", 'type': 'BadRequestError', 'param': None, 'code': 400}"},
  {from: '/docs/', entry: 'attention-heads-not-divisible-by-tensor-parallel-size', pasted: 'ValueError: Total number of attention heads (28) must be divisible by tensor parallel size (8).'},
  {from: '/docs/', entry: 'lora-rank-greater-than-max-lora-rank', pasted: 'ValueError: LoRA rank 128 is greater than max_lora_rank 16.'},
  {from: '/docs/', entry: 'quantization-not-supported-for-current-gpu', pasted: 'ValueError: The quantization method fp8 is not supported for the current GPU. Minimum capability: 89. Current capability: 80.'},
  {from: '/docs/', entry: 'max-num-batched-tokens-smaller-than-max-model-len', pasted: '(APIServer pid=8812) ValueError: max_num_batched_tokens (4096) is smaller than max_model_len (32768).'},
  {from: '/docs/', entry: 'model-architecture-not-supported', pasted: "ValueError: Model architectures ['FooForCausalLM'] are not supported for now. Supported architectures: dict_keys(['AquilaModel'"},
  {from: '/docs/', entry: 'transformers-chat-template-not-set', pasted: 'ValueError: Cannot use chat template functions because tokenizer.chat_template is not set and no template argument was passed! For information about writing templates and setting the tokenizer.chat_template attribute, please see the documentation at https://huggingface.co/docs/transformers/main/en/chat_templating'},
  {from: '/docs/', entry: 'pynccl-unhandled-system-error', pasted: 'RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)'},
  {from: '/docs/', entry: 'transformers-trying-to-access-gated-repo', pasted: 'OSError: You are trying to access a gated repo.'},
  {from: '/docs/', entry: 'kv-cache-needed-larger-than-available', pasted: "ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (9.12 GiB)."},
  {from: '/docs/', entry: 'transformers-not-a-valid-model-identifier', pasted: "OSError: Qwen/Qwen2.5-7B-Instrut is not a local folder and is not a valid model identifier listed on 'https://huggingface.co/models'"},
  // The 0.8.x tree (vLLM v0.6.2)
  {from: '/docs/0.8.x/', entry: 'no-available-memory-for-cache-blocks', pasted: 'ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.'},
  {from: '/docs/0.8.x/', entry: 'cuda-out-of-memory', pasted: 'torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 1 has a total capacity of 79.15 GiB of which 1.02 GiB is free.'},
  {from: '/docs/0.8.x/', entry: 'max-seq-len-larger-than-kv-cache', pasted: "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (20480). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."},
  {from: '/docs/0.8.x/', entry: 'cuda-reinitialize-forked-subprocess', pasted: "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method"},
  {from: '/docs/0.8.x/', entry: 'sampling-best-of-less-than-n', pasted: 'ValueError: best_of must be greater than or equal to n, got n=4 and best_of=2.'},
  {from: '/docs/0.8.x/serving/openai-compatible-server', entry: 'auto-tool-choice-requires-flags', pasted: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'},
  {from: '/docs/0.8.x/', entry: 'attention-heads-not-divisible-by-tp', pasted: 'Total number of attention heads (40) must be divisible by tensor parallel size (3).'},
  {from: '/docs/0.8.x/', entry: 'bfloat16-requires-compute-capability-80', pasted: 'ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your NVIDIA GeForce RTX 2080 Ti GPU has compute capability 7.5.'},
];

const box = (page: Page) => page.getByRole('combobox', {name: '搜索文档'});
const firstResult = (page: Page) => page.locator('[data-search-result]').first();

test.describe('pasting an error into the search box', () => {
  test(`${PASTES.length} pasted messages each find their catalogue entry first, in both trees`, async ({page}) => {
    test.setTimeout(120_000);
    const misses: string[] = [];
    let loaded = '';
    for (const {from, pasted, entry} of PASTES) {
      if (from !== loaded) await gotoHydrated(page, (loaded = from));
      await box(page).fill(pasted);
      const expected = `${from.startsWith('/docs/0.8.x') ? LEGACY : CURRENT}#${entry}`;
      try {
        await expect(firstResult(page)).toHaveAttribute('href', expected, {timeout: 10_000});
        await expect(firstResult(page)).toHaveAttribute('data-error', '');
      } catch {
        misses.push(`${expected} ← ${pasted.slice(0, 80)} (first: ${await firstResult(page).getAttribute('href').catch(() => 'none')})`);
      }
    }
    console.log(`error search: ${PASTES.length - misses.length}/${PASTES.length} pasted messages found their entry first`);
    expect(misses).toEqual([]);
  });

  test('the entry link lands on the entry: message, meaning and fix, with a link to the page that explains it', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await box(page).fill('No available memory for the cache blocks. Try increasing');
    await firstResult(page).click();
    await expect(page).toHaveURL(`${CURRENT}#no-available-memory-for-cache-blocks`);
    const heading = page.locator('[id="no-available-memory-for-cache-blocks"]');
    await expect(heading).toBeInViewport();
    const entry = page.locator('article h3#no-available-memory-for-cache-blocks ~ *').first();
    await expect(entry).toContainText('No available memory for the cache blocks.');
    await expect(page.locator('article')).toContainText('含义');
  });

  test('a page load and an ordinary search fetch no catalogue; an error query fetches its tree\'s only', async ({page}) => {
    const fetched: Array<{path: string; bytes: number}> = [];
    page.on('response', async (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/search/errors-')) fetched.push({path, bytes: Number((await r.allHeaders())['content-length'] ?? (await r.body()).length)});
    });
    await gotoHydrated(page, '/docs/features/lora');
    await page.waitForLoadState('networkidle');
    for (const query of ['张量并行', 'LoRA 适配器', '--max-model-len', 'prefix caching', '显存不足']) {
      await box(page).fill(query);
      await expect(firstResult(page)).toBeVisible({timeout: 10_000});
    }
    expect(fetched, 'catalogue files fetched by a page load and ordinary searches').toEqual([]);
    await box(page).fill('ValueError: No available memory for the cache blocks.');
    await expect(firstResult(page)).toHaveAttribute('data-error', '', {timeout: 10_000});
    // The other tree's file too: a message only it catalogues says so.
    await expect.poll(() => fetched.map((f) => f.path).sort()).toEqual(['/search/errors-0.8.x.json', '/search/errors-current.json']);
    console.log(`error query fetched: ${fetched.map((f) => `${f.path} ${f.bytes} B`).join(', ')}`);
  });

  test('Chinese topic searches still rank topic pages first', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await box(page).fill('张量并行');
    await expect(firstResult(page)).toHaveAttribute('href', /distributed_serving/, {timeout: 10_000});
    await expect(page.locator('[data-error]')).toHaveCount(0);
  });
});
