/**
 * The part of error search every search panel needs before the catalogue is loaded: whether a query
 * reads like an error (so the catalogue and its matcher, ./errorCatalogue, load only then), the record
 * the browser gets per entry, and an entry's short title. Kept apart so ordinary searches carry none
 * of the matcher.
 */

/** What the browser loads per entry (build/search/errors-<tree>.json): just enough to match and link. */
export interface ErrorHit {
  id: string;
  message: string;
  exception: string;
  /** route#id of the entry on the catalogue page. */
  href: string;
  /** Title of the catalogue page. */
  page: string;
}

/** A short title for an entry (its heading on the page, its line in search results): the message's first sentence, variable parts as "…", at most ~80 characters. */
export function entryHeading(message: string): string {
  const plain = message.replace(/\{[^{}]*\}/g, '…').replace(/\s+/g, ' ').trim();
  const sentence = /^(.{12,}?[.!?])\s/.exec(plain)?.[1] ?? plain;
  if (sentence.length <= 80) return sentence.replace(/\.$/, '');
  const cut = sentence.slice(0, 78);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

// ---------------------------------------------------------------------------------------------------
// Is it an error?

// ValueError, torch.OutOfMemoryError, openai.BadRequestError (not plain "Error"), or a common one typed in lowercase.
const EXCEPTION_NAME = /\b(?:[A-Za-z_]\w*\.)*[A-Za-z]\w*?(?:Error|Exception)\b/;
const LOWERCASE_EXCEPTION = /\b(?:value|type|runtime|key|index|attribute|import|os|assertion|outofmemory|notimplemented|modulenotfound|filenotfound|connection|timeout|permission)error\b/i;
const LIBRARY_ERROR = /\b(?:cuda|nccl|cudnn|cublas|triton|hip|ray)\s+error\b/i; // "CUDA error: …"
const ERROR_COLON = /\b(?:error|exception)\s*:|\btraceback\b/i;
const TRACEBACK_LINE = /\bFile\s+"[^"]*",\s+line\s+\d+/;
const LOG_PREFIX = /\(\w+\s+pid=\d+\)|\b(?:ERROR|WARNING|WARN|INFO|DEBUG|CRITICAL)\s+\d\d-\d\d\s+\d\d:\d\d:\d\d|\[[\w./-]+\.py:\d+\]/;
const ERROR_PHRASE = /\b(?:out of memory|not supported|not found|no such file|permission denied|timed out|illegal memory access)\b/i;
const JSON_ERROR = /\\?["']object\\?["']\s*:\s*\\?["']error|\{\s*\\?["'](?:error|message|detail)\\?["']\s*:/;
/** Words that make three or four English words read as a message cut short rather than a topic. */
const ERROR_WORDS = new Set(
  'cannot cant failed fails failure unable invalid unsupported unrecognized unknown unexpected missing exceeds exceeded exceed expected requires required must not no only already larger greater smaller too'.split(' '),
);

/**
 * Words in the query: whitespace-separated words (`re-initialize`, `model's`, `Bfloat16`) and the
 * names messages quote (`max_loras (0) must be >= 1.`, `torch.float16`), not flags (`--max-model-len`).
 */
function englishWords(query: string): string[] {
  return query
    .split(/[\s=]+/)
    .map((w) => w.replace(/^[("'`[]+|[)"'`\].,;:!?]+$/g, ''))
    .filter((w) => /^[A-Za-z][A-Za-z0-9_]*(?:[.'’-][A-Za-z0-9_]+)*$/.test(w));
}

/**
 * Whether the query reads like something a program printed, so the search box loads the catalogue:
 * an exception name, `Error:`, a traceback or log line, a JSON error body, a phrase only errors use
 * (`out of memory`), or an English sentence (five words, or three with an error word or a message's
 * punctuation: a short message, or one cut short). Topic searches (`LoRA`, `张量并行`, `LoRA 适配器`, `--max-model-len`) must not, so that
 * ordinary searches never fetch the catalogue.
 */
export function looksLikeError(query: string): boolean {
  const q = query.trim();
  if (!q) return false;
  if ([EXCEPTION_NAME, LOWERCASE_EXCEPTION, LIBRARY_ERROR, ERROR_COLON, TRACEBACK_LINE, LOG_PREFIX, JSON_ERROR, ERROR_PHRASE].some((re) => re.test(q))) return true;
  const words = englishWords(q);
  if (words.length >= 5) return true;
  // Three words and an error word, or punctuated as printed (`Request 42 already exists.`, `Unknown dtype: fp8`).
  const printed = /[.!]$|\w: \S/.test(q) || words.some((w) => ERROR_WORDS.has(w.toLowerCase().replace(/['’]/g, '')));
  return words.length >= 3 && q.length >= 15 && printed;
}
