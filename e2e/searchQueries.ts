/**
 * The search quality set: a query as a reader types it, and the page that should come first.
 * Used by e2e/search.spec.ts (top-1 check) and scripts/measure-search.ts (MRR report).
 * Add a case whenever a tree gains a page readers will look for.
 */
export interface SearchCase {
  query: string;
  /** Where the search is typed: decides the default scope. */
  from: string;
  expected: string;
}

export const SEARCH_CASES: SearchCase[] = [
  {query: '量化', from: '/docs/', expected: '/docs/features/quantization/'},
  {query: '前缀缓存', from: '/docs/', expected: '/docs/features/automatic_prefix_caching'},
  {query: '张量并行', from: '/docs/', expected: '/docs/inference-and-serving/distributed_serving'},
  {query: '推测解码', from: '/docs/', expected: '/docs/features/spec_decode'},
  {query: '多模态', from: '/docs/', expected: '/docs/inference-and-serving/multimodal_inputs'},
  {query: '安装', from: '/docs/', expected: '/docs/getting-started/installation/'},
  {query: 'OpenAI 兼容服务器', from: '/docs/', expected: '/docs/inference-and-serving/openai_compatible_server'},
  {query: 'LoRA 适配器', from: '/docs/', expected: '/docs/features/lora'},
  {query: '--tensor-parallel-size', from: '/docs/', expected: '/docs/inference-and-serving/distributed_serving'},
  {query: '引擎参数', from: '/docs/', expected: '/docs/inference-and-serving/engine_args'},
  {query: '环境变量', from: '/docs/', expected: '/docs/inference-and-serving/env_vars'},
  {query: '工具调用', from: '/docs/', expected: '/docs/features/tool_calling'},
  {query: '结构化输出', from: '/docs/', expected: '/docs/features/structured_outputs'},
  {query: 'GGUF', from: '/docs/', expected: '/docs/features/quantization/gguf'},
  {query: 'Docker 部署', from: '/docs/', expected: '/docs/deployment/docker'},
  {query: 'Kubernetes', from: '/docs/', expected: '/docs/deployment/k8s'},
  {query: 'Nginx', from: '/docs/', expected: '/docs/deployment/nginx'},
  {query: 'LLM 类', from: '/docs/', expected: '/docs/api/offline_inference/llm'},
  {query: 'SkyPilot', from: '/docs/', expected: '/docs/deployment/frameworks/skypilot'},
  {query: 'llm_engine_example', from: '/docs/', expected: '/docs/getting-started/examples/offline-inference/llm_engine_example'},
  {query: '多 LoRA 推理', from: '/docs/', expected: '/docs/getting-started/examples/offline-inference/multilora_inference'},
  {query: 'prometheus_grafana', from: '/docs/', expected: '/docs/getting-started/examples/online-serving/prometheus_grafana'},
  {query: '离线推理示例', from: '/docs/', expected: '/docs/getting-started/examples/offline-inference/'},
  {query: 'PagedAttention', from: '/docs/', expected: '/docs/design/paged_attention'},
  {query: '架构概览', from: '/docs/', expected: '/docs/design/arch_overview'},
  {query: 'torch.compile', from: '/docs/', expected: '/docs/design-v1/torch_compile'},
  {query: 'AsyncLLMEngine', from: '/docs/', expected: '/docs/api/engine/async_llm_engine'},
  {query: 'SamplingParams', from: '/docs/', expected: '/docs/api/inference_params'},
  {query: 'KServe', from: '/docs/', expected: '/docs/deployment/integrations/kserve'},
  {query: '线下聚会', from: '/docs/', expected: '/docs/community/meetups'},
  {query: '添加新模型', from: '/docs/', expected: '/docs/contributing/model/'},
  {query: 'vLLM 入门', from: '/docs/', expected: '/docs/vllm-tutorials/vllm-step-by-step'},
  {query: 'OpenAI 兼容服务器', from: '/docs/0.8.x/', expected: '/docs/0.8.x/serving/openai-compatible-server'},
  {query: '量化硬件', from: '/docs/0.8.x/', expected: '/docs/0.8.x/quantization/supported_hardware'},
  {query: 'AutoAWQ', from: '/docs/0.8.x/', expected: '/docs/0.8.x/quantization/autoawq'},
  {query: 'OpenVINO', from: '/docs/0.8.x/', expected: '/docs/0.8.x/getting-started/installation-with-openvino'},
  {query: '环境变量', from: '/docs/0.8.x/', expected: '/docs/0.8.x/serving/environment-variables'},
  {query: 'VLLM_OPENVINO_KVCACHE_SPACE', from: '/docs/0.8.x/', expected: '/docs/0.8.x/getting-started/installation-with-openvino'},
  {query: 'VLLM_HOST_IP', from: '/docs/0.8.x/', expected: '/docs/0.8.x/serving/environment-variables'},
  {query: '引擎参数', from: '/docs/0.8.x/', expected: '/docs/0.8.x/models/engine-arguments'},
  {query: 'SamplingParams', from: '/docs/0.8.x/', expected: '/docs/0.8.x/developer-documentation/sampling-parameters'},
  {query: '支持的模型', from: '/docs/0.8.x/', expected: '/docs/0.8.x/models/supported-models'},
];
