/**
 * GPU-memory planner: the arithmetic vLLM v0.8.4's V1 engine does at start-up, so a reader can see
 * before launching whether a model fits, how many KV-cache tokens it gets and what to change.
 *
 * Pure functions, no React, no dependencies. Everything is per GPU and in bytes unless a name
 * says otherwise (`…GiB`). Source references are to the v0.8.4 release commit
 * dc1b4a6f1300003ae27f033afbdff5e2683721ce of vllm-project/vllm.
 *
 * How v0.8.4 (V1) sizes the KV cache, step by step:
 *  1. `Worker.determine_available_memory` (vllm/v1/worker/gpu_worker.py:139-186) takes the device
 *     total from `torch.cuda.mem_get_info()` (:154), runs `GPUModelRunner.profile_run` (:157), and
 *     computes `total × gpu_memory_utilization − peak` (:182-184), where `peak` is torch's
 *     `allocated_bytes.all.peak` (weights + activation peak, :169) plus every byte in use on the
 *     device that torch did not allocate (CUDA context, NCCL buffers, allocator fragmentation and
 *     **other processes on the same GPU**, :174-181).
 *  2. `profile_run` (vllm/v1/worker/gpu_model_runner.py:1524-1599) runs one forward pass over
 *     `max_num_batched_tokens` dummy tokens split into `min(max_num_seqs, tokens)` requests
 *     (`_dummy_run`, :1391-1450; attention metadata is None, so attention itself is skipped), then,
 *     on the last pipeline stage, the sampler on one row per request (`_dummy_sampler_run`,
 *     :1452-1522: fp32 logits, sort for top-k/top-p, softmax, all over the full vocabulary).
 *  3. The engine core (vllm/v1/engine/core.py:124-165) turns each worker's byte budget into a
 *     block count: `num_blocks = available // page_size // num_layers`
 *     (vllm/v1/core/kv_cache_utils.py:621) with `page_size = 2 × block_size × num_kv_heads ×
 *     head_size × dtype_bytes` per layer (vllm/v1/kv_cache_interface.py:65-69; 1 instead of 2 for
 *     MLA), logs `GPU KV cache size: {blocks × block_size} tokens` and
 *     `Maximum concurrency for {max_model_len} tokens per request: {tokens / max_model_len:.2f}x`
 *     (kv_cache_utils.py:632-638), then gives every worker the minimum block count over all
 *     workers (`unify_kv_cache_configs`, :711-744).
 *  4. Before that, `check_enough_kv_cache_memory` (kv_cache_utils.py:510-552) refuses to start if
 *     the budget is ≤ 0 ("No available memory for the cache blocks") or smaller than one request of
 *     `max_model_len` tokens ("To serve at least one request with the models's max seq len …").
 *  5. Only **after** the budget is fixed and the KV cache allocated does the executor call
 *     `compile_or_warm_up_model` (vllm/v1/executor/abstract.py:55-63; gpu_worker.py:202-228), which
 *     captures CUDA graphs (gpu_model_runner.py:1601-1627, sizes 1, 2, 4, 8…512 capped by
 *     `max_num_batched_tokens`, vllm/config.py:3836-3845) and warms the sampler up again. Graph
 *     memory therefore never reduces the KV cache in v0.8.4; it has to fit into the
 *     `1 − gpu_memory_utilization` headroom (plus the activation memory the profile reserved).
 *
 * Parallelism: each rank keeps `max(1, total_kv_heads // tp)` KV heads (vllm/config.py:1013-1025,
 * one latent "head" for MLA); pipeline stages get `num_layers // pp` layers with the remainder
 * spread over the stages before the last (vllm/distributed/utils.py:69-109); the vocabulary is
 * padded to a multiple of 64 and split over TP ranks
 * (vllm/model_executor/layers/vocab_parallel_embedding.py:19,214-218,252).
 */

const GiB = 2 ** 30;

export type WeightDtype = 'bf16' | 'fp16' | 'fp8' | 'int8' | 'int4'; // int4 = AWQ/GPTQ 4-bit
export type KvCacheDtype = 'auto' | 'fp8';
/** Which front end starts the engine: its defaults differ (vllm/engine/arg_utils.py:1634-1697). */
export type UsageContext = 'serve' | 'llm' | 'engine';

export interface ModelArch {
  numHiddenLayers: number;
  hiddenSize: number;
  numAttentionHeads: number;
  numKeyValueHeads: number;
  headDim: number;
  vocabSize: number;
  /** Total parameter count (all experts included for MoE). */
  params: number;
  tieWordEmbeddings: boolean;
  moe?: {
    experts: number;
    expertsPerToken: number;
    /** `moe_intermediate_size`; estimated from `params` when absent. */
    intermediateSize?: number;
  };
  maxPositionEmbeddings: number;
  /** `intermediate_size` of the dense MLP; estimated from `params` when absent. */
  intermediateSize?: number;
  /** DeepSeek-style multi-head latent attention: the cache holds one latent vector per token. */
  mla?: {kvLoraRank: number; qkRopeHeadDim: number};
  /** The checkpoint's `torch_dtype` (what `--dtype auto` picks); bf16 when absent. */
  torchDtype?: 'bf16' | 'fp16';
}

export interface PlanInput {
  model: ModelArch & {id: string};
  weightDtype: WeightDtype;
  kvCacheDtype: KvCacheDtype;
  /** What `torch.cuda.mem_get_info()` reports as total, in GiB (a little below the label). */
  gpuMemoryGiB: number;
  numGpus: number;
  tensorParallelSize: number;
  pipelineParallelSize: number;
  gpuMemoryUtilization: number;
  maxModelLen: number;
  maxNumSeqs: number;
  enforceEager: boolean;
  /** `--max-num-batched-tokens`; the v0.8.4 default for the usage context when absent. */
  maxNumBatchedTokens?: number;
  /** Defaults to `serve` (`vllm serve`). */
  usageContext?: UsageContext;
  /** GPU name; v0.8.4 uses larger defaults when it contains "h100" or "h200". */
  gpuName?: string;
  /** True when the FlashInfer top-k/top-p sampler is active (see SAMPLER_BYTES_PER_LOGIT). */
  flashinferSampler?: boolean;
  /** `--block-size`; 16 on CUDA (vllm/platforms/cuda.py:145-146), 64 for MLA on Hopper. */
  blockSize?: number;
}

export type ProblemCode =
  | 'invalidParallel'
  | 'notEnoughGpus'
  | 'headsNotDivisible'
  | 'kvHeadsNotDivisible'
  | 'vocabNotDivisible'
  | 'intermediateNotDivisible'
  | 'quantGroupNotDivisible'
  | 'tooManyStages'
  | 'maxNumSeqsAboveBatchedTokens'
  | 'maxModelLenAboveModel'
  | 'noKvMemory'
  | 'kvTooSmallForMaxModelLen'
  | 'cudaGraphsExceedHeadroom';

/** One pipeline stage (all TP ranks of a stage hold the same amounts). */
export interface StagePlan {
  layers: number;
  weights: number;
  activations: number;
  nonTorch: number;
  cudaGraphs: number;
  kvBudget: number;
  kvBytesPerToken: number;
  blocks: number;
}

export interface Plan {
  /* per GPU, bytes; figures are those of the stage with the fewest KV blocks */
  weights: number;
  activations: number;
  cudaGraphs: number;
  nonTorch: number;
  kvBudget: number;
  /** total − usable − cudaGraphs: what is left after vLLM's budget and the captured graphs. */
  headroom: number;
  usable: number;
  total: number;
  kvBytesPerToken: number;
  kvTokens: number;
  maxConcurrency: number;
  fits: boolean;
  problems: string[];
  problemCodes: ProblemCode[];
  largestMaxModelLen: number | null;
  smallestTensorParallelSize: number | null;
  command: string;
  /** Resolved scheduler limits and per-stage detail. */
  maxNumBatchedTokens: number;
  blockSize: number;
  stages: StagePlan[];
}

// ---------------------------------------------------------------------------------------------
// Calibrated estimates. Fitted once, by hand, against the start-up logs in
// tests/fixtures/memoryPlannerLogs.ts; no fixture is special-cased.
// ---------------------------------------------------------------------------------------------

/**
 * Memory that is in use on the device but not allocated by torch when the profile ends (CUDA
 * context and cuBLAS/NCCL state), per GPU. The fixtures put it at 0.35–0.65 GiB on one GPU; TP/PP
 * runs add communicator buffers (+0.1–0.4 GiB in the two TP=2 fixtures). It also contains anything
 * *other* processes hold on the same GPU (vllm-project/vllm#16141), which no planner can know, so
 * on a shared GPU the real figure can be off by gigabytes.
 */
export const NON_TORCH_BASE_BYTES = 0.45 * GiB;
export const NON_TORCH_PARALLEL_EXTRA_BYTES = 0.25 * GiB;

/**
 * Peak bytes per (dummy request × vocabulary entry) of the sampler warm-up inside the profile run:
 * bf16 logits + fp32 copy + sorted values and int64 indices + masks + softmax + scatter, plus the
 * sort's workspace. The PyTorch-native top-k/top-p path (pip wheels, where FlashInfer is absent or
 * ≥ 0.2.3, vllm/v1/sample/ops/topk_topp_sampler.py) fits at ≈ 40 B; the FlashInfer path (Docker
 * images up to v0.8.4 log "Using FlashInfer for top-p & top-k sampling") at ≈ 16 B. With 256
 * requests and a 152k vocabulary that is 1.45 GiB vs 0.58 GiB; with the 1024 requests of v0.8.0–
 * v0.8.3 (or H100/H200 in v0.8.4) four times as much. Error ≈ ±20 % of this term.
 */
export const SAMPLER_BYTES_PER_LOGIT = {native: 40, flashinfer: 16} as const;

/**
 * CUDA-graph pool estimate: 0.3 GiB + 1.35 × layers × largest capture size × (hidden +
 * intermediate per rank) × 2 bytes, + 0.75 GiB when TP > 1 (NCCL buffers kept by the graphs).
 * Against the "Graph capturing finished … took X GiB" lines of the fixtures this is within
 * ±0.5 GiB on one GPU (0.2–3.2 GiB observed) and ±1 GiB with TP. In v0.8.4 this memory comes out
 * of the headroom, not out of the KV cache (see the module comment, step 5).
 */
export const CUDA_GRAPH_BASE_BYTES = 0.3 * GiB;
export const CUDA_GRAPH_SCALE = 1.35;
export const CUDA_GRAPH_TP_EXTRA_BYTES = 0.75 * GiB;

/** AWQ/GPTQ 4-bit with group size 128: 4 bits + an fp16 scale and a 4-bit zero per 128 weights. */
export const INT4_BYTES_PER_PARAM = 0.5 + 2 / 128 + 0.5 / 128;

/** vLLM v0.8.4 `--gpu-memory-utilization` default (arg_utils.py:131). */
export const DEFAULT_GPU_MEMORY_UTILIZATION = 0.9;
export const DEFAULT_BLOCK_SIZE = 16;
/** CUDA-graph capture sizes of V1: 1, 2, 4, then multiples of 8 up to 512 (config.py:3838). */
export const MAX_CUDA_GRAPH_CAPTURE_SIZE = 512;
/** VLLM_FUSED_MOE_CHUNK_SIZE default (vllm/envs.py:453-454). */
const FUSED_MOE_CHUNK = 32768;
const VOCAB_PADDING = 64;

// ---------------------------------------------------------------------------------------------
// Small helpers (exported for tests and for the page).
// ---------------------------------------------------------------------------------------------

/** v0.8.4 picks larger scheduler defaults when the device name contains "h100" or "h200". */
export function isH100OrH200(gpuName: string | undefined): boolean {
  const name = (gpuName ?? '').toLowerCase();
  return name.includes('h100') || name.includes('h200');
}

/**
 * `max_num_seqs` / `max_num_batched_tokens` defaults of v0.8.4's V1 engine
 * (arg_utils.py:1670-1697; `engine` = AsyncEngineArgs/EngineArgs used directly, which falls back to
 * SchedulerConfig's 2048, vllm/config.py:67,1864-1876).
 */
export function defaultSchedulerLimits(
  gpuName?: string,
  usageContext: UsageContext = 'serve',
): {maxNumSeqs: number; maxNumBatchedTokens: number} {
  const big = isH100OrH200(gpuName);
  const maxNumSeqs = big ? 1024 : 256;
  if (usageContext === 'llm') return {maxNumSeqs, maxNumBatchedTokens: big ? 16384 : 8192};
  if (usageContext === 'serve') return {maxNumSeqs, maxNumBatchedTokens: big ? 8192 : 2048};
  return {maxNumSeqs, maxNumBatchedTokens: 2048};
}

export function bytesPerParam(dtype: WeightDtype): number {
  switch (dtype) {
    case 'bf16':
    case 'fp16':
      return 2;
    case 'fp8':
    case 'int8':
      return 1;
    case 'int4':
      return INT4_BYTES_PER_PARAM;
  }
}

/** KV element size: `auto` keeps the model dtype (16-bit even for fp8/int weights). */
export function kvCacheDtypeBytes(kvCacheDtype: KvCacheDtype): number {
  return kvCacheDtype === 'fp8' ? 1 : 2;
}

/** Layers per pipeline stage, as `get_pp_indices` splits them (distributed/utils.py:98-104). */
export function pipelineLayers(numLayers: number, pp: number): number[] {
  const per = Math.floor(numLayers / pp);
  const parts = Array.from({length: pp}, () => per);
  const remaining = numLayers % pp;
  for (let i = 2; i < remaining + 2; i++) parts[pp - i] += 1;
  return parts;
}

/** KV heads stored on one rank (config.py:1013-1025). */
export function kvHeadsPerRank(arch: ModelArch, tp: number): number {
  if (arch.mla) return 1;
  return Math.max(1, Math.floor(arch.numKeyValueHeads / tp));
}

function kvHeadSize(arch: ModelArch): number {
  return arch.mla ? arch.mla.kvLoraRank + arch.mla.qkRopeHeadDim : arch.headDim;
}

/** Bytes of one KV-cache page (block) of one layer on one rank (kv_cache_interface.py:65-69). */
export function pageSizeBytes(arch: ModelArch, kvCacheDtype: KvCacheDtype, tp: number, blockSize = DEFAULT_BLOCK_SIZE): number {
  const coef = arch.mla ? 1 : 2;
  return coef * blockSize * kvHeadsPerRank(arch, tp) * kvHeadSize(arch) * kvCacheDtypeBytes(kvCacheDtype);
}

/** KV-cache bytes one token costs on one GPU (`layers` defaults to the first stage's share). */
export function kvBytesPerTokenPerGpu(
  arch: ModelArch,
  kvCacheDtype: KvCacheDtype,
  tp: number,
  pp = 1,
  layers = pipelineLayers(arch.numHiddenLayers, pp)[0],
): number {
  return pageSizeBytes(arch, kvCacheDtype, tp, 1) * layers;
}

export function paddedVocab(vocabSize: number): number {
  return Math.ceil(vocabSize / VOCAB_PADDING) * VOCAB_PADDING;
}

function attentionParamsPerLayer(arch: ModelArch): number {
  const h = arch.hiddenSize;
  const q = arch.numAttentionHeads * arch.headDim;
  const kv = 2 * arch.numKeyValueHeads * arch.headDim;
  return h * q + h * kv + q * h;
}

function layerParamsTotal(arch: ModelArch): number {
  const embed = arch.vocabSize * arch.hiddenSize;
  return Math.max(0, arch.params - embed * (arch.tieWordEmbeddings ? 1 : 2));
}

/**
 * Dense `intermediate_size`, or the per-expert `moe_intermediate_size` for MoE models: the given
 * value, else solved from the parameter count assuming a gated (3-matrix) MLP.
 */
export function intermediateSizeOf(arch: ModelArch): number {
  if (arch.moe) {
    if (arch.moe.intermediateSize) return arch.moe.intermediateSize;
    const perLayer = layerParamsTotal(arch) / arch.numHiddenLayers - attentionParamsPerLayer(arch);
    return Math.max(1, Math.round(perLayer / (3 * arch.hiddenSize * arch.moe.experts)));
  }
  if (arch.intermediateSize) return arch.intermediateSize;
  const perLayer = layerParamsTotal(arch) / arch.numHiddenLayers - attentionParamsPerLayer(arch);
  return Math.max(1, Math.round(perLayer / (3 * arch.hiddenSize)));
}

/**
 * Weight bytes on one GPU of pipeline stage `stage` (default: the heaviest stage).
 *
 * Linear layers are split over TP ranks and over pipeline stages by layer count; the embedding
 * (first stage) and lm_head (last stage; shared with the embedding when tied and pp = 1) are split
 * over TP by padded vocabulary rows and stay 16-bit for every quantization (vLLM does not quantize
 * them for FP8/INT8, AWQ and GPTQ checkpoints keep them in fp16). When TP exceeds the KV-head
 * count, the K/V projections are replicated. Norms and biases are ignored (< 0.1 %). Against the
 * fixtures' "Model loading took X GiB" lines: within 1.5 % (16-bit), 2 % (AWQ).
 */
export function weightBytesPerGpu(arch: ModelArch, dtype: WeightDtype, tp: number, pp = 1, stage?: number): number {
  const layers = pipelineLayers(arch.numHiddenLayers, pp);
  if (stage === undefined) {
    return Math.max(...layers.map((_, i) => weightBytesPerGpu(arch, dtype, tp, pp, i)));
  }
  const n = layers[stage];
  const vocabRows = paddedVocab(arch.vocabSize) / tp;
  const embedBytes = vocabRows * arch.hiddenSize * 2;
  let bytes = 0;
  if (stage === 0) bytes += embedBytes;
  if (stage === pp - 1 && !(arch.tieWordEmbeddings && pp === 1)) bytes += embedBytes;
  const perLayer = layerParamsTotal(arch) / arch.numHiddenLayers;
  let perLayerPerRank = perLayer / tp;
  if (!arch.mla && tp > arch.numKeyValueHeads) {
    const kvProj = 2 * arch.numKeyValueHeads * arch.headDim * arch.hiddenSize;
    perLayerPerRank += 2 * arch.headDim * arch.hiddenSize - kvProj / tp;
  }
  bytes += n * perLayerPerRank * bytesPerParam(dtype);
  return bytes;
}

/**
 * Forward-pass activation peak of the profile run over `tokens` dummy tokens on one rank: the
 * residual stream and norms (≈ 4 × hidden) plus the MLP intermediates (gate/up output and the
 * activated product, ≈ 3 × intermediate per rank) in 16-bit; for MoE the fused-MoE caches
 * (`tokens × top_k × (max(2 × moe_intermediate / tp, hidden) + moe_intermediate / tp)`,
 * fused_moe.py:1271-1300). Attention is skipped in the profile (no metadata). Usually smaller than
 * the sampler term; error ±50 % of itself, which matters only for large `--max-num-batched-tokens`.
 */
export function forwardActivationBytes(arch: ModelArch, tokens: number, tp: number): number {
  const h = arch.hiddenSize;
  const inter = intermediateSizeOf(arch);
  const residual = tokens * 4 * h * 2;
  if (arch.moe) {
    const m = Math.min(tokens, FUSED_MOE_CHUNK);
    const k = arch.moe.expertsPerToken;
    return residual + m * k * (Math.max((2 * inter) / tp, h) + inter / tp) * 2;
  }
  return residual + tokens * 3 * (inter / tp) * 2;
}

/** Sampler warm-up peak of the profile run: `min(max_num_seqs, tokens)` rows × full vocabulary. */
export function samplerActivationBytes(arch: ModelArch, maxNumSeqs: number, maxNumBatchedTokens: number, flashinfer = false): number {
  const rows = Math.min(maxNumSeqs, maxNumBatchedTokens);
  return rows * arch.vocabSize * (flashinfer ? SAMPLER_BYTES_PER_LOGIT.flashinfer : SAMPLER_BYTES_PER_LOGIT.native);
}

/**
 * Activation peak seen by the profile on one rank: the larger of the forward pass and (last stage
 * only) the sampler warm-up, which run one after the other. See the two functions above for the
 * error ranges; in the fixtures the sampler dominates.
 */
export function activationPeakBytes(
  arch: ModelArch,
  opts: {tp: number; maxNumSeqs: number; maxNumBatchedTokens: number; flashinferSampler?: boolean; lastStage?: boolean},
): number {
  const fwd = forwardActivationBytes(arch, opts.maxNumBatchedTokens, opts.tp);
  const sampler = opts.lastStage === false ? 0 : samplerActivationBytes(arch, opts.maxNumSeqs, opts.maxNumBatchedTokens, opts.flashinferSampler);
  return Math.max(fwd, sampler);
}

/** Non-torch memory per GPU (see NON_TORCH_BASE_BYTES for what it contains and how far off it can be). */
export function nonTorchBytes(worldSize: number): number {
  return NON_TORCH_BASE_BYTES + (worldSize > 1 ? NON_TORCH_PARALLEL_EXTRA_BYTES : 0);
}

/** Largest CUDA-graph capture size: 512 or the largest of 1, 2, 4, 8, 16… not above the token budget. */
export function maxCudaGraphCaptureSize(maxNumBatchedTokens: number): number {
  if (maxNumBatchedTokens >= MAX_CUDA_GRAPH_CAPTURE_SIZE) return MAX_CUDA_GRAPH_CAPTURE_SIZE;
  if (maxNumBatchedTokens >= 8) return Math.floor(maxNumBatchedTokens / 8) * 8;
  return maxNumBatchedTokens >= 4 ? 4 : maxNumBatchedTokens >= 2 ? 2 : 1;
}

/** CUDA-graph memory estimate per GPU (0 with `--enforce-eager`); see CUDA_GRAPH_SCALE. */
export function cudaGraphBytes(
  arch: ModelArch,
  opts: {tp: number; layers: number; maxNumBatchedTokens: number; enforceEager: boolean},
): number {
  if (opts.enforceEager) return 0;
  const size = maxCudaGraphCaptureSize(opts.maxNumBatchedTokens);
  const inter = intermediateSizeOf(arch) * (arch.moe ? arch.moe.expertsPerToken : 1);
  const perLayer = size * (arch.hiddenSize + inter / opts.tp) * 2;
  return CUDA_GRAPH_BASE_BYTES + CUDA_GRAPH_SCALE * opts.layers * perLayer + (opts.tp > 1 ? CUDA_GRAPH_TP_EXTRA_BYTES : 0);
}

const cdiv = (a: number, b: number) => Math.ceil(a / b);

function formatNumber(n: number): string {
  return n.toLocaleString('en-US');
}

function formatGiB(bytes: number): string {
  return `${(bytes / GiB).toFixed(2)} GiB`;
}

// ---------------------------------------------------------------------------------------------
// The plan.
// ---------------------------------------------------------------------------------------------

interface Core {
  plan: Omit<Plan, 'largestMaxModelLen' | 'smallestTensorParallelSize' | 'command'>;
}

/** Parallel-layout problems vLLM v0.8.4 rejects before it ever touches memory. */
function structuralProblems(input: PlanInput, tp: number, pp: number): Array<[ProblemCode, string]> {
  const arch = input.model;
  const out: Array<[ProblemCode, string]> = [];
  if (!Number.isInteger(tp) || !Number.isInteger(pp) || tp < 1 || pp < 1) {
    out.push(['invalidParallel', '--tensor-parallel-size 和 --pipeline-parallel-size 必须是正整数。']);
    return out;
  }
  if (tp * pp > input.numGpus) {
    out.push(['notEnoughGpus', `TP × PP = ${tp * pp}，需要 ${tp * pp} 张 GPU，但只有 ${input.numGpus} 张。`]);
  }
  if (arch.numAttentionHeads % tp !== 0) {
    out.push(['headsNotDivisible', `注意力头数（${arch.numAttentionHeads}）不能被 --tensor-parallel-size（${tp}）整除，vLLM 会在启动时报错。`]);
  }
  if (!arch.mla) {
    const kv = arch.numKeyValueHeads;
    const ok = kv >= tp ? kv % tp === 0 : tp % kv === 0;
    if (!ok) out.push(['kvHeadsNotDivisible', `KV 头数（${kv}）与 TP（${tp}）不成整数倍关系，模型层初始化时会断言失败。`]);
  }
  if (paddedVocab(arch.vocabSize) % tp !== 0) {
    out.push(['vocabNotDivisible', `词表补齐到 64 的倍数后（${paddedVocab(arch.vocabSize)}）不能被 TP（${tp}）整除。`]);
  }
  const inter = arch.moe ? arch.moe.intermediateSize : arch.intermediateSize;
  if (inter !== undefined) {
    if (inter % tp !== 0) {
      out.push(['intermediateNotDivisible', `MLP 中间维度（${inter}）不能被 TP（${tp}）整除。`]);
    } else if (input.weightDtype === 'int4' && (inter / tp) % 128 !== 0) {
      out.push(['quantGroupNotDivisible', `4-bit 量化按 128 分组：每卡中间维度 ${inter / tp} 不是 128 的倍数，AWQ/GPTQ 权重无法按此 TP 切分。`]);
    }
  }
  if (pp > arch.numHiddenLayers) {
    out.push(['tooManyStages', `流水线级数（${pp}）多于模型层数（${arch.numHiddenLayers}）。`]);
  }
  return out;
}

function evaluate(input: PlanInput): Core {
  const arch = input.model;
  const tp = input.tensorParallelSize;
  const pp = input.pipelineParallelSize;
  const usage = input.usageContext ?? 'serve';
  const defaults = defaultSchedulerLimits(input.gpuName, usage);
  const maxNumBatchedTokens = input.maxNumBatchedTokens ?? defaults.maxNumBatchedTokens;
  const blockSize = input.blockSize ?? (arch.mla && /h(100|200|800|20)/i.test(input.gpuName ?? '') ? 64 : DEFAULT_BLOCK_SIZE);
  const problems: Array<[ProblemCode, string]> = structuralProblems(input, tp, pp);
  const safeTp = Number.isInteger(tp) && tp >= 1 ? tp : 1;
  const safePp = Number.isInteger(pp) && pp >= 1 && pp <= arch.numHiddenLayers ? pp : 1;

  if (input.maxNumSeqs > maxNumBatchedTokens) {
    problems.push(['maxNumSeqsAboveBatchedTokens', `--max-num-seqs（${input.maxNumSeqs}）大于 --max-num-batched-tokens（${maxNumBatchedTokens}），vLLM 不接受。`]);
  }
  if (input.maxModelLen > arch.maxPositionEmbeddings) {
    problems.push(['maxModelLenAboveModel', `--max-model-len（${formatNumber(input.maxModelLen)}）超过模型的 max_position_embeddings（${formatNumber(arch.maxPositionEmbeddings)}）。`]);
  }

  const total = input.gpuMemoryGiB * GiB;
  const usable = total * input.gpuMemoryUtilization;
  const world = safeTp * safePp;
  const page = pageSizeBytes(arch, input.kvCacheDtype, safeTp, blockSize);
  const layerSplit = pipelineLayers(arch.numHiddenLayers, safePp);
  const stages: StagePlan[] = layerSplit.map((layers, i) => {
    const weights = weightBytesPerGpu(arch, input.weightDtype, safeTp, safePp, i);
    const activations = activationPeakBytes(arch, {
      tp: safeTp,
      maxNumSeqs: input.maxNumSeqs,
      maxNumBatchedTokens,
      flashinferSampler: input.flashinferSampler,
      lastStage: i === safePp - 1,
    });
    const nonTorch = nonTorchBytes(world);
    const kvBudget = Math.trunc(usable - (weights + activations + nonTorch));
    const blocks = Math.max(0, Math.floor(Math.floor(kvBudget / page) / layers));
    return {
      layers,
      weights,
      activations,
      nonTorch,
      cudaGraphs: cudaGraphBytes(arch, {tp: safeTp, layers, maxNumBatchedTokens, enforceEager: input.enforceEager}),
      kvBudget,
      kvBytesPerToken: (page / blockSize) * layers,
      blocks,
    };
  });
  // The engine core uses the smallest block count of all workers (kv_cache_utils.py:739-742).
  let binding = stages[0];
  for (const s of stages) if (s.blocks < binding.blocks || (s.blocks === binding.blocks && s.kvBudget < binding.kvBudget)) binding = s;
  const minBlocks = binding.blocks;
  const kvTokens = minBlocks * blockSize;

  // check_enough_kv_cache_memory runs per worker (kv_cache_utils.py:524-551).
  const noMemory = stages.find((s) => s.kvBudget <= 0);
  if (noMemory) {
    problems.push(['noKvMemory', `权重、激活峰值和非 torch 显存已经超过 ${formatGiB(usable)}（总量 × --gpu-memory-utilization）：vLLM 会报 “No available memory for the cache blocks”。`]);
  } else {
    const short = stages.find((s) => cdiv(input.maxModelLen, blockSize) * page * s.layers > s.kvBudget);
    if (short) {
      const needed = cdiv(input.maxModelLen, blockSize) * page * short.layers;
      problems.push(['kvTooSmallForMaxModelLen', `一个 ${formatNumber(input.maxModelLen)} token 的请求需要 ${formatGiB(needed)} KV 缓存，每卡只有 ${formatGiB(short.kvBudget)}：vLLM 会报 “To serve at least one request with the models's max seq len”。`]);
    }
  }
  // Graphs are captured after the KV cache is allocated: they must fit into the headroom plus the
  // activation memory the profile reserved (free again at that point).
  const graphShort = stages.find((s) => s.cudaGraphs > total - usable + s.activations);
  if (graphShort && !noMemory) {
    problems.push(['cudaGraphsExceedHeadroom', `CUDA 图估计需要 ${formatGiB(graphShort.cudaGraphs)}，超过预留的 ${formatGiB(total - usable + graphShort.activations)}（1 − --gpu-memory-utilization 加激活峰值）：捕获 CUDA 图时可能 OOM。可调低 --gpu-memory-utilization 或加 --enforce-eager。`]);
  }

  const plan: Core['plan'] = {
    weights: binding.weights,
    activations: binding.activations,
    cudaGraphs: binding.cudaGraphs,
    nonTorch: binding.nonTorch,
    kvBudget: binding.kvBudget,
    headroom: total - usable - binding.cudaGraphs,
    usable,
    total,
    kvBytesPerToken: binding.kvBytesPerToken,
    kvTokens,
    maxConcurrency: kvTokens / input.maxModelLen,
    fits: problems.length === 0,
    problems: problems.map(([, m]) => m),
    problemCodes: problems.map(([c]) => c),
    maxNumBatchedTokens,
    blockSize,
    stages,
  };
  return {plan};
}

/** Largest TP tried by `smallestTensorParallelSize`. */
export const MAX_TENSOR_PARALLEL_SIZE = 64;

/**
 * The `vllm serve` line for the input, with only the flags that differ from v0.8.4's defaults
 * (serve context: `--max-num-seqs` 256, or 1024 on H100/H200; `--max-num-batched-tokens` 2048/8192;
 * `--max-model-len` from the model config; `--gpu-memory-utilization` 0.9). For `int8`/`int4` the
 * model id should name the quantized checkpoint: vLLM reads the method from its config, so no flag
 * is added; `fp8` on a 16-bit checkpoint is vLLM's online FP8 (`--quantization fp8`).
 */
export function buildServeCommand(input: PlanInput): string {
  const arch = input.model;
  const defaults = defaultSchedulerLimits(input.gpuName, 'serve');
  const parts = ['vllm serve', input.model.id];
  if (input.tensorParallelSize !== 1) parts.push(`--tensor-parallel-size ${input.tensorParallelSize}`);
  if (input.pipelineParallelSize !== 1) parts.push(`--pipeline-parallel-size ${input.pipelineParallelSize}`);
  if (Math.abs(input.gpuMemoryUtilization - DEFAULT_GPU_MEMORY_UTILIZATION) > 1e-9) {
    parts.push(`--gpu-memory-utilization ${Number(input.gpuMemoryUtilization.toFixed(4))}`);
  }
  if (input.maxModelLen !== arch.maxPositionEmbeddings) parts.push(`--max-model-len ${input.maxModelLen}`);
  if (input.maxNumSeqs !== defaults.maxNumSeqs) parts.push(`--max-num-seqs ${input.maxNumSeqs}`);
  if (input.maxNumBatchedTokens !== undefined && input.maxNumBatchedTokens !== defaults.maxNumBatchedTokens) {
    parts.push(`--max-num-batched-tokens ${input.maxNumBatchedTokens}`);
  }
  const native = arch.torchDtype ?? 'bf16';
  if (input.weightDtype === 'fp8') parts.push('--quantization fp8');
  else if ((input.weightDtype === 'bf16' || input.weightDtype === 'fp16') && input.weightDtype !== native) {
    parts.push(`--dtype ${input.weightDtype === 'fp16' ? 'float16' : 'bfloat16'}`);
  }
  if (input.kvCacheDtype === 'fp8') parts.push('--kv-cache-dtype fp8');
  if (input.blockSize !== undefined && input.blockSize !== DEFAULT_BLOCK_SIZE) parts.push(`--block-size ${input.blockSize}`);
  if (input.enforceEager) parts.push('--enforce-eager');
  return parts.join(' ');
}

function tpIsValid(input: PlanInput, tp: number): boolean {
  return structuralProblems({...input, numGpus: Number.MAX_SAFE_INTEGER}, tp, input.pipelineParallelSize).length === 0;
}

/**
 * Plan one configuration. `fits` is what vLLM's own start-up checks would say (budget > 0, one
 * `max_model_len` request fits, layout valid) plus the CUDA-graph headroom estimate.
 * `largestMaxModelLen` is the longest context the computed KV budget holds (capped by the model);
 * `smallestTensorParallelSize` is the smallest valid TP (up to 64, assuming TP × PP GPUs) with which
 * everything else unchanged fits.
 */
export function planMemory(input: PlanInput): Plan {
  const {plan} = evaluate(input);
  const blocks = Math.min(...plan.stages.map((s) => s.blocks));
  const largestMaxModelLen = blocks > 0 && plan.kvBudget > 0 ? Math.min(blocks * plan.blockSize, input.model.maxPositionEmbeddings) : null;
  let smallestTensorParallelSize: number | null = null;
  for (let tp = 1; tp <= MAX_TENSOR_PARALLEL_SIZE; tp++) {
    if (!tpIsValid(input, tp)) continue;
    const trial = evaluate({...input, tensorParallelSize: tp, numGpus: tp * input.pipelineParallelSize});
    if (trial.plan.fits) {
      smallestTensorParallelSize = tp;
      break;
    }
  }
  return {...plan, largestMaxModelLen, smallestTensorParallelSize, command: buildServeCommand(input)};
}

/**
 * Totals `torch.cuda.mem_get_info()` reported in real logs (GiB), for filling `gpuMemoryGiB`.
 * Sources: RTX 3090 vllm-project/vllm#10517 (V0 "total_gpu_memory=23.58GiB"); RTX 4090 D the
 * Unsloth banner "Max memory: 23.546 GB" in johnson7788/RLDecisionAgent backend/ART_2048/train.md;
 * H200 vllm-project/vllm#15394 ("total_gpu_memory (139.72GiB)"); A100 40GB vllm-project/vllm#16570
 * ("total_gpu_memory (39.38GiB)"); L4 vllm-project/vllm#16348 (V0 breakdown sums to 19.75 GiB at
 * 0.90 → 21.94 GiB).
 */
export const REPORTED_GPU_TOTAL_GIB: Readonly<Record<string, number>> = {
  'RTX 3090': 23.58,
  'RTX 4090 D': 23.546,
  L4: 21.94,
  'A100 40GB': 39.38,
  H200: 139.72,
};

export const GIB = GiB;
