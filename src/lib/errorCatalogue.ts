/**
 * Paste the error, get the fix: the search box's match of a pasted vLLM (or PyTorch, NCCL, transformers,
 * OpenAI server) error message against the tree's error-message catalogue (data/errors/<tree>.tsv, see
 * its README). The build parses the catalogue with `parseErrorCatalogue`, writes the tree's page from
 * it and one compact `ErrorHit[]` JSON per tree; the browser loads that JSON only when `looksLikeError`
 * says the query is an error, and ranks it with `matchErrors`. This module is what both sides share:
 * no page generation in it, and nothing the browser would not need besides the parser.
 */

import type {ErrorHit} from './errorQuery';

export {entryHeading, looksLikeError, type ErrorHit} from './errorQuery';

/** One catalogue row, as the TSV has it (columns in this order). */
export interface ErrorEntry {
  /** The entry's anchor on the catalogue page (lowercase-kebab, unique in the file). */
  id: string;
  /** Where the error arises: one of ERROR_GROUPS. */
  group: string;
  /** The exception class as printed (`ValueError`, `torch.OutOfMemoryError`), or `log`. */
  exception: string;
  /** The message verbatim, variable parts written as `{name}`. */
  message: string;
  source: string;
  /** 40-hex commit of `source`, or `-`. */
  commit: string;
  /** The explaining doc page (file path under the tree root, no extension) and its section id. */
  page: string;
  anchor: string;
  meaning: string;
  fix: string;
  /** The message with its placeholders filled, as a reader sees it. */
  example: string;
}


/** The groups the catalogue page is divided into, in page order (data/errors/README.md). */
export const ERROR_GROUPS = [
  'startup',
  'memory',
  'input',
  'openai-server',
  'lora',
  'quantization',
  'model-loading',
  'distributed',
] as const;

const COLUMNS = ['id', 'group', 'exception', 'message', 'source', 'commit', 'page', 'anchor', 'meaning', 'fix', 'example'] as const;

/**
 * Reads a catalogue strictly: several people write these files by hand, and a bad row must stop the
 * build with the place to fix (`file:line`) rather than become a broken anchor or an entry that
 * search can never find.
 */
export function parseErrorCatalogue(tsv: string, file = 'errors.tsv'): ErrorEntry[] {
  const lines = tsv.replace(/^\uFEFF/, '').split('\n').map((l) => l.replace(/\r$/, ''));
  const fail = (line: number, why: string): never => {
    throw new Error(`${file}:${line}: ${why}`);
  };
  if (lines[0] !== COLUMNS.join('\t')) fail(1, `the header must be the columns ${COLUMNS.join(', ')} (tab-separated, in this order)`);
  const groups: readonly string[] = ERROR_GROUPS;
  const seen = new Map<string, number>();
  const entries: ErrorEntry[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    if (index === 0 || !text.trim()) return;
    const cells = text.split('\t').map((c) => c.trim());
    if (cells.length !== COLUMNS.length) fail(line, `expected ${COLUMNS.length} tab-separated columns, found ${cells.length}`);
    const row = Object.fromEntries(COLUMNS.map((c, i) => [c, cells[i]])) as unknown as ErrorEntry;
    for (const c of COLUMNS) if (!row[c]) fail(line, `empty ${c}`);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(row.id)) fail(line, `id "${row.id}" is not lowercase words joined by -`);
    const first = seen.get(row.id);
    if (first !== undefined) fail(line, `duplicate id "${row.id}" (first on line ${first})`);
    seen.set(row.id, line);
    if (!groups.includes(row.group)) fail(line, `unknown group "${row.group}" (one of ${ERROR_GROUPS.join(', ')})`);
    if (row.commit !== '-' && !/^[0-9a-f]{40}$/i.test(row.commit)) fail(line, `commit "${row.commit}" is neither 40 hex digits nor -`);
    entries.push(row);
  });
  return entries;
}

/** The record the browser gets for an entry on the catalogue page at `pageRoute`. */
export function toErrorHit(entry: ErrorEntry, pageRoute: string, pageTitle: string): ErrorHit {
  return {id: entry.id, message: entry.message, exception: entry.exception, href: `${pageRoute}#${entry.id}`, page: pageTitle};
}


// ---------------------------------------------------------------------------------------------------
// Tokens

/** Every number is this one token: GPU 0 and GPU 3, 8192 and 4096 tokens, 1.50 GiB all look alike. */
const NUMBER = '#';
/** Words that say little about which message it is; they count, but a quarter as much. */
const STOPWORDS = new Set('a an the of to in on at by for from with and or as is are be been was were it its this that which you your we'.split(' '));

interface Tokens {
  /** The text the tokens were read from: escapes undone, lowercased. */
  text: string;
  tokens: string[];
  /** Where each token starts in `text`. */
  starts: number[];
}

/**
 * Lowercase word tokens of a text as a reader may have pasted it: JSON and Python string escapes
 * undone (`\"`, `\n`, `\u0027`), apostrophes closed up (`model's` → `models`), letters split from
 * digits (`float16` → `float #`, so a different number or GPU name changes only a number token), and
 * all punctuation, quotes and backticks dropped.
 */
function tokenize(raw: string): Tokens {
  const text = raw
    .replace(/\\+u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\+(["'])/g, '$1')
    .replace(/\\+[nrt]/g, '\n')
    .toLowerCase()
    .replace(/([a-z])['’]([a-z])/g, '$1$2');
  const tokens: string[] = [];
  const starts: number[] = [];
  for (const m of text.matchAll(/[a-z]+|\d+(?:\.\d+)*/g)) {
    tokens.push(/^\d/.test(m[0]) ? NUMBER : m[0]);
    starts.push(m.index);
  }
  return {text, tokens, starts};
}

function isContent(token: string): boolean {
  return token !== NUMBER && token.length > 1 && !STOPWORDS.has(token);
}

/** A message's tokens, `{placeholder}` becoming one wildcard (null; adjacent ones merged). */
function patternTokens(message: string): Array<string | null> {
  const out: Array<string | null> = [];
  message.split(/\{[A-Za-z_][A-Za-z0-9_]*\}/).forEach((literal, i) => {
    if (i > 0 && out[out.length - 1] !== null) out.push(null);
    out.push(...tokenize(literal).tokens);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The compiled catalogue

const WILDCARD = -1; // a placeholder in a pattern
const UNKNOWN = -2; // a query token no message has

interface Pattern {
  hit: ErrorHit;
  /** Token ids of the message, WILDCARD for each placeholder. */
  tokens: Int32Array;
  weights: Float64Array;
  /** 1 for a distinctive (not stop-word, not number, not single-letter) token. */
  content: Uint8Array;
  /** Running sums over the message, before position j: weight, letters and distinctive tokens. */
  weightBefore: Float64Array;
  charsBefore: Int32Array;
  contentBefore: Int32Array;
  /** Distinct distinctive tokens, and the distinct token ids. */
  contentCount: number;
  ids: Int32Array;
  /** The exception's own name (`outofmemoryerror` of `torch.OutOfMemoryError`), to break ties. */
  exceptionName: string;
}

interface CompiledCatalogue {
  vocabulary: Map<string, number>;
  /** Token id → word, and whether it is distinctive (not a stop word, number or single letter). */
  words: string[];
  distinctive: Uint8Array;
  patterns: Pattern[];
  /** For each distinctive token id, the patterns that have it: the cheap filter before aligning. */
  postings: number[][];
  /** Tokens in the longest message: the size of the alignment rows. */
  longest: number;
}

/** Catalogues are compiled once per loaded array, not on each keystroke. */
const compiled = new WeakMap<readonly ErrorHit[], CompiledCatalogue>();

function compile(entries: readonly ErrorHit[]): CompiledCatalogue {
  const cached = compiled.get(entries);
  if (cached) return cached;
  const vocabulary = new Map<string, number>();
  const raw = entries.map((hit) => patternTokens(hit.message));
  const documentFrequency = new Map<string, number>();
  for (const tokens of raw) for (const t of new Set(tokens)) if (t !== null) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  const postings: number[][] = [];
  const patterns = raw.map((tokens, index): Pattern => {
    const n = tokens.length;
    const p: Pattern = {
      hit: entries[index],
      tokens: new Int32Array(n),
      weights: new Float64Array(n),
      content: new Uint8Array(n),
      weightBefore: new Float64Array(n + 1),
      charsBefore: new Int32Array(n + 1),
      contentBefore: new Int32Array(n + 1),
      contentCount: 0,
      ids: new Int32Array(0),
      exceptionName: entries[index].exception.split('.').pop()!.toLowerCase(),
    };
    const ids = new Set<number>();
    tokens.forEach((t, j) => {
      if (t === null) {
        p.tokens[j] = WILDCARD;
      } else {
        let id = vocabulary.get(t);
        if (id === undefined) vocabulary.set(t, (id = vocabulary.size));
        p.tokens[j] = id;
        // Words many messages share (`max`, `model`, `gpu`) tell entries apart less than rare ones.
        const rarity = 1 / (1 + 0.3 * Math.log(documentFrequency.get(t)!));
        p.weights[j] = (isContent(t) ? 1 : 0.25) * rarity;
        if (isContent(t)) {
          p.content[j] = 1;
          if (!ids.has(id)) {
            p.contentCount++;
            (postings[id] ??= []).push(index);
          }
        }
        ids.add(id);
      }
      p.weightBefore[j + 1] = p.weightBefore[j] + p.weights[j];
      p.charsBefore[j + 1] = p.charsBefore[j] + (t === null ? 0 : t.length);
      p.contentBefore[j + 1] = p.contentBefore[j] + p.content[j];
    });
    p.ids = Int32Array.from(ids);
    return p;
  });
  const longest = Math.max(0, ...patterns.map((p) => p.tokens.length));
  const words = Array.from(vocabulary.keys());
  const distinctive = Uint8Array.from(words, (w) => (isContent(w) ? 1 : 0));
  const result = {vocabulary, words, distinctive, patterns, postings, longest};
  compiled.set(entries, result);
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Alignment

/** Cost of a query word inside the matched stretch that is not the message's (and not a placeholder's value). */
const QUERY_GAP = 0.4;
/** Cost of a message word the query lacks, as a share of that word's weight. */
const PATTERN_GAP = 0.6;
/** A pasted traceback can be long; the message that matters is at its end. */
const MAX_QUERY_TOKENS = 1500;

interface Alignment {
  score: number;
  /** Weight and number of distinctive message tokens matched. */
  matchedWeight: number;
  matchedContent: number;
  /** First and last message positions matched. */
  first: number;
  last: number;
  /** First and last query tokens matched (positions in the whole query). */
  queryFirst: number;
  queryLast: number;
}

/** One row of the alignment table: per message position, the score and what it matched. */
class Row {
  score: Float64Array;
  weight: Float64Array;
  content: Int32Array;
  first: Int32Array;
  last: Int32Array;
  queryFirst: Int32Array;
  queryLast: Int32Array;
  constructor(size: number) {
    this.score = new Float64Array(size);
    this.weight = new Float64Array(size);
    this.content = new Int32Array(size);
    this.first = new Int32Array(size);
    this.last = new Int32Array(size);
    this.queryFirst = new Int32Array(size);
    this.queryLast = new Int32Array(size);
  }
}

/** The query compressed for one message (see `compress`). */
interface Compressed {
  tokens: Int32Array;
  /** How many query tokens each row stands for. */
  runs: Int32Array;
  /** Each row's position in the query. */
  origin: Int32Array;
  length: number;
}

/** How far (in query tokens) a stop word or number may be from a distinctive word of the message to count. */
const NEAR = 10;

/**
 * The query as one message sees it: its tokens in order, each run of words the message lacks folded
 * into one UNKNOWN row with the run's length (so a long traceback costs what its matching words cost,
 * not its length); `origin` keeps each row's position in the query. `member` marks the message's
 * token ids, 2 for distinctive ones and 1 for stop words and numbers, which count only near a
 * distinctive word (a traceback is full of `in`, `the` and line numbers). `lastId`, if not -1, is the
 * message word that the query's cut-off last word begins.
 */
function compress(ids: Int32Array, member: Uint8Array, lastId: number, out: Compressed): Compressed {
  const last = ids.length - 1;
  const idAt = (i: number) => (i === last && lastId >= 0 ? lastId : ids[i]);
  const nextDistinctive = (from: number) => {
    for (let i = from; i <= last; i++) {
      const id = idAt(i);
      if (id >= 0 && member[id] === 2) return i;
    }
    return Infinity;
  };
  let previous = -Infinity;
  let next = nextDistinctive(0);
  let n = 0;
  let run = 0;
  for (let i = 0; i <= last; i++) {
    const id = idAt(i);
    const kind = id >= 0 ? member[id] : 0;
    if (i === next) {
      previous = i;
      next = nextDistinctive(i + 1);
    }
    if (kind === 2 || (kind === 1 && (i - previous <= NEAR || next - i <= NEAR))) {
      if (run > 0 && n > 0) {
        out.tokens[n] = UNKNOWN;
        out.runs[n] = run;
        out.origin[n++] = i - 1;
      }
      run = 0;
      out.tokens[n] = id;
      out.runs[n] = 1;
      out.origin[n++] = i;
    } else {
      run++;
    }
  }
  out.length = n;
  return out;
}

/**
 * Best local alignment of the query's tokens against one message (Smith–Waterman): each message word
 * matched in order scores its weight; a placeholder takes any run of query words for free; other
 * query words inside the stretch and message words missing from it cost a little. Being local, it
 * ignores whatever surrounds the message (exception name, log prefix, traceback, JSON body, a
 * follow-up sentence) and accepts a message cut short.
 */
function align(query: Compressed, p: Pattern, a: Row, b: Row): Alignment {
  const {tokens, weights, content} = p;
  const k = tokens.length;
  let prev = a;
  let cur = b;
  prev.score.fill(0, 0, k + 1);
  prev.weight.fill(0, 0, k + 1);
  prev.content.fill(0, 0, k + 1);
  prev.first.fill(-1, 0, k + 1);
  prev.last.fill(-1, 0, k + 1);
  prev.queryFirst.fill(-1, 0, k + 1);
  prev.queryLast.fill(-1, 0, k + 1);
  for (const row of [a, b]) {
    row.score[0] = 0;
    row.weight[0] = 0;
    row.content[0] = 0;
    row.first[0] = -1;
    row.last[0] = -1;
    row.queryFirst[0] = -1;
    row.queryLast[0] = -1;
  }
  const best: Alignment = {score: 0, matchedWeight: 0, matchedContent: 0, first: -1, last: -1, queryFirst: -1, queryLast: -1};
  for (let i = 0; i < query.length; i++) {
    const q = query.tokens[i];
    const gap = QUERY_GAP * query.runs[i];
    const at = query.origin[i];
    const ps = prev.score, pw = prev.weight, pc = prev.content, pf = prev.first, pl = prev.last, pqf = prev.queryFirst, pql = prev.queryLast;
    const cs = cur.score, cw = cur.weight, cc = cur.content, cf = cur.first, cl = cur.last, cqf = cur.queryFirst, cql = cur.queryLast;
    for (let j = 1; j <= k; j++) {
      const t = tokens[j - 1];
      let h = 0, w = 0, c = 0, f = -1, l = -1, qf = -1, ql = -1;
      if (t === q) {
        const weight = weights[j - 1];
        h = ps[j - 1] + weight;
        w = pw[j - 1] + weight;
        c = pc[j - 1] + content[j - 1];
        f = pf[j - 1] < 0 ? j - 1 : pf[j - 1];
        l = j - 1;
        qf = pqf[j - 1] < 0 ? at : pqf[j - 1];
        ql = at;
      }
      const skipQuery = ps[j] - (t === WILDCARD ? 0 : gap);
      if (skipQuery > h) {
        h = skipQuery; w = pw[j]; c = pc[j]; f = pf[j]; l = pl[j]; qf = pqf[j]; ql = pql[j];
      }
      const skipMessage = cs[j - 1] - PATTERN_GAP * weights[j - 1]; // a placeholder weighs 0: free to leave empty
      if (skipMessage > h) {
        h = skipMessage; w = cw[j - 1]; c = cc[j - 1]; f = cf[j - 1]; l = cl[j - 1]; qf = cqf[j - 1]; ql = cql[j - 1];
      }
      if (h <= 0) {
        h = 0; w = 0; c = 0; f = -1; l = -1; qf = -1; ql = -1;
      }
      cs[j] = h; cw[j] = w; cc[j] = c; cf[j] = f; cl[j] = l; cqf[j] = qf; cql[j] = ql;
      if (h > best.score) {
        best.score = h; best.matchedWeight = w; best.matchedContent = c; best.first = f; best.last = l; best.queryFirst = qf; best.queryLast = ql;
      }
    }
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------
// Matching

/** Fewest distinctive words that must match (all of them, for a message with fewer). */
const MIN_CONTENT = 3;
/** Ranking: the exception the query names breaks near-ties, then how much of the message matched. */
const EXCEPTION_BONUS = 0.3;
const COVERAGE_BONUS = 0.1;
/** Matches scoring under this share of the best are not shown… */
const CUT_OFF = 0.5;
/** …unless the query holds the whole message (this share of its weight). */
const FULL = 0.95;

interface Query {
  ids: Int32Array;
  /** The last word, when the query stops inside it (a paste cut short, a query still being typed). */
  partial: string;
  /** Whether a message can begin at query token i (see `startsMessage`). */
  startsMessage: (i: number) => boolean;
}

/** The query's tokens as catalogue ids (UNKNOWN for words no message has), its tail if very long. */
function readQuery(query: string, vocabulary: Map<string, number>): Query {
  const {text, tokens, starts} = tokenize(query);
  const from = Math.max(0, tokens.length - MAX_QUERY_TOKENS);
  const last = tokens[tokens.length - 1] ?? '';
  return {
    ids: Int32Array.from(tokens.slice(from), (t) => vocabulary.get(t) ?? UNKNOWN),
    partial: /[A-Za-z]$/.test(query) && last.length >= 2 ? last : '',
    startsMessage: (i) => startsMessage(text, starts[from + i]),
  };
}

/**
 * A message printed by a program starts the text, a line, or follows a prefix (`ValueError:`,
 * `[core.py:387]`, `(APIServer pid=1)`, a JSON quote, a Chinese sentence); not the middle of an
 * English sentence (`what is the default value of gpu memory utilization`).
 */
function startsMessage(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const ch = text[i];
    if (ch === '\n') return true;
    if (ch === ' ' || ch === '\t' || ch === '\r') continue;
    return !/[a-z,]/.test(ch);
  }
  return true;
}

/** The token id in the message that the cut-off word begins (the word itself first), or -1. */
function completion(p: Pattern, partial: string, words: readonly string[]): number {
  let found = -1;
  for (const id of p.ids) {
    if (words[id] === partial) return id;
    if (found < 0 && words[id].startsWith(partial)) found = id;
  }
  return found;
}

/**
 * Whether an alignment is a real match, not a few shared words. A long stretch of the message matched
 * densely always is (even without its start, lost to a wrapped log line). Otherwise it must be matched
 * from its start (no distinctive word before the match: pastes begin where the message does), and
 * either most of it matched, or its opening did, densely, from about 15 letters on (`CUDA out of
 * memory`), where a message can begin in the query and up to the query's end (a message cut short,
 * maybe inside a placeholder's value).
 */
function accepts(a: Alignment, p: Pattern, q: Query): boolean {
  if (a.first < 0 || a.matchedContent < Math.min(MIN_CONTENT, p.contentCount)) return false;
  if (a.score < 0.5 * a.matchedWeight) return false;
  const upToLast = p.weightBefore[a.last + 1];
  if (a.matchedContent >= 6 && a.matchedWeight >= 0.8 * (upToLast - p.weightBefore[a.first])) return true;
  if (p.contentBefore[a.first] > 0) return false;
  if (a.matchedWeight >= 0.6 * p.weightBefore[p.tokens.length]) return true;
  return (
    a.matchedWeight >= 0.8 * upToLast &&
    p.charsBefore[a.last + 1] >= 15 &&
    q.startsMessage(a.queryFirst) &&
    q.ids.length - 1 - a.queryLast <= (p.tokens[a.last + 1] === WILDCARD ? 12 : 2) // a partial word, or a placeholder's value
  );
}

/** An exception name typed alone (`torch.OutOfMemoryError`): its entries, if it names only a few. */
function byExceptionName(patterns: Pattern[], query: string, limit: number): ErrorHit[] {
  const q = query.trim().replace(/:$/, '').toLowerCase();
  if (!/^[a-z_][\w.]*$/.test(q)) return [];
  const name = q.split('.').pop()!;
  const found = patterns.filter((p) => p.hit.exception.toLowerCase() === q || p.exceptionName === name);
  return found.length <= limit ? found.map((p) => p.hit) : [];
}

/**
 * Catalogue entries matching a pasted error, best first; [] when none matches well. Entries are
 * ranked by alignment score (more of the message matched, fewer stray words); the exception named in
 * the query breaks near-ties (the same message raised as two exceptions), then the more complete
 * match. Entries far behind the best are dropped (one clear answer beats three guesses) unless the
 * query holds their whole message.
 */
export function matchErrors(entries: readonly ErrorHit[], query: string, limit = 3): ErrorHit[] {
  if (!query.trim() || entries.length === 0 || limit <= 0) return [];
  const {vocabulary, words, distinctive, patterns, postings, longest} = compile(entries);
  const q = readQuery(query, vocabulary);
  const {ids, partial} = q;

  // Only messages sharing enough distinctive words with the query are aligned at all.
  const shared = new Uint16Array(patterns.length);
  const inQuery = new Uint8Array(vocabulary.size);
  for (const id of ids) {
    if (id < 0 || inQuery[id]) continue;
    inQuery[id] = 1;
    for (const index of postings[id] ?? []) shared[index]++;
  }
  const lastExact = ids.length > 0 ? ids[ids.length - 1] : UNKNOWN;
  const completes = new Map<number, number>(); // pattern index → the word the cut-off last word begins
  if (partial) {
    patterns.forEach((p, index) => {
      const id = completion(p, partial, words);
      if (id < 0 || id === lastExact) return;
      completes.set(index, id);
      if (!inQuery[id] && p.content[p.tokens.indexOf(id)]) shared[index]++;
    });
  }

  // The most a message can score is the weight of its words the query has: align the likeliest
  // first, and stop once the rest could not come within the cut-off of the best (same result, faster).
  const candidates: Array<{p: Pattern; bound: number; lastId: number}> = [];
  patterns.forEach((p, index) => {
    if (p.contentCount === 0 || shared[index] < Math.min(MIN_CONTENT, p.contentCount)) return;
    const lastId = completes.get(index) ?? -1;
    let bound = EXCEPTION_BONUS + COVERAGE_BONUS;
    for (let j = 0; j < p.tokens.length; j++) {
      const t = p.tokens[j];
      if (t >= 0 && (inQuery[t] || t === lastId)) bound += p.weights[j];
    }
    candidates.push({p, bound, lastId});
  });
  candidates.sort((a, b) => b.bound - a.bound);

  const member = new Uint8Array(vocabulary.size);
  const size = 2 * ids.length;
  const compressed: Compressed = {tokens: new Int32Array(size), runs: new Int32Array(size), origin: new Int32Array(size), length: 0};
  const rowA = new Row(longest + 1);
  const rowB = new Row(longest + 1);
  const lowered = query.toLowerCase();
  const scored: Array<{p: Pattern; rank: number; full: boolean; weight: number; start: number}> = [];
  let best = 0;
  for (const {p, bound, lastId} of candidates) {
    const total = p.weightBefore[p.tokens.length];
    if (bound < CUT_OFF * best && bound - EXCEPTION_BONUS - COVERAGE_BONUS < FULL * total) continue;
    for (const id of p.ids) member[id] = distinctive[id] ? 2 : 1;
    compress(ids, member, lastId, compressed);
    for (const id of p.ids) member[id] = 0;
    const a = align(compressed, p, rowA, rowB);
    if (!accepts(a, p, q)) continue;
    const namesException = p.exceptionName !== 'log' && lowered.includes(p.exceptionName);
    const coverage = a.matchedWeight / total;
    const rank = a.score + (namesException ? EXCEPTION_BONUS : 0) + COVERAGE_BONUS * coverage;
    scored.push({p, rank, full: coverage >= FULL, weight: a.matchedWeight, start: a.queryFirst});
    best = Math.max(best, rank);
  }
  if (scored.length === 0) return byExceptionName(patterns, query, limit);
  scored.sort((a, b) => b.rank - a.rank || a.p.hit.message.length - b.p.hit.message.length);
  // Two whole messages of similar weight: the one printed first is the reader's (transformers'
  // gated-repo error quotes the Hub's; a traceback prints the root cause before the engine gives up).
  const [first, second] = scored;
  if (second && first!.full && second.full && second.start < first!.start && second.weight >= 0.6 * first!.weight) {
    scored[0] = second;
    scored[1] = first!;
  }
  return scored
    .filter((s) => s.full || s.rank >= CUT_OFF * best)
    .slice(0, limit)
    .map((s) => s.p.hit);
}
