/**
 * The memory planner's inputs in the page's query string, so that a plan can be shared as a link:
 * short keys, only the values that differ from the defaults, and anything unreadable falls back to
 * its default rather than breaking the page.
 */
import {MODEL_PRESETS} from '../data/modelPresets';
import type {KvCacheDtype, ModelArch, PlanInput, WeightDtype} from './memoryPlanner';

/** The planner's own inputs: PlanInput's, with the model named by its preset id or given as numbers. */
export type PlannerSettings = Pick<
  PlanInput,
  | 'weightDtype'
  | 'kvCacheDtype'
  | 'gpuMemoryGiB'
  | 'numGpus'
  | 'tensorParallelSize'
  | 'pipelineParallelSize'
  | 'gpuMemoryUtilization'
  | 'maxModelLen'
  | 'maxNumSeqs'
  | 'enforceEager'
> & {
  /** A preset's Hugging Face id, or '' for the reader's own numbers (`custom`). */
  model: string;
  custom: ModelArch;
};

/** The reader's own model starts from a preset's numbers (Llama 3.1 8B), to be overwritten. */
function customStartingPoint(): ModelArch {
  const p = MODEL_PRESETS.find((preset) => preset.id === 'meta-llama/Llama-3.1-8B-Instruct')!;
  return {
    numHiddenLayers: p.numHiddenLayers,
    hiddenSize: p.hiddenSize,
    numAttentionHeads: p.numAttentionHeads,
    numKeyValueHeads: p.numKeyValueHeads,
    headDim: p.headDim,
    vocabSize: p.vocabSize,
    params: p.params,
    tieWordEmbeddings: p.tieWordEmbeddings,
    maxPositionEmbeddings: p.maxPositionEmbeddings,
  };
}

/** Qwen2.5 7B Instruct on one 24 GB card (torch reports about 23.5 GiB) with vLLM v0.8.4's defaults for `vllm serve`. */
export const DEFAULT_SETTINGS: PlannerSettings = {
  model: 'Qwen/Qwen2.5-7B-Instruct',
  custom: customStartingPoint(),
  weightDtype: 'bf16',
  kvCacheDtype: 'auto',
  gpuMemoryGiB: 23.5,
  numGpus: 1,
  tensorParallelSize: 1,
  pipelineParallelSize: 1,
  gpuMemoryUtilization: 0.9,
  maxModelLen: 32768,
  maxNumSeqs: 256,
  enforceEager: false,
};

type NumberKey = 'gpuMemoryGiB' | 'numGpus' | 'tensorParallelSize' | 'pipelineParallelSize' | 'gpuMemoryUtilization' | 'maxModelLen' | 'maxNumSeqs';
const NUMBERS: Array<[string, NumberKey]> = [
  ['mem', 'gpuMemoryGiB'],
  ['gpus', 'numGpus'],
  ['tp', 'tensorParallelSize'],
  ['pp', 'pipelineParallelSize'],
  ['util', 'gpuMemoryUtilization'],
  ['len', 'maxModelLen'],
  ['seqs', 'maxNumSeqs'],
];
const CUSTOM: Array<[string, keyof ModelArch]> = [
  ['layers', 'numHiddenLayers'],
  ['hidden', 'hiddenSize'],
  ['heads', 'numAttentionHeads'],
  ['kvheads', 'numKeyValueHeads'],
  ['headdim', 'headDim'],
  ['vocab', 'vocabSize'],
  ['params', 'params'],
  ['maxpos', 'maxPositionEmbeddings'],
];
const WEIGHTS: readonly WeightDtype[] = ['bf16', 'fp16', 'fp8', 'int8', 'int4'];
const KV: readonly KvCacheDtype[] = ['auto', 'fp8'];

function positive(text: string | null, fallback: number): number {
  const n = text === null ? NaN : Number(text);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function readSettings(search: string): PlannerSettings {
  const q = new URLSearchParams(search);
  const s: PlannerSettings = {...DEFAULT_SETTINGS, custom: {...DEFAULT_SETTINGS.custom}};
  if (q.has('model')) s.model = q.get('model')!;
  for (const [key, field] of NUMBERS) s[field] = positive(q.get(key), DEFAULT_SETTINGS[field]);
  s.gpuMemoryUtilization = Math.min(s.gpuMemoryUtilization, 1);
  for (const [key, field] of CUSTOM) if (field !== 'tieWordEmbeddings') (s.custom[field] as number) = positive(q.get(key), DEFAULT_SETTINGS.custom[field] as number);
  const w = q.get('w') as WeightDtype | null;
  if (w && WEIGHTS.includes(w)) s.weightDtype = w;
  const kv = q.get('kv') as KvCacheDtype | null;
  if (kv && KV.includes(kv)) s.kvCacheDtype = kv;
  s.enforceEager = q.get('eager') === '1';
  return s;
}

/** The query string for these settings (leading `?`, or '' when all are the defaults). */
export function writeSettings(s: PlannerSettings): string {
  const q = new URLSearchParams();
  if (s.model !== DEFAULT_SETTINGS.model) q.set('model', s.model);
  if (s.model === '') for (const [key, field] of CUSTOM) if (s.custom[field] !== DEFAULT_SETTINGS.custom[field]) q.set(key, String(s.custom[field]));
  if (s.weightDtype !== DEFAULT_SETTINGS.weightDtype) q.set('w', s.weightDtype);
  if (s.kvCacheDtype !== DEFAULT_SETTINGS.kvCacheDtype) q.set('kv', s.kvCacheDtype);
  for (const [key, field] of NUMBERS) if (s[field] !== DEFAULT_SETTINGS[field]) q.set(key, String(s[field]));
  if (s.enforceEager) q.set('eager', '1');
  const text = q.toString();
  return text ? `?${text}` : '';
}
