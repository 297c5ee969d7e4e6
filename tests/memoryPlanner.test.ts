import {
  activationPeakBytes,
  buildServeCommand,
  bytesPerParam,
  cudaGraphBytes,
  CUDA_GRAPH_BASE_BYTES,
  CUDA_GRAPH_SCALE,
  CUDA_GRAPH_TP_EXTRA_BYTES,
  defaultSchedulerLimits,
  forwardActivationBytes,
  GIB,
  INT4_BYTES_PER_PARAM,
  intermediateSizeOf,
  kvBytesPerTokenPerGpu,
  kvCacheDtypeBytes,
  kvHeadsPerRank,
  maxCudaGraphCaptureSize,
  type ModelArch,
  NON_TORCH_BASE_BYTES,
  NON_TORCH_PARALLEL_EXTRA_BYTES,
  nonTorchBytes,
  pageSizeBytes,
  paddedVocab,
  pipelineLayers,
  type PlanInput,
  planMemory,
  samplerActivationBytes,
  SAMPLER_BYTES_PER_LOGIT,
  weightBytesPerGpu,
} from '../src/lib/memoryPlanner';
import {LOG_FIXTURES} from './fixtures/memoryPlannerLogs';

/** Llama-3.1-8B config.json facts. */
const LLAMA_8B: ModelArch & {id: string} = {
  id: 'meta-llama/Llama-3.1-8B-Instruct',
  numHiddenLayers: 32,
  hiddenSize: 4096,
  numAttentionHeads: 32,
  numKeyValueHeads: 8,
  headDim: 128,
  vocabSize: 128256,
  params: 8_030_261_248,
  tieWordEmbeddings: false,
  intermediateSize: 14336,
  maxPositionEmbeddings: 131072,
};

/** Llama-3.1-70B config.json facts. */
const LLAMA_70B: ModelArch & {id: string} = {
  id: 'meta-llama/Llama-3.1-70B-Instruct',
  numHiddenLayers: 80,
  hiddenSize: 8192,
  numAttentionHeads: 64,
  numKeyValueHeads: 8,
  headDim: 128,
  vocabSize: 128256,
  params: 70_553_706_496,
  tieWordEmbeddings: false,
  intermediateSize: 28672,
  maxPositionEmbeddings: 131072,
};

/** A toy model whose numbers are easy to do by hand: vocab 640 (already a multiple of 64). */
const TOY: ModelArch & {id: string} = {
  id: 'toy/toy',
  numHiddenLayers: 4,
  hiddenSize: 100,
  numAttentionHeads: 4,
  numKeyValueHeads: 2,
  headDim: 25,
  vocabSize: 640,
  params: 640 * 100 * 2 + 4 * 10_000,
  tieWordEmbeddings: false,
  intermediateSize: 200,
  maxPositionEmbeddings: 4096,
};

function input(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    model: LLAMA_8B,
    weightDtype: 'bf16',
    kvCacheDtype: 'auto',
    gpuMemoryGiB: 80,
    numGpus: 1,
    tensorParallelSize: 1,
    pipelineParallelSize: 1,
    gpuMemoryUtilization: 0.9,
    maxModelLen: 32768,
    maxNumSeqs: 256,
    enforceEager: false,
    ...overrides,
  };
}

describe('dtype bytes', () => {
  it('gives the bytes per weight and per KV element', () => {
    expect(bytesPerParam('bf16')).toBe(2);
    expect(bytesPerParam('fp16')).toBe(2);
    expect(bytesPerParam('fp8')).toBe(1);
    expect(bytesPerParam('int8')).toBe(1);
    // 4 bits + fp16 scale and 4-bit zero per group of 128.
    expect(bytesPerParam('int4')).toBeCloseTo(0.5 + 2 / 128 + 0.5 / 128, 12);
    expect(INT4_BYTES_PER_PARAM).toBeCloseTo(0.51953125, 12);
    expect(kvCacheDtypeBytes('auto')).toBe(2);
    expect(kvCacheDtypeBytes('fp8')).toBe(1);
  });
});

describe('KV cache size per token', () => {
  it('is 2 × layers × kv heads × head dim × bytes on one GPU', () => {
    // 2 × 32 × 8 × 128 × 2 = 131072 bytes = 128 KiB per token for Llama-3.1-8B.
    expect(kvBytesPerTokenPerGpu(LLAMA_8B, 'auto', 1)).toBe(131072);
    expect(kvBytesPerTokenPerGpu(LLAMA_8B, 'fp8', 1)).toBe(65536);
    // One page = 16 tokens of one layer: 2 × 16 × 8 × 128 × 2.
    expect(pageSizeBytes(LLAMA_8B, 'auto', 1)).toBe(65536);
  });

  it('splits KV heads over TP ranks and replicates them when TP exceeds their number', () => {
    expect(kvHeadsPerRank(LLAMA_8B, 2)).toBe(4);
    expect(kvBytesPerTokenPerGpu(LLAMA_8B, 'auto', 2)).toBe(65536);
    expect(kvHeadsPerRank(LLAMA_8B, 8)).toBe(1);
    // max(1, 8 // 16) = 1: a TP-16 rank still holds one head, so per-GPU bytes stop shrinking.
    expect(kvHeadsPerRank(LLAMA_8B, 16)).toBe(1);
    expect(kvBytesPerTokenPerGpu(LLAMA_8B, 'auto', 16)).toBe(kvBytesPerTokenPerGpu(LLAMA_8B, 'auto', 8));
  });

  it('splits layers over pipeline stages like get_pp_indices', () => {
    expect(pipelineLayers(28, 1)).toEqual([28]);
    expect(pipelineLayers(32, 2)).toEqual([16, 16]);
    expect(pipelineLayers(28, 3)).toEqual([9, 10, 9]);
    expect(pipelineLayers(80, 3)).toEqual([27, 27, 26]);
    expect(pipelineLayers(61, 4)).toEqual([15, 15, 16, 15]);
    expect(kvBytesPerTokenPerGpu(LLAMA_8B, 'auto', 1, 2)).toBe(65536);
  });

  it('stores one latent vector per token for MLA, not split by TP', () => {
    const mla: ModelArch = {...LLAMA_8B, numHiddenLayers: 61, mla: {kvLoraRank: 512, qkRopeHeadDim: 64}};
    // 61 × (512 + 64) × 2 bytes.
    expect(kvBytesPerTokenPerGpu(mla, 'auto', 1)).toBe(70272);
    expect(kvBytesPerTokenPerGpu(mla, 'auto', 8)).toBe(70272);
  });
});

describe('weights per GPU', () => {
  it('counts 16-bit params, embedding and lm_head included', () => {
    // Embedding 640×100 + lm_head 640×100 + 4 layers × 10,000 params, 2 bytes each.
    expect(weightBytesPerGpu(TOY, 'bf16', 1)).toBe(336_000);
    expect(weightBytesPerGpu(LLAMA_8B, 'bf16', 1)).toBeCloseTo(8_030_261_248 * 2, -3);
  });

  it('splits layers and vocabulary rows over TP', () => {
    // 320 rows × 100 × 2 bytes × (embedding + lm_head) + 4 layers × 5,000 × 2 bytes.
    expect(weightBytesPerGpu(TOY, 'bf16', 2)).toBe(128_000 + 40_000);
  });

  it('replicates K/V projections when TP exceeds the KV-head count', () => {
    // TP 4 > 2 KV heads: each rank holds 2 × 25 × 100 K/V weights per layer instead of 2 × 2 × 25 × 100 / 4.
    const ideal = (640 / 4) * 100 * 2 * 2 + 4 * (10_000 / 4) * 2;
    const extra = 4 * (2 * 25 * 100 - (2 * 2 * 25 * 100) / 4) * 2;
    expect(weightBytesPerGpu(TOY, 'bf16', 4)).toBe(ideal + extra);
  });

  it('puts the embedding on the first stage and lm_head on the last', () => {
    expect(weightBytesPerGpu(TOY, 'bf16', 1, 2, 0)).toBe(128_000 + 2 * 10_000 * 2);
    expect(weightBytesPerGpu(TOY, 'bf16', 1, 2, 1)).toBe(128_000 + 2 * 10_000 * 2);
    const tied = {...TOY, tieWordEmbeddings: true, params: 640 * 100 + 40_000};
    expect(weightBytesPerGpu(tied, 'bf16', 1)).toBe(128_000 + 80_000);
    // With PP the last stage needs its own copy of a tied lm_head.
    expect(weightBytesPerGpu(tied, 'bf16', 1, 2, 1)).toBe(128_000 + 40_000);
  });

  it('keeps embedding and lm_head 16-bit under quantization', () => {
    expect(weightBytesPerGpu(TOY, 'fp8', 1)).toBe(256_000 + 40_000);
    expect(weightBytesPerGpu(TOY, 'int4', 1)).toBeCloseTo(256_000 + 40_000 * INT4_BYTES_PER_PARAM, 6);
  });

  it('pads the vocabulary to a multiple of 64', () => {
    expect(paddedVocab(151936)).toBe(151936);
    expect(paddedVocab(50272)).toBe(50304);
    expect(paddedVocab(32000)).toBe(32000);
  });
});

describe('estimated terms', () => {
  it('sampler warm-up: min(max_num_seqs, max_num_batched_tokens) rows × vocab × bytes per logit', () => {
    expect(samplerActivationBytes(LLAMA_8B, 256, 2048)).toBe(256 * 128256 * SAMPLER_BYTES_PER_LOGIT.native);
    expect(samplerActivationBytes(LLAMA_8B, 1024, 512)).toBe(512 * 128256 * SAMPLER_BYTES_PER_LOGIT.native);
    expect(samplerActivationBytes(LLAMA_8B, 256, 2048, true)).toBe(256 * 128256 * SAMPLER_BYTES_PER_LOGIT.flashinfer);
  });

  it('forward pass: tokens × (4 × hidden + 3 × intermediate / tp) × 2 bytes', () => {
    expect(forwardActivationBytes(TOY, 1000, 1)).toBe(1000 * (4 * 100 + 3 * 200) * 2);
    expect(forwardActivationBytes(TOY, 1000, 2)).toBe(1000 * (4 * 100 + 3 * 100) * 2);
    const moe: ModelArch = {...TOY, moe: {experts: 8, expertsPerToken: 2, intermediateSize: 50}};
    // Fused-MoE caches: tokens × top_k × (max(2 × 50, 100) + 50) × 2 bytes.
    expect(forwardActivationBytes(moe, 1000, 1)).toBe(1000 * 4 * 100 * 2 + 1000 * 2 * (100 + 50) * 2);
  });

  it('activation peak is the larger of the two, and only the last stage runs the sampler', () => {
    const opts = {tp: 1, maxNumSeqs: 256, maxNumBatchedTokens: 2048};
    expect(activationPeakBytes(LLAMA_8B, opts)).toBe(samplerActivationBytes(LLAMA_8B, 256, 2048));
    expect(activationPeakBytes(LLAMA_8B, {...opts, lastStage: false})).toBe(forwardActivationBytes(LLAMA_8B, 2048, 1));
  });

  it('estimates the intermediate size from the parameter count when the config value is missing', () => {
    const {intermediateSize: _omit, ...noInter} = LLAMA_8B;
    expect(intermediateSizeOf(noInter)).toBeGreaterThan(14336 * 0.98);
    expect(intermediateSizeOf(noInter)).toBeLessThan(14336 * 1.02);
  });

  it('non-torch memory grows with parallelism', () => {
    expect(nonTorchBytes(1)).toBe(NON_TORCH_BASE_BYTES);
    expect(nonTorchBytes(4)).toBe(NON_TORCH_BASE_BYTES + NON_TORCH_PARALLEL_EXTRA_BYTES);
  });

  it('CUDA graphs: none with --enforce-eager, else base + scale × layers × capture size × width', () => {
    expect(cudaGraphBytes(TOY, {tp: 1, layers: 4, maxNumBatchedTokens: 2048, enforceEager: true})).toBe(0);
    expect(cudaGraphBytes(TOY, {tp: 1, layers: 4, maxNumBatchedTokens: 2048, enforceEager: false})).toBeCloseTo(
      CUDA_GRAPH_BASE_BYTES + CUDA_GRAPH_SCALE * 4 * 512 * (100 + 200) * 2,
      3,
    );
    expect(cudaGraphBytes(TOY, {tp: 2, layers: 4, maxNumBatchedTokens: 2048, enforceEager: false})).toBeCloseTo(
      CUDA_GRAPH_BASE_BYTES + CUDA_GRAPH_SCALE * 4 * 512 * (100 + 100) * 2 + CUDA_GRAPH_TP_EXTRA_BYTES,
      3,
    );
    expect(maxCudaGraphCaptureSize(8192)).toBe(512);
    expect(maxCudaGraphCaptureSize(300)).toBe(296);
    expect(maxCudaGraphCaptureSize(5)).toBe(4);
  });

  it('v0.8.4 scheduler defaults depend on the front end and on H100/H200', () => {
    expect(defaultSchedulerLimits()).toEqual({maxNumSeqs: 256, maxNumBatchedTokens: 2048});
    expect(defaultSchedulerLimits('NVIDIA A100-SXM4-80GB', 'llm')).toEqual({maxNumSeqs: 256, maxNumBatchedTokens: 8192});
    expect(defaultSchedulerLimits('NVIDIA H100 80GB HBM3', 'serve')).toEqual({maxNumSeqs: 1024, maxNumBatchedTokens: 8192});
    expect(defaultSchedulerLimits('NVIDIA H200', 'llm')).toEqual({maxNumSeqs: 1024, maxNumBatchedTokens: 16384});
    expect(defaultSchedulerLimits('NVIDIA H100', 'engine')).toEqual({maxNumSeqs: 1024, maxNumBatchedTokens: 2048});
  });
});

describe('planMemory', () => {
  it('budget = total × utilization − (weights + activation peak + non-torch), blocks and tokens as vLLM rounds them', () => {
    const p = planMemory(input());
    expect(p.total).toBe(80 * GIB);
    expect(p.usable).toBeCloseTo(72 * GIB, 0);
    expect(p.weights + p.activations + p.nonTorch + p.kvBudget).toBeCloseTo(p.usable, -1);
    const page = pageSizeBytes(LLAMA_8B, 'auto', 1);
    const blocks = Math.floor(Math.floor(p.kvBudget / page) / 32);
    expect(p.kvTokens).toBe(blocks * 16);
    expect(p.kvBytesPerToken).toBe(131072);
    expect(p.maxConcurrency).toBeCloseTo(p.kvTokens / 32768, 12);
    expect(p.usable + p.cudaGraphs + p.headroom).toBeCloseTo(p.total, 0);
    expect(p.fits).toBe(true);
    expect(p.problems).toEqual([]);
  });

  it('hand-computed small case', () => {
    const p = planMemory(
      input({model: TOY, gpuMemoryGiB: 1, gpuMemoryUtilization: 0.5, maxModelLen: 4096, maxNumSeqs: 4, maxNumBatchedTokens: 1000, enforceEager: true}),
    );
    const weights = 336_000;
    const act = Math.max(1000 * (4 * 100 + 3 * 200) * 2, 4 * 640 * 40); // 2,000,000 vs 102,400
    const budget = Math.trunc(0.5 * GIB - (weights + act + NON_TORCH_BASE_BYTES));
    expect(p.weights).toBe(weights);
    expect(p.activations).toBe(act);
    expect(p.kvBudget).toBe(budget);
    const page = 2 * 16 * 2 * 25 * 2; // 3200 bytes per layer per block
    expect(p.kvTokens).toBe(Math.floor(Math.floor(budget / page) / 4) * 16);
    expect(p.cudaGraphs).toBe(0);
  });

  it('TP halves the weights and KV bytes per token on each GPU and adds tokens', () => {
    const one = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 80, numGpus: 4, tensorParallelSize: 2}));
    const four = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 80, numGpus: 4, tensorParallelSize: 4}));
    expect(four.kvBytesPerToken).toBe(one.kvBytesPerToken / 2);
    expect(four.weights).toBeLessThan(one.weights * 0.51);
    expect(four.kvTokens).toBeGreaterThan(one.kvTokens * 2);
  });

  it('PP splits layers, and the stage with the fewest blocks decides', () => {
    const p = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 80, numGpus: 2, pipelineParallelSize: 2}));
    expect(p.stages.map((s) => s.layers)).toEqual([40, 40]);
    // Only the last stage runs the sampler warm-up; both hold one vocabulary matrix.
    expect(p.stages[1].activations).toBeGreaterThan(p.stages[0].activations);
    expect(p.kvTokens).toBe(Math.min(...p.stages.map((s) => s.blocks)) * 16);
    expect(p.kvBytesPerToken).toBe(40 * 2 * 8 * 128 * 2);
  });

  it('reports "no available memory" when the weights alone exceed the budget, and finds the smallest TP', () => {
    const p = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 79.1}));
    expect(p.kvBudget).toBeLessThan(0);
    expect(p.kvTokens).toBe(0);
    expect(p.fits).toBe(false);
    expect(p.problemCodes).toContain('noKvMemory');
    expect(p.largestMaxModelLen).toBeNull();
    // TP 2 leaves ≈ 3.6 GiB per GPU, less than one 32,768-token request (5 GiB); TP 4 fits.
    expect(p.smallestTensorParallelSize).toBe(4);
    const tp2 = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 79.1, numGpus: 2, tensorParallelSize: 2}));
    expect(tp2.problemCodes).toEqual(['kvTooSmallForMaxModelLen']);
    const tp4 = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 79.1, numGpus: 4, tensorParallelSize: 4}));
    expect(tp4.fits).toBe(true);
  });

  it('reports the max-seq-len error and the largest --max-model-len that fits', () => {
    const p = planMemory(input({gpuMemoryGiB: 23.58, maxModelLen: 131072}));
    expect(p.fits).toBe(false);
    expect(p.problemCodes).toEqual(['kvTooSmallForMaxModelLen']);
    expect(p.largestMaxModelLen).toBe(p.kvTokens);
    expect(p.largestMaxModelLen! % 16).toBe(0);
    expect(planMemory(input({gpuMemoryGiB: 23.58, maxModelLen: p.largestMaxModelLen!})).fits).toBe(true);
    expect(planMemory(input({gpuMemoryGiB: 23.58, maxModelLen: p.largestMaxModelLen! + 1})).fits).toBe(false);
    // More GPUs hold longer contexts: the smallest TP with 131072 tokens.
    const tp = p.smallestTensorParallelSize!;
    expect(tp).toBeGreaterThan(1);
    expect(planMemory(input({gpuMemoryGiB: 23.58, maxModelLen: 131072, numGpus: tp, tensorParallelSize: tp})).fits).toBe(true);
  });

  it('caps the largest --max-model-len at the model maximum', () => {
    expect(planMemory(input({model: TOY, maxModelLen: 1024, maxNumBatchedTokens: 2048})).largestMaxModelLen).toBe(4096);
  });

  it('rejects TP that does not divide the attention heads, too few GPUs and max_num_seqs above the token budget', () => {
    const heads = planMemory(input({numGpus: 3, tensorParallelSize: 3}));
    expect(heads.problemCodes).toContain('headsNotDivisible');
    expect(heads.fits).toBe(false);
    const gpus = planMemory(input({numGpus: 1, tensorParallelSize: 2}));
    expect(gpus.problemCodes).toEqual(['notEnoughGpus']);
    const seqs = planMemory(input({maxNumSeqs: 4096}));
    expect(seqs.problemCodes).toContain('maxNumSeqsAboveBatchedTokens');
    const len = planMemory(input({maxModelLen: 200_000}));
    expect(len.problemCodes).toContain('maxModelLenAboveModel');
    const kv = planMemory(input({model: {...LLAMA_8B, numKeyValueHeads: 6, numAttentionHeads: 24}, numGpus: 4, tensorParallelSize: 4}));
    expect(kv.problemCodes).toContain('kvHeadsNotDivisible');
    const vocab = planMemory(input({model: {...LLAMA_8B, numAttentionHeads: 24, numKeyValueHeads: 3, vocabSize: 32000}, numGpus: 3, tensorParallelSize: 3}));
    expect(vocab.problemCodes).toContain('vocabNotDivisible');
    const group = planMemory(input({model: {...LLAMA_8B, intermediateSize: 29568}, weightDtype: 'int4', numGpus: 2, tensorParallelSize: 2}));
    expect(group.problemCodes).toContain('quantGroupNotDivisible');
  });

  it('warns when the CUDA graphs captured after the KV allocation will not fit the headroom', () => {
    const tight = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 79.1, numGpus: 4, tensorParallelSize: 4, gpuMemoryUtilization: 0.995, maxNumSeqs: 16}));
    expect(tight.problemCodes).toContain('cudaGraphsExceedHeadroom');
    expect(tight.headroom).toBeLessThan(0);
    const eager = planMemory(input({model: LLAMA_70B, gpuMemoryGiB: 79.1, numGpus: 4, tensorParallelSize: 4, gpuMemoryUtilization: 0.995, maxNumSeqs: 16, enforceEager: true}));
    expect(eager.problemCodes).not.toContain('cudaGraphsExceedHeadroom');
    expect(eager.cudaGraphs).toBe(0);
    // CUDA graphs do not change the KV budget in v0.8.4.
    expect(eager.kvTokens).toBe(tight.kvTokens);
  });

  it('fp8 KV cache doubles the tokens of the same budget', () => {
    const auto = planMemory(input());
    const fp8 = planMemory(input({kvCacheDtype: 'fp8'}));
    expect(fp8.kvBudget).toBe(auto.kvBudget);
    expect(Math.abs(fp8.kvTokens - 2 * auto.kvTokens)).toBeLessThanOrEqual(16);
  });

  it('uses the larger sampler warm-up of H100/H200 defaults', () => {
    const a100 = planMemory(input({gpuName: 'NVIDIA A100-SXM4-80GB'}));
    const h100 = planMemory(input({gpuName: 'NVIDIA H100 80GB HBM3', maxNumSeqs: 1024}));
    expect(h100.maxNumBatchedTokens).toBe(8192);
    expect(h100.activations).toBe(1024 * 128256 * 40);
    expect(h100.kvTokens).toBeLessThan(a100.kvTokens);
  });
});

describe('serve command', () => {
  it('is bare when everything is at its v0.8.4 default', () => {
    expect(planMemory(input({maxModelLen: 131072})).command).toBe('vllm serve meta-llama/Llama-3.1-8B-Instruct');
    expect(planMemory(input({maxModelLen: 131072, gpuName: 'NVIDIA H100', maxNumSeqs: 1024})).command).toBe(
      'vllm serve meta-llama/Llama-3.1-8B-Instruct',
    );
  });

  it('lists only the flags that differ', () => {
    expect(
      buildServeCommand(
        input({
          model: LLAMA_70B,
          numGpus: 8,
          tensorParallelSize: 4,
          pipelineParallelSize: 2,
          gpuMemoryUtilization: 0.85,
          maxModelLen: 32768,
          maxNumSeqs: 128,
          kvCacheDtype: 'fp8',
          weightDtype: 'fp8',
          enforceEager: true,
        }),
      ),
    ).toBe(
      'vllm serve meta-llama/Llama-3.1-70B-Instruct --tensor-parallel-size 4 --pipeline-parallel-size 2 ' +
        '--gpu-memory-utilization 0.85 --max-model-len 32768 --max-num-seqs 128 --quantization fp8 --kv-cache-dtype fp8 --enforce-eager',
    );
    expect(buildServeCommand(input({maxModelLen: 131072, weightDtype: 'fp16'}))).toBe('vllm serve meta-llama/Llama-3.1-8B-Instruct --dtype float16');
    expect(buildServeCommand(input({maxModelLen: 131072, model: {...LLAMA_8B, torchDtype: 'fp16'}, weightDtype: 'fp16'}))).toBe(
      'vllm serve meta-llama/Llama-3.1-8B-Instruct',
    );
    expect(buildServeCommand(input({maxModelLen: 131072, maxNumBatchedTokens: 4096}))).toBe(
      'vllm serve meta-llama/Llama-3.1-8B-Instruct --max-num-batched-tokens 4096',
    );
    // AWQ/GPTQ and INT8 checkpoints carry their method in config.json.
    expect(buildServeCommand(input({maxModelLen: 131072, weightDtype: 'int4'}))).toBe('vllm serve meta-llama/Llama-3.1-8B-Instruct');
  });
});

describe('real start-up logs (tests/fixtures/memoryPlannerLogs.ts)', () => {
  const checked = LOG_FIXTURES.filter((f) => !f.outlier);

  it('has at least 8 fixtures expected within ±15 %', () => {
    expect(checked.length).toBeGreaterThanOrEqual(8);
  });

  it.each(LOG_FIXTURES)('logged concurrency = tokens / max_model_len: $name', (f) => {
    expect(Number((f.loggedKvTokens / f.flags.maxModelLen).toFixed(2))).toBeCloseTo(f.loggedMaxConcurrency, 2);
    expect(f.loggedKvTokens % 16).toBe(0);
    expect(f.logLines.join('\n')).toContain(f.loggedKvTokens.toLocaleString('en-US'));
  });

  it.each(checked)('predicts KV tokens within 15 percent: $name', (f) => {
    const p = planMemory({...f.flags, model: f.model, gpuMemoryGiB: f.gpuMemoryGiB});
    const error = (p.kvTokens - f.loggedKvTokens) / f.loggedKvTokens;
    const concurrencyError = (p.maxConcurrency - f.loggedMaxConcurrency) / f.loggedMaxConcurrency;
    console.log(
      `[memoryPlanner] ${f.name}: logged ${f.loggedKvTokens.toLocaleString('en-US')} tokens, predicted ` +
        `${p.kvTokens.toLocaleString('en-US')} (${(error * 100).toFixed(1)} %); concurrency ${f.loggedMaxConcurrency}x vs ` +
        `${p.maxConcurrency.toFixed(2)}x; source ${f.source.startsWith('http') ? f.source : 'see fixture'}`,
    );
    expect(Math.abs(error)).toBeLessThanOrEqual(0.15);
    expect(Math.abs(concurrencyError)).toBeLessThanOrEqual(0.15);
    expect(p.fits).toBe(true);
  });

  it.each(LOG_FIXTURES.filter((f) => f.loggedWeightsGiB))(
    'weights within 3 % of "Model loading took": $name',
    (f) => {
      const w = weightBytesPerGpu(f.model, f.flags.weightDtype, f.flags.tensorParallelSize, f.flags.pipelineParallelSize) / GIB;
      expect(Math.abs(w - f.loggedWeightsGiB!) / f.loggedWeightsGiB!).toBeLessThanOrEqual(0.03);
    },
  );

  it.each(LOG_FIXTURES.filter((f) => f.loggedCudaGraphGiB))(
    'CUDA-graph estimate within 1 GiB of "Graph capturing … took": $name',
    (f) => {
      const p = planMemory({...f.flags, model: f.model, gpuMemoryGiB: f.gpuMemoryGiB});
      expect(Math.abs(p.cudaGraphs / GIB - f.loggedCudaGraphGiB!)).toBeLessThanOrEqual(1);
    },
  );

  it.each(LOG_FIXTURES.filter((f) => f.outlier))('reports, does not fit, the outlier: $name', (f) => {
    const p = planMemory({...f.flags, model: f.model, gpuMemoryGiB: f.gpuMemoryGiB});
    const error = (p.kvTokens - f.loggedKvTokens) / f.loggedKvTokens;
    console.log(`[memoryPlanner] OUTLIER ${f.name}: logged ${f.loggedKvTokens.toLocaleString('en-US')}, predicted ${p.kvTokens.toLocaleString('en-US')} (${(error * 100).toFixed(1)} %) — ${f.outlier}`);
    expect(Math.abs(error)).toBeGreaterThan(0.15);
  });
});
