import {MODEL_PRESETS, type ModelPreset} from '@site/src/data/modelPresets';

// Models whose config.json states a head_dim that is not hidden_size / num_attention_heads. Gemma chooses
// head_dim independently of the width (Gemma 2 9B: 256 vs 3584/16 = 224; Gemma 2 27B: 128 vs 4608/32 = 144;
// Gemma 3 27B: 128 vs 5376/32 = 168). Qwen2.5-VL has no head_dim key and its quotient (3584/28 = 128) holds,
// as it does for Llama 3.2, whose explicit head_dim equals the quotient.
const EXPLICIT_HEAD_DIM: Record<string, number> = {
  'google/gemma-2-9b-it': 256,
  'google/gemma-2-27b-it': 128,
  'google/gemma-3-27b-it': 128,
};

const REQUIRED_IDS = [
  'Qwen/Qwen2.5-0.5B-Instruct',
  'Qwen/Qwen2.5-1.5B-Instruct',
  'Qwen/Qwen2.5-3B-Instruct',
  'Qwen/Qwen2.5-7B-Instruct',
  'Qwen/Qwen2.5-14B-Instruct',
  'Qwen/Qwen2.5-32B-Instruct',
  'Qwen/Qwen2.5-72B-Instruct',
  'Qwen/Qwen2.5-VL-7B-Instruct',
  'meta-llama/Llama-3.1-8B-Instruct',
  'meta-llama/Llama-3.1-70B-Instruct',
  'meta-llama/Llama-3.2-1B-Instruct',
  'meta-llama/Llama-3.2-3B-Instruct',
  'meta-llama/Llama-3.3-70B-Instruct',
  'deepseek-ai/DeepSeek-R1-Distill-Qwen-7B',
  'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
  'deepseek-ai/DeepSeek-R1-Distill-Llama-8B',
  'mistralai/Mistral-7B-Instruct-v0.3',
  'mistralai/Mixtral-8x7B-Instruct-v0.1',
  'google/gemma-2-9b-it',
  'google/gemma-2-27b-it',
  'google/gemma-3-27b-it',
  'microsoft/phi-4',
  'Qwen/Qwen2-57B-A14B-Instruct',
];

const INTEGER_FIELDS = [
  'numHiddenLayers',
  'hiddenSize',
  'numAttentionHeads',
  'numKeyValueHeads',
  'headDim',
  'vocabSize',
  'maxPositionEmbeddings',
  'params',
] as const satisfies ReadonlyArray<keyof ModelPreset>;

const byId = (id: string): ModelPreset => {
  const preset = MODEL_PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`no preset ${id}`);
  return preset;
};

describe('model presets', () => {
  it('has at least 20 presets, including every model the planner issue asks for', () => {
    expect(MODEL_PRESETS.length).toBeGreaterThanOrEqual(20);
    const ids = new Set(MODEL_PRESETS.map((p) => p.id));
    for (const id of REQUIRED_IDS) expect(ids, id).toContain(id);
  });

  it('has unique ids and names, ids shaped like Hugging Face repo ids', () => {
    const ids = MODEL_PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = MODEL_PRESETS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const id of ids) expect(id).toMatch(/^[\w.-]+\/[\w.-]+$/);
    for (const p of MODEL_PRESETS) expect(p.name.trim(), p.id).not.toBe('');
  });

  it.each(MODEL_PRESETS.map((p) => [p.id, p] as const))('%s: every count is a positive integer', (_id, p) => {
    for (const field of INTEGER_FIELDS) {
      expect(Number.isSafeInteger(p[field]), field).toBe(true);
      expect(p[field], field).toBeGreaterThan(0);
    }
    if (p.moe) {
      expect(Number.isSafeInteger(p.moe.experts)).toBe(true);
      expect(Number.isSafeInteger(p.moe.expertsPerToken)).toBe(true);
      expect(p.moe.expertsPerToken).toBeGreaterThan(0);
      expect(p.moe.expertsPerToken).toBeLessThanOrEqual(p.moe.experts);
    }
    if (p.slidingWindow !== undefined) {
      expect(Number.isSafeInteger(p.slidingWindow)).toBe(true);
      expect(p.slidingWindow).toBeGreaterThan(0);
      expect(p.slidingWindow).toBeLessThan(p.maxPositionEmbeddings);
    }
    if (p.slidingWindowPattern !== undefined) {
      expect(p.slidingWindow, 'a pattern needs a window').toBeDefined();
      expect(Number.isSafeInteger(p.slidingWindowPattern)).toBe(true);
      expect(p.slidingWindowPattern).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(MODEL_PRESETS.map((p) => [p.id, p] as const))('%s: head dim agrees with hidden size unless the config states its own', (id, p) => {
    if (id in EXPLICIT_HEAD_DIM) {
      expect(p.headDim).toBe(EXPLICIT_HEAD_DIM[id]);
      expect(p.headDim * p.numAttentionHeads).not.toBe(p.hiddenSize);
    } else {
      expect(p.headDim * p.numAttentionHeads).toBe(p.hiddenSize);
    }
  });

  it.each(MODEL_PRESETS.map((p) => [p.id, p] as const))('%s: query heads are a multiple of key/value heads', (_id, p) => {
    expect(p.numKeyValueHeads).toBeLessThanOrEqual(p.numAttentionHeads);
    expect(p.numAttentionHeads % p.numKeyValueHeads).toBe(0);
  });

  it.each(MODEL_PRESETS.map((p) => [p.id, p] as const))('%s: names its source and a plausible dtype and size', (_id, p) => {
    expect(p.source.trim().length).toBeGreaterThan(0);
    // A repository copy pinned to a commit, or a URL.
    expect(p.source).toMatch(/@[0-9a-f]{40}|https:\/\//);
    expect(p.source).toMatch(/params/);
    expect(['bfloat16', 'float16', 'float32']).toContain(p.torchDtype);
    expect(p.maxPositionEmbeddings).toBeGreaterThanOrEqual(4096);
    // The input embedding alone is vocab × hidden; the total must exceed it (and a second copy if untied).
    expect(p.params).toBeGreaterThan(p.vocabSize * p.hiddenSize * (p.tieWordEmbeddings ? 1 : 2));
  });

  it('keeps the MoE facts only on the MoE presets', () => {
    const moe = MODEL_PRESETS.filter((p) => p.moe).map((p) => p.id).sort();
    expect(moe).toEqual(['Qwen/Qwen2-57B-A14B-Instruct', 'mistralai/Mixtral-8x7B-Instruct-v0.1']);
    expect(byId('mistralai/Mixtral-8x7B-Instruct-v0.1').moe).toEqual({experts: 8, expertsPerToken: 2});
    expect(byId('Qwen/Qwen2-57B-A14B-Instruct').moe).toEqual({experts: 64, expertsPerToken: 8});
  });

  it('keeps sliding-window facts only where the attention uses them (Gemma)', () => {
    const windowed = MODEL_PRESETS.filter((p) => p.slidingWindow !== undefined).map((p) => p.id).sort();
    expect(windowed).toEqual(['google/gemma-2-27b-it', 'google/gemma-2-9b-it', 'google/gemma-3-27b-it']);
    expect(byId('google/gemma-3-27b-it')).toMatchObject({slidingWindow: 1024, slidingWindowPattern: 6});
    expect(byId('google/gemma-2-9b-it')).toMatchObject({slidingWindow: 4096, slidingWindowPattern: 2});
  });

  it('matches the Qwen2.5-7B-Instruct config.json', () => {
    expect(byId('Qwen/Qwen2.5-7B-Instruct')).toMatchObject({
      numHiddenLayers: 28,
      hiddenSize: 3584,
      numAttentionHeads: 28,
      numKeyValueHeads: 4,
      headDim: 128,
      vocabSize: 152064,
      maxPositionEmbeddings: 32768,
      tieWordEmbeddings: false,
      torchDtype: 'bfloat16',
      params: 7615616512,
    });
  });

  it('ties embeddings exactly where the configs (or, for Gemma, the transformers default) do', () => {
    const tied = MODEL_PRESETS.filter((p) => p.tieWordEmbeddings).map((p) => p.id).sort();
    expect(tied).toEqual([
      'Qwen/Qwen2.5-0.5B-Instruct',
      'Qwen/Qwen2.5-1.5B-Instruct',
      'Qwen/Qwen2.5-3B-Instruct',
      'google/gemma-2-27b-it',
      'google/gemma-2-9b-it',
      'google/gemma-3-27b-it',
      'meta-llama/Llama-3.2-1B-Instruct',
      'meta-llama/Llama-3.2-3B-Instruct',
    ]);
  });
});
