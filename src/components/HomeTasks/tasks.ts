/**
 * The home page's entry points, grouped by what the reader wants to do. Each card links to one doc
 * page (a route of the current tree: the file's path under docs/ without `.md`, `index.md` → `…/`)
 * and says in one line what the reader gets there; tests/homeTasks.test.tsx checks every route
 * against the files.
 */
export interface Task {
  /** Stable English id: the card's element ids derive from it. */
  id: string;
  /** What the card promises; the linked page is about exactly this. */
  title: string;
  /** One line on what the reader gets on that page. */
  description: string;
  to: string;
}

export interface TaskGroup {
  /** The section heading's id, so `/#deploy` links to the section. */
  id: string;
  heading: string;
  tasks: Task[];
}

export const taskGroups: TaskGroup[] = [
  {
    id: 'install',
    heading: '安装',
    tasks: [
      {
        id: 'install-gpu',
        title: '在 GPU 上安装',
        description: 'NVIDIA、AMD 与 Intel GPU 的环境要求，用预编译 wheel、源码或 Docker 安装。',
        to: '/docs/getting-started/installation/gpu',
      },
      {
        id: 'install-cpu',
        title: '在 CPU 上安装',
        description: '在 x86、ARM、Apple silicon 和 s390x 上从源码构建，以及 CPU 推理的调优。',
        to: '/docs/getting-started/installation/cpu',
      },
      {
        id: 'install-accelerator',
        title: '在其他 AI 加速器上安装',
        description: '在 Google TPU、Intel Gaudi 和 AWS Neuron 上构建并运行 vLLM。',
        to: '/docs/getting-started/installation/ai-accelerator',
      },
    ],
  },
  {
    id: 'get-started',
    heading: '上手',
    tasks: [
      {
        id: 'quickstart',
        title: '快速开始',
        description: '从安装到第一次离线推理，再启动 OpenAI 兼容服务器并发出请求。',
        to: '/docs/getting-started/quickstart',
      },
      {
        id: 'openai-server',
        title: 'OpenAI 兼容服务器',
        description: 'vllm serve 的全部端点、聊天模板、扩展参数和命令行选项。',
        to: '/docs/inference-and-serving/openai_compatible_server',
      },
      {
        id: 'supported-models',
        title: '支持的模型',
        description: '按任务分类的全部已支持架构与示例模型，以及 vLLM 如何找到模型实现。',
        to: '/docs/models/supported_models',
      },
      {
        id: 'engine-args',
        title: '引擎参数',
        description: '每个引擎参数的类型、默认值和用法，按显存、并行、调度等分组。',
        to: '/docs/inference-and-serving/engine_args',
      },
    ],
  },
  {
    id: 'deploy',
    heading: '部署上线',
    tasks: [
      {
        id: 'docker',
        title: '用 Docker 部署',
        description: '用官方 vllm/vllm-openai 镜像运行服务，或从源码构建自己的镜像。',
        to: '/docs/deployment/docker',
      },
      {
        id: 'kubernetes',
        title: '用 Kubernetes 部署',
        description: '用 Deployment、Service 和 PVC 清单在 GPU 或 CPU 节点上部署并验证。',
        to: '/docs/deployment/k8s',
      },
      {
        id: 'troubleshooting',
        title: '故障排除',
        description: '加载卡住、显存不足、NCCL 与多进程等常见问题的排查步骤。',
        to: '/docs/getting-started/troubleshooting',
      },
    ],
  },
  {
    id: 'tune',
    heading: '调优与原理',
    tasks: [
      {
        id: 'optimization',
        title: '性能调优',
        description: '减少抢占，调好分块预填充、并行方式和 CUDA 图，附检查清单。',
        to: '/docs/performance/optimization',
      },
      {
        id: 'paged-attention',
        title: 'PagedAttention',
        description: '从 KV 块与块表讲起，逐步拆解 PagedAttention 的 CUDA 内核。',
        to: '/docs/design/paged_attention',
      },
      {
        id: 'prefix-caching',
        title: '自动前缀缓存的设计',
        description: 'V0 引擎如何用块哈希共享 KV 缓存，以及引用计数和 LRU 驱逐。',
        to: '/docs/design/automatic_prefix_caching',
      },
    ],
  },
];
