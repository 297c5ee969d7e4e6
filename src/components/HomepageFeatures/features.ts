/** The feature cards on the home page: what vLLM offers, in a sentence or two each. */
export interface Feature {
  title: string;
  description: string;
  /** Where a reader goes to learn more. */
  to: string;
}

export const features: Feature[] = [
  {
    title: '高吞吐量的推理引擎',
    description:
      'PagedAttention 把 KV 缓存切成固定大小的块按需分配，配合连续批处理，让同一张 GPU 同时服务更多请求。',
    to: '/docs/features/automatic_prefix_caching',
  },
  {
    title: '兼容 OpenAI 的服务',
    description:
      '一条 vllm serve 命令即可启动 HTTP 服务，现有的 OpenAI 客户端代码只需改一下 base_url 就能接入。',
    to: '/docs/inference-and-serving/openai_compatible_server',
  },
  {
    title: '丰富的量化方案',
    description: '支持 GPTQ、AWQ、INT8、FP8、GGUF 等量化格式，在显存有限的机器上也能运行大模型。',
    to: '/docs/features/quantization/',
  },
  {
    title: '分布式推理',
    description: '张量并行与流水线并行把一个模型拆到多张 GPU 甚至多台机器上，轻松承载数百亿参数的模型。',
    to: '/docs/inference-and-serving/distributed_serving',
  },
  {
    title: '主流模型开箱即用',
    description: '直接加载 Hugging Face 上的 Llama、Qwen、DeepSeek、Mistral 等模型，也支持多模态与嵌入模型。',
    to: '/docs/models/supported_models',
  },
  {
    title: '推测解码与前缀缓存',
    description: '草稿模型、n-gram 与 EAGLE 推测解码降低延迟；自动前缀缓存复用相同前缀的计算结果。',
    to: '/docs/features/spec_decode',
  },
];
