/**
 * The 错误信息速查 page of a tree, generated from its catalogue (data/errors/<release>.tsv, parsed by
 * ./errorCatalogue) as Markdown the docs build compiles like any written page: its links and anchors are
 * checked, its headings are in the table of contents, and Pagefind indexes it. Build-time only.
 */
import {entryHeading, ERROR_GROUPS, type ErrorEntry} from './errorCatalogue';

/** Each group's heading, id and one line on when such errors appear. */
export const GROUP_SECTIONS: Record<(typeof ERROR_GROUPS)[number], {title: string; intro: string}> = {
  startup: {title: '启动与配置检查', intro: '引擎启动时校验参数和模型配置，参数组合不合法时直接退出，通常是改一个参数就能解决。'},
  memory: {title: '显存与 KV 缓存', intro: '启动时的显存分析（memory profiling）和 KV 缓存分配，或运行中显存不够用。'},
  input: {title: '输入与提示词长度', intro: '请求到达引擎时校验提示词（prompt）长度、token 和采样参数，只影响出错的那个请求。'},
  'openai-server': {title: 'OpenAI 兼容服务器', intro: 'API 服务器校验请求体、聊天模板、工具调用和推理解析器参数，错误以 HTTP 4xx 的 JSON 返回给客户端。'},
  lora: {title: 'LoRA', intro: '启用 LoRA、加载或切换适配器时的限制检查。'},
  quantization: {title: '量化', intro: '量化方法与 GPU 计算能力、模型结构、数据类型是否匹配的检查。'},
  'model-loading': {title: '模型加载', intro: '从 Hugging Face 或本地目录读取配置、分词器和权重时出现的错误，包括 transformers 和 huggingface_hub 的报错。'},
  distributed: {title: '分布式与多进程', intro: '张量并行、流水线并行、多进程和 Ray 的启动与通信，以及 PyTorch、CUDA、NCCL 的底层报错。'},
};

/** Markdown-safe in a heading or a sentence: characters MDX or Markdown would read as syntax. */
function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>{}|#]/g, (c) => `\\${c}`);
}

/**
 * Catalogue prose in MDX: `{`, `}` and `<` outside code spans would start an expression or a tag, so
 * they are escaped there; code spans are left as written.
 */
export function escapeProse(text: string): string {
  return text
    .split(/(`+[^`]*?`+)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}<]/g, (c) => `\\${c}`)))
    .join('');
}

/** A code span that holds any text: a fence longer than any run of backticks inside it. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${longest ? ` ${text} ` : text}${fence}`;
}

export interface ErrorPageContext {
  /** The generated page's own path under the tree root, no extension (`getting-started/error-messages`). */
  pagePath: string;
  /** The file under the tree root for a page path: `x.md`, `x.mdx` or `x/index.md` (throws if none). */
  fileOf: (page: string) => string;
  /** A page's title, for the link text. */
  titleOf: (page: string) => string;
  /**
   * Keep the Chinese explanation out of Pagefind's index (`data-pagefind-ignore`): the index holds each
   * entry's heading and message, what a reader pastes, and Chinese topic searches keep finding the topic
   * pages; the page's search fragment stays small. Off for the Markdown export, which has no index.
   */
  searchIndexHints?: boolean;
  /** Extra Markdown after a group's intro (a tree's own tools, such as the current tree's memory planner). */
  groupNotes?: Partial<Record<(typeof ERROR_GROUPS)[number], string>>;
  /** The URL of a source file at a commit (`https://github.com/vllm-project/vllm/blob/<commit>/<path>`). */
  sourceUrl: (entry: ErrorEntry) => string | undefined;
}

function relativeLink(from: string, to: string): string {
  const a = from.split('/').slice(0, -1);
  const b = to.split('/');
  let i = 0;
  while (i < a.length && i < b.length - 1 && a[i] === b[i]) i++;
  const up = a.length - i;
  return `${up ? '../'.repeat(up) : './'}${b.slice(i).join('/')}`;
}

function entryMarkdown(entry: ErrorEntry, context: ErrorPageContext): string {
  const where = context.fileOf(entry.page);
  const link = `${relativeLink(context.pagePath, where)}#${entry.anchor}`;
  const url = context.sourceUrl(entry);
  const source = url ? `[${codeSpan(entry.source)}](${url})` : codeSpan(entry.source);
  const kind = entry.exception === 'log' ? '日志' : codeSpan(entry.exception);
  const [open, close] = context.searchIndexHints ? [['<div data-pagefind-ignore="">', ''], ['</div>', '']] : [[], []];
  return [
    `### ${escapeInline(entryHeading(entry.message))} {#${entry.id}}`,
    '',
    // The message as the reader's terminal shows it; `{name}` marks what differs from run to run.
    '```error',
    entry.message,
    '```',
    '',
    ...open,
    `${kind} · 出处：${source}`,
    '',
    `**含义**：${escapeProse(entry.meaning)}`,
    '',
    `**解决**：${escapeProse(entry.fix)}详见[${escapeInline(context.titleOf(entry.page))}](${link})。`,
    '',
    ...close,
  ].join('\n');
}

/** The page body: one `##` section per group (in ERROR_GROUPS order), one `###` entry per message. */
export function errorPageMarkdown(entries: readonly ErrorEntry[], context: ErrorPageContext): string {
  return ERROR_GROUPS.flatMap((group) => {
    const members = entries.filter((e) => e.group === group);
    if (!members.length) return [];
    const {title, intro} = GROUP_SECTIONS[group];
    const note = context.groupNotes?.[group];
    return [`## ${title} {#${group}}`, '', intro, '', ...(note ? [note, ''] : []), ...members.map((e) => entryMarkdown(e, context))];
  }).join('\n');
}
