/**
 * Topics that the two doc trees hold under different ids: [current tree id, 0.8.x tree id]. The version
 * dropdown and the doc footer use a pair once both pages exist. Pairs with the same id, or the same
 * file name in both trees (`quickstart`, `gguf`, `openai_compatible_server` ~ `openai-compatible-server`),
 * are found without being listed (src/lib/versionEquivalents.ts); list here only what those rules miss.
 * A 0.8.x page may appear in several pairs: the first pair naming a current page wins from that side.
 */
export const VERSION_EQUIVALENTS: ReadonlyArray<readonly [current: string, legacy: string]> = [
  // Installation: one page per platform in 0.8.x, grouped by hardware class now.
  ['getting-started/installation/gpu', 'getting-started/installation'],
  ['getting-started/installation/gpu', 'getting-started/installation-with-rocm'],
  ['getting-started/installation/gpu', 'getting-started/installation-with-xpu'],
  ['getting-started/installation/cpu', 'getting-started/installation-with-cpu'],
  ['getting-started/installation/cpu', 'getting-started/installation-with-openvino'],
  ['getting-started/installation/ai-accelerator', 'getting-started/installation-with-tpu'],
  ['getting-started/installation/ai-accelerator', 'getting-started/installation-with-neuron'],
  ['getting-started/troubleshooting', 'getting-started/debugging-tips'],
  ['getting-started/faq', 'serving/frequently-asked-questions'],
  // Serving and deployment.
  ['deployment/docker', 'serving/deploying-with-docker'],
  ['inference-and-serving/distributed_serving', 'serving/distributed-inference-and-serving'],
  ['inference-and-serving/metrics', 'serving/production-metrics'],
  ['inference-and-serving/env_vars', 'serving/environment-variables'],
  ['inference-and-serving/usage_stats', 'serving/usage-stats-collection'],
  ['deployment/frameworks/index', 'serving/integrations/index'],
  ['deployment/frameworks/skypilot', 'serving/integrations/deploying-and-scaling-up-with-skypilot'],
  ['deployment/integrations/kserve', 'serving/integrations/deploying-with-kserve'],
  ['deployment/frameworks/triton', 'serving/integrations/deploying-with-nvidia-triton'],
  ['deployment/frameworks/bentoml', 'serving/integrations/deploying-with-bentoml'],
  ['deployment/frameworks/cerebrium', 'serving/integrations/deploying-with-cerebrium'],
  ['deployment/frameworks/lws', 'serving/integrations/deploying-with-lws'],
  ['deployment/frameworks/dstack', 'serving/integrations/deploying-with-dstack'],
  ['inference-and-serving/integrations/langchain', 'serving/integrations/serving-with-langchain'],
  ['inference-and-serving/integrations/llamaindex', 'serving/integrations/serving-with-llama_index'],
  // Models and features.
  ['inference-and-serving/engine_args', 'models/engine-arguments'],
  ['contributing/model/index', 'models/adding-a-new-model'],
  ['contributing/model/multimodal', 'models/enabling-multimodal-inputs'],
  ['features/lora', 'models/using-lora-adapters'],
  ['inference-and-serving/multimodal_inputs', 'models/using-vlms'],
  ['features/spec_decode', 'models/speculative-decoding-in-vllm'],
  ['performance/optimization', 'models/performance-and-tuning'],
  ['features/quantization/auto_awq', 'quantization/autoawq'],
  ['features/quantization/bnb', 'quantization/bitsandbytes'],
  ['features/quantization/int8', 'quantization/int8-w8a8'],
  ['features/quantization/fp8', 'quantization/fp8-w8a8'],
  ['features/quantization/quantized_kvcache', 'quantization/fp8-e5m2-kv-cache'],
  ['features/quantization/quantized_kvcache', 'quantization/fp8-e4m3-kv-cache'],
  ['features/automatic_prefix_caching', 'automatic-prefix-caching/introduction-apc'],
  ['design/automatic_prefix_caching', 'automatic-prefix-caching/implementation'],
  ['performance/benchmarks', 'performance-benchmarks/benchmark-suites-of-vllm'],
  // API and developer documentation.
  ['api/inference_params', 'developer-documentation/sampling-parameters'],
  ['api/offline_inference/index', 'developer-documentation/offline-inference/index'],
  ['api/offline_inference/llm', 'developer-documentation/offline-inference/llm-class'],
  ['api/offline_inference/llm_inputs', 'developer-documentation/offline-inference/llm-inputs'],
  ['api/engine/index', 'developer-documentation/vllm-engine/index'],
  ['api/engine/llm_engine', 'developer-documentation/vllm-engine/llmengine'],
  ['api/engine/async_llm_engine', 'developer-documentation/vllm-engine/asyncllmengine'],
  ['design/paged_attention', 'developer-documentation/vllm-paged-attention'],
  ['api/multimodal/index', 'developer-documentation/multi-modality/index'],
  ['contributing/profiling_index', 'developer-documentation/profiling-vllm'],
  ['community/meetups', 'community/vllm-meetups'],
];
