/**
 * The not-found page's "did you mean": the existing pages a reader most likely meant, ranked by how close
 * the missed path is to each route. Paths are compared segment by segment (a typo inside a segment costs
 * a fraction of one segment; a missing, extra or swapped section costs about one), the page's own slug
 * weighs more than the sections above it, and a path keeps to its doc tree (`/docs/0.8.x/...` or current)
 * when the two trees are about as close. Old URLs (data/redirects.tsv rows) count as aliases of the page
 * they moved to. Runs in the browser on every 404: pure, no dependencies; each segment and word pair is
 * compared once per call and character distances stop as soon as they cannot matter.
 */
export interface Candidate {
  route: string;
  title: string;
}

export interface SuggestOptions {
  /** Old paths and where they went (redirect rows): a miss close to `from` suggests the page at `to`. */
  aliases?: ReadonlyArray<{from: string; to: string}>;
  /** At most this many suggestions (default 5). */
  limit?: number;
}

/** Which doc tree a path is in; `any` for a version segment that is neither tree (no preference). */
type Tree = 'current' | 'legacy' | 'site' | 'any';

interface ParsedPath {
  /** Under /docs (or a version segment): site pages like /about rank a little lower for doc paths. */
  docs: boolean;
  tree: Tree;
  /** Folded segments without `docs` and the version, so both trees compare on the same footing. */
  segments: string[];
  /** Sum of the segments' weights: 1 each, LEAF_WEIGHT for the slug (the last one), which says most. */
  total: number;
}

/** A section that is missing, extra or unrelated costs 1; the page's slug costs this much. */
const LEAF_WEIGHT = 1.5;
/** A section of the route that the path leaves out: the commonest miss, so a little under 1. */
const DROPPED_SECTION = 0.9;
/** An old path (alias) that matches as well as a page does yields to the page. */
const ALIAS_PENALTY = 0.05;
/** Two neighbouring sections in the wrong order: one step, like a missing one. */
const SWAP_COST = 1;
/** ...if each is at most this far from the other's place (else it is two substitutions, not a swap). */
const SWAP_CLOSE = 0.5;
/** The other tree loses to this tree when its match is no more than this much better. */
const TREE_PENALTY = 0.6;
/** A doc path matched to a site page (or back): a small nudge, not a wall. */
const DOCS_PENALTY = 0.25;
/** Accept a match costing at most this share of the longer path's weight; beyond it, it is noise. */
const MAX_RATIO = 0.55;
/** Words within a segment count as the same word up to this normalised distance (one typo in 3+ letters). */
const WORD_MATCH = 0.34;
/** Two words no longer than this are acronyms (`tpu`, `gpu`, `lws`): equal, or unrelated. */
const SHORT_WORD = 3;
/** A word cut short (`install`) counts from this many letters on. */
const PREFIX_MIN = 4;
const HAS_DIGIT = /\d/;
/** `k8s`, `i18n`: first letter, how many letters between, last letter. */
const NUMERONYM = /^([a-z])(\d+)([a-z])$/;
/** Segments at least this far apart by words are unrelated: how far noise is from noise tells nothing. */
const UNRELATED = 0.7;
/**
 * Letters decide for multi-word slugs only up to this distance (typos across word breaks: `stepbystep`);
 * beyond it the word distance speaks, and long slugs skip most of the character work.
 */
const CHAR_MATCH_WORDS = 0.3;

/** Characters of the missed path that are compared (bounds the work for absurd URLs). */
const MAX_INPUT = 300;

const VERSION = /^v?\d+\.\d+(?:\.\d+|\.x)?$|^v\d+$/;
const CURRENT_ALIASES = new Set(['latest', 'stable', 'next', 'current']);

/** Already folded: segments of lower-case letters, digits and dots joined by single `-` or `_`, no extension. */
const CANONICAL_PATH = /^(?:\/+[a-z\d][a-z\d.]*(?:[-_][a-z\d.]+)*)*\/*$/;
const EXTENSION = /\.(?:html?|mdx?)(?:\/|$)/;

/** The path part of what the reader typed, decoded and lower-cased (no scheme, host, query or hash). */
function cleanPath(input: string): string {
  let p = input.trim();
  if (p.includes('://')) p = p.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  const end = p.search(/[?#]/);
  if (end >= 0) p = p.slice(0, end);
  try {
    if (p.includes('%')) p = decodeURIComponent(p);
  } catch {
    // A stray `%` is a typo like any other: compare it as typed.
  }
  return p.toLowerCase();
}

/** One segment in comparable form: `_`, spaces and `-` alike, `&` as "and", no file extension. */
function foldSegment(segment: string): string {
  return segment
    .replace(/\.(?:html?|mdx?)$/, '')
    .replace(/&/g, '-and-')
    .replace(/[\s_+]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** Tree of a version segment: 0.8 and older are the legacy tree; another number prefers neither. */
function versionTree(segment: string): Tree {
  return /^v?0\.[0-8](?:\.|$)/.test(segment) ? 'legacy' : 'any';
}

function parsePath(path: string): ParsedPath {
  // Routes (and most misses) are clean and folded already but for `_`: one test for the whole path
  // instead of cleaning it and folding each segment (this runs for every route on the first 404).
  const canonical = CANONICAL_PATH.test(path) && !EXTENSION.test(path);
  const clean = canonical ? path : cleanPath(path);
  const segments = canonical || (CANONICAL_PATH.test(clean) && !EXTENSION.test(clean))
    ? clean.replaceAll('_', '-').split('/').filter(Boolean)
    : clean.split('/').map(foldSegment).filter(Boolean);
  if (segments.at(-1) === 'index') segments.pop();
  let docs = false;
  let tree: Tree = 'site';
  if (segments[0] === 'docs') {
    segments.shift();
    docs = true;
    tree = 'current';
  }
  const first = segments[0];
  if (first && VERSION.test(first)) {
    segments.shift();
    docs = true;
    tree = versionTree(first);
  } else if (docs && first && CURRENT_ALIASES.has(first)) {
    segments.shift();
  }
  return {docs, tree, segments, total: segments.length ? segments.length - 1 + LEAF_WEIGHT : 0};
}

/** Identity of a route after folding, so `/docs/a/` and `/docs/A.html` are the same page. */
function pathKey(p: ParsedPath): string {
  return `${p.docs ? 'd' : 's'}:${p.tree}:${p.segments.join('/')}`;
}

/** A segment or a word, with the set of its letters (folded into 32 bits, once needed) for a quick rejection. */
interface Term {
  text: string;
  letters?: number;
}

function term(text: string): Term {
  return {text};
}

function lettersOf(t: Term): number {
  if (t.letters === undefined) {
    let letters = 0;
    for (let i = 0; i < t.text.length; i++) letters |= 1 << (t.text.charCodeAt(i) & 31);
    t.letters = letters;
  }
  return t.letters;
}

function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

// Rows for `osa` and letter counts for `bagDistance`, reused: they run thousands of times per 404.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;
const letterCounts = new Int32Array(128);

/** A cheap lower bound of the edit distance: letters one side has and the other lacks. */
function bagDistance(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) letterCounts[a.charCodeAt(i) & 127]++;
  for (let i = 0; i < b.length; i++) letterCounts[b.charCodeAt(i) & 127]--;
  let extra = 0;
  let missing = 0;
  for (let i = 0; i < a.length; i++) {
    const k = a.charCodeAt(i) & 127;
    const c = letterCounts[k]!;
    if (c > 0) extra += c;
    letterCounts[k] = 0;
  }
  for (let i = 0; i < b.length; i++) {
    const k = b.charCodeAt(i) & 127;
    const c = letterCounts[k]!;
    if (c < 0) missing -= c;
    letterCounts[k] = 0;
  }
  return Math.max(extra, missing);
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions) if it is at most `max`,
 * else `max + 1`. Only the diagonal band that can stay within `max` is computed, and it stops as soon as
 * a whole row exceeds it: most pairs of segments are unrelated and need no exact distance.
 */
function osaWithin(ta: Term, tb: Term, max: number): number {
  const a = ta.text;
  const b = tb.text;
  const n = b.length;
  const over = max + 1;
  if (Math.abs(a.length - n) > max) return over;
  // Each letter one side has and the other lacks takes an edit: first by letter sets, then by counts.
  const la = lettersOf(ta);
  const lb = lettersOf(tb);
  if (bitCount(la & ~lb) > max || bitCount(lb & ~la) > max) return over;
  // Counting letters pays off only where the band is wide (long segments); a word's band ends in a row or two.
  if (max >= 3 && bagDistance(a, b) > max) return over;
  if (rows[0].length <= n + 1) rows = [new Int32Array(2 * n + 2), new Int32Array(2 * n + 2), new Int32Array(2 * n + 2)];
  let prev2 = rows[0];
  let prev = rows[1];
  let row = rows[2];
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    row[lo - 1] = lo === 1 && i <= max ? i : over;
    let rowMin = row[lo - 1]!;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d > over ? over : d;
      if (d < rowMin) rowMin = d;
    }
    if (hi < n) row[hi + 1] = over;
    if (rowMin > max) return over;
    const done = prev2;
    prev2 = prev;
    prev = row;
    row = done;
  }
  return Math.min(prev[n]!, over);
}

/** `k8s` for `kubernetes`: first and last letter, and the count of those between. */
function isNumeronym(short: string, long: string): boolean {
  const second = short.charCodeAt(1);
  if (!(second >= 48 && second <= 57)) return false;
  const m = NUMERONYM.exec(short);
  return !!m && long.length === Number(m[2]) + 2 && long[0] === m[1] && long.at(-1) === m[3];
}

/**
 * Normalised character distance of two words if they are close (a typo or two), else 1. A word cut short
 * (`install`, `quant`) costs half its missing tail, and a numeronym (`k8s`) is nearly its word.
 */
function wordCost(ta: Term, tb: Term): number {
  const a = ta.text;
  const b = tb.text;
  if (a === b) return 0;
  const short = a.length <= b.length ? a : b;
  const long = short === a ? b : a;
  if (short.length >= PREFIX_MIN && long.startsWith(short)) return Math.min(1, (0.5 * (long.length - short.length)) / long.length);
  if (isNumeronym(short, long)) return 0.1;
  const len = long.length;
  // Short words are acronyms (`tpu`, `gpu`, `lws`) and words with digits are names (`int4`, `int8`, `v1`):
  // one letter off is another thing.
  if (len <= SHORT_WORD) return 1;
  const d = osaWithin(ta, tb, Math.floor(WORD_MATCH * len));
  return d / len <= WORD_MATCH && !HAS_DIGIT.test(a) && !HAS_DIGIT.test(b) ? d / len : 1;
}

// Per-word best of the route's side in `wordDistance`, reused.
let bestB = new Float64Array(16);

/** Word `w` of the missed path against word `o` of the route table: their `wordCost`, computed up front. */
type WordCost = (w: number, o: number) => number;

/**
 * Share of the letters, word by word, without a close word on the other side: reordered words
 * (`server-openai-compatible`) and a renamed section (`serving` in `inference-and-serving`) stay close
 * where characters would not.
 */
function wordDistance(
  wa: readonly number[],
  wb: readonly number[],
  missedWords: readonly Term[],
  words: readonly Term[],
  cost: WordCost,
): number {
  // Each pair once: the best per word of `a` as we go, the best per word of `b` in `bestB`.
  if (bestB.length < wb.length) bestB = new Float64Array(2 * wb.length);
  bestB.fill(1, 0, wb.length);
  let unmatched = 0;
  let letters = 0;
  for (const w of wa) {
    let best = 1;
    for (let k = 0; k < wb.length; k++) {
      const d = cost(w, wb[k]!);
      if (d < best) best = d;
      if (d < bestB[k]!) bestB[k] = d;
    }
    unmatched += missedWords[w]!.text.length * best;
    letters += missedWords[w]!.text.length;
  }
  for (let k = 0; k < wb.length; k++) {
    unmatched += words[wb[k]!]!.text.length * bestB[k]!;
    letters += words[wb[k]!]!.text.length;
  }
  return unmatched / Math.max(letters, 1);
}

/**
 * 0 for the same segment, 1 for unrelated ones: the closer of the word and (across word breaks) the
 * character distance, with anything past UNRELATED counted as wholly different.
 */
function segmentDistance(
  a: Term,
  b: Term,
  wa: readonly number[],
  wb: readonly number[],
  missedWords: readonly Term[],
  words: readonly Term[],
  cost: WordCost,
  shareCloseWord: boolean,
): number {
  if (a.text === b.text) return 0;
  // For two single words this is their word cost (truncations and numeronyms included), and all there is.
  // Without a close word in common it is 1, with nothing to compute.
  let best = shareCloseWord ? Math.min(UNRELATED, wordDistance(wa, wb, missedWords, words, cost)) : UNRELATED;
  if (wa.length === 1 && wb.length === 1) return best >= UNRELATED ? 1 : best;
  const len = Math.max(a.text.length, b.text.length);
  // Across word breaks (`stepbysteb`, `asyncllmengine`) letters decide; only a distance below the best so far matters.
  const max = Math.ceil(Math.min(best * len, CHAR_MATCH_WORDS * len)) - 1;
  if (max >= 0) {
    const d = osaWithin(a, b, max);
    if (d <= max) best = Math.min(best, d / len);
  }
  return best >= UNRELATED ? 1 : best;
}

/** A route or an old path to compare with, and the candidate it stands for. */
interface Target {
  path: ParsedPath;
  /** The path's segments as ids into the table's `segments`. */
  ids: number[];
  /** Index of the candidate: the page itself, or the page an old path went to. */
  index: number;
  /** An old path, not the page's own route. */
  alias: boolean;
}

/** The paths to compare with, their segments and words interned so that one 404 compares each pair once. */
interface Prepared {
  targets: Target[];
  segments: Term[];
  /** Each segment's words (split on `-`) as ids into `words`. */
  segmentWords: number[][];
  words: Term[];
  /** For each word, the segments it is in: only those can be close by words to a segment with a close word. */
  wordSegments: number[][];
  /** Words by their text, by their length, by their first four letters, and those shaped like `k8s`. */
  wordIds: Map<string, number>;
  wordsByLength: number[][];
  wordsByStart: Map<string, number[]>;
  numeronyms: number[];
}

const NO_ALIASES: ReadonlyArray<{from: string; to: string}> = [];
// The route list is the same on every 404 of a visit: parse it once per list (invisible to callers).
const preparedCache = new WeakMap<readonly Candidate[], WeakMap<object, Prepared>>();

function prepare(candidates: readonly Candidate[], aliases: ReadonlyArray<{from: string; to: string}>): Prepared {
  let byAliases = preparedCache.get(candidates);
  if (!byAliases) preparedCache.set(candidates, (byAliases = new WeakMap()));
  const cached = byAliases.get(aliases);
  if (cached) return cached;

  const wordIds = new Map<string, number>();
  const table: Prepared = {
    targets: [],
    segments: [],
    segmentWords: [],
    words: [],
    wordSegments: [],
    wordIds,
    wordsByLength: [],
    wordsByStart: new Map(),
    numeronyms: [],
  };
  const segmentIds = new Map<string, number>();
  const add = (path: ParsedPath, index: number, alias: boolean) => {
    const ids: number[] = [];
    for (const segment of path.segments) {
      let id = segmentIds.get(segment);
      if (id === undefined) {
        segmentIds.set(segment, (id = table.segments.push(term(segment)) - 1));
        const words: number[] = (table.segmentWords[id] = []);
        for (const word of segment.split('-')) {
          let w = wordIds.get(word);
          if (w === undefined) {
            wordIds.set(word, (w = table.words.push(term(word)) - 1));
            table.wordSegments[w] = [];
          }
          words.push(w);
          table.wordSegments[w]!.push(id);
        }
      }
      ids.push(id);
    }
    table.targets.push({path, ids, index, alias});
  };

  const byKey = new Map<string, number>();
  const byRoute = new Map<string, number>();
  candidates.forEach((c, index) => {
    const path = parsePath(c.route);
    const key = pathKey(path);
    if (!byKey.has(key)) byKey.set(key, index);
    if (!byRoute.has(c.route)) byRoute.set(c.route, index);
    add(path, index, false);
  });
  for (const alias of aliases) {
    const path = parsePath(alias.from);
    // An old path that is a page again (after folding) is that page, as in the redirect plan.
    if (byKey.has(pathKey(path))) continue;
    // Targets are routes as written (maybe without the category's trailing slash): parse only when not.
    const index = byRoute.get(alias.to) ?? byRoute.get(`${alias.to}/`) ?? byKey.get(pathKey(parsePath(alias.to)));
    if (index !== undefined) add(path, index, true);
  }
  table.words.forEach(({text}, id) => {
    (table.wordsByLength[text.length] ??= []).push(id);
    if (text.length >= PREFIX_MIN) {
      const start = text.slice(0, PREFIX_MIN);
      const list = table.wordsByStart.get(start);
      if (list) list.push(id);
      else table.wordsByStart.set(start, [id]);
    }
    if (NUMERONYM.test(text)) table.numeronyms.push(id);
  });
  byAliases.set(aliases, table);
  return table;
}

/**
 * The table's words that may be close to `word` (a superset of those with `wordCost` below 1): the same
 * word, words of about its length (typos), words it begins or that begin it (cut short), numeronyms.
 * Scanning every word of the table for each missed word would be most of the work of a 404.
 */
function mayBeClose(word: string, table: Prepared): number[] {
  const found: number[] = [];
  const len = word.length;
  // A typo keeps the length within the edits allowed for the longer word.
  const reach = (longer: number) => Math.floor(WORD_MATCH * longer);
  for (let other = len - reach(len); other - len <= reach(Math.max(other, len)); other++) {
    found.push(...(table.wordsByLength[other] ?? []));
  }
  if (len >= PREFIX_MIN) {
    found.push(...(table.wordsByStart.get(word.slice(0, PREFIX_MIN)) ?? []));
    for (let cut = PREFIX_MIN; cut < len; cut++) {
      const id = table.wordIds.get(word.slice(0, cut));
      if (id !== undefined) found.push(id);
    }
  }
  const numeronym = NUMERONYM.exec(word);
  if (numeronym) found.push(...(table.wordsByLength[Number(numeronym[2]) + 2] ?? []));
  found.push(...table.numeronyms);
  return found;
}

// Rows of the segment alignment, reused like the `osa` rows.
let alignRows = [new Float64Array(16), new Float64Array(16), new Float64Array(16)] as const;

/**
 * Cost of turning the missed path's segments into a route's: an alignment of whole segments (edit distance
 * over segments, with adjacent swaps), where a missing or extra segment costs its weight and substituting
 * one for another costs their segment distance times the larger weight. `dist(i, j)` compares missed
 * segment `i` with the route's segment `j`.
 */
function alignmentCost(a: ParsedPath, b: ParsedPath, ids: readonly number[], dist: (i: number, id: number) => number): number {
  const n = a.segments.length;
  const m = b.segments.length;
  const aw = (i: number) => (i === n - 1 ? LEAF_WEIGHT : 1);
  const bw = (j: number) => (j === m - 1 ? LEAF_WEIGHT : 1);
  // Leaving out one of the route's sections costs a little less than having an extra or a wrong one.
  const dropped = (j: number) => (j === m - 1 ? LEAF_WEIGHT : DROPPED_SECTION);
  if (alignRows[0].length <= m) alignRows = [new Float64Array(2 * m + 2), new Float64Array(2 * m + 2), new Float64Array(2 * m + 2)];
  let prev2 = alignRows[0];
  let prev = alignRows[1];
  let row = alignRows[2];
  prev[0] = 0;
  for (let j = 1; j <= m; j++) prev[j] = prev[j - 1]! + dropped(j - 1);
  for (let i = 1; i <= n; i++) {
    const wa = aw(i - 1);
    row[0] = prev[0]! + wa;
    for (let j = 1; j <= m; j++) {
      const wb = bw(j - 1);
      let d = Math.min(prev[j]! + wa, row[j - 1]! + dropped(j - 1), prev[j - 1]! + dist(i - 1, ids[j - 1]!) * Math.max(wa, wb));
      // Two sections in the wrong order: worth a look only when each is close to the other's place.
      if (i > 1 && j > 1 && d > SWAP_COST) {
        const crossA = dist(i - 1, ids[j - 2]!);
        const crossB = crossA < SWAP_CLOSE ? dist(i - 2, ids[j - 1]!) : 1;
        if (crossB < SWAP_CLOSE) {
          d = Math.min(d, prev2[j - 2]! + SWAP_COST + crossA * Math.max(wa, bw(j - 2)) + crossB * Math.max(aw(i - 2), wb));
        }
      }
      row[j] = d;
    }
    const done = prev2;
    prev2 = prev;
    prev = row;
    row = done;
  }
  return prev[m]!;
}

function startsWithSegments(segments: readonly string[], prefix: readonly string[]): boolean {
  for (let i = 0; i < prefix.length; i++) if (segments[i] !== prefix[i]) return false;
  return true;
}

/**
 * Pages the reader may have meant by `missedPath`, best first, at most `limit` (default 5); empty when
 * nothing is reasonably close. A miss close to an alias's `from` suggests the page at its `to` (each page
 * once, at its best cost); an alias whose `from` is itself a page now (after folding) is ignored.
 * The candidate and alias arrays are parsed once per array: pass new arrays when the lists change.
 */
export function suggestPages(missedPath: string, candidates: readonly Candidate[], options: SuggestOptions = {}): Candidate[] {
  const limit = options.limit ?? 5;
  if (limit <= 0 || !candidates.length) return [];
  const table = prepare(candidates, options.aliases ?? NO_ALIASES);
  // A pasted novel is not a path: its first few hundred characters say what it was.
  const missed = parsePath(missedPath.slice(0, MAX_INPUT));
  const n = missed.segments.length;

  // Each missed word against each word of the table, once: most are far apart, and a segment pair can
  // only be close by words through a close pair, found through `wordSegments`.
  const missedWords: Term[] = [];
  const wordsOf = missed.segments.map((s) => s.split('-').map((w) => missedWords.push(term(w)) - 1));
  const missedSegments = missed.segments.map(term);
  const wordCount = table.words.length;
  const segmentCount = table.segments.length;
  const wordMemo = new Float64Array(missedWords.length * wordCount).fill(1);
  const shareCloseWord = new Uint8Array(n * segmentCount);
  wordsOf.forEach((ws, i) => {
    for (const w of ws) {
      for (const o of mayBeClose(missedWords[w]!.text, table)) {
        const c = wordCost(missedWords[w]!, table.words[o]!);
        if (c >= 1) continue;
        wordMemo[w * wordCount + o] = c;
        for (const id of table.wordSegments[o]!) shareCloseWord[i * segmentCount + id] = 1;
      }
    }
  });
  const cost: WordCost = (w, o) => wordMemo[w * wordCount + o]!;
  // Segments repeat across routes (`getting-started`, `examples`): compare each pair once, when first needed.
  const segmentMemo = new Float64Array(n * segmentCount).fill(-1);
  const dist = (i: number, id: number) => {
    const k = i * segmentCount + id;
    let d = segmentMemo[k]!;
    if (d < 0) {
      const a = missedSegments[i]!;
      const b = table.segments[id]!;
      d = segmentDistance(a, b, wordsOf[i]!, table.segmentWords[id]!, missedWords, table.words, cost, shareCloseWord[k] === 1);
      segmentMemo[k] = d;
    }
    return d;
  };

  const slug = missed.segments.at(-1);
  // The slug alone, if long enough to be specific, is reason enough to suggest a page (`/docs/foo/tool_calling`).
  const specificSlug = slug && slug.length >= 4 ? slug : undefined;
  const best = new Map<number, number>();
  for (const {path, ids, index, alias} of table.targets) {
    // Nothing typed (`/docs/`) matches only the tree roots; otherwise most of the path has to agree.
    const budget = MAX_RATIO * Math.max(missed.total, path.total, 1);
    const slugMatches = specificSlug !== undefined && specificSlug === path.segments.at(-1);
    // A section without a page of its own (`/docs/api`) suggests the pages in it, nearest first.
    const inSection = n > 0 && n < ids.length && startsWithSegments(path.segments, missed.segments);
    const acceptAnyway = slugMatches || inSection;
    // Each segment one path has more than the other costs at least DROPPED_SECTION: skip hopeless routes unaligned.
    if (!acceptAnyway && DROPPED_SECTION * Math.abs(n - ids.length) > budget) continue;
    let c = alignmentCost(missed, path, ids, dist);
    if (alias) c += ALIAS_PENALTY;
    if (missed.docs !== path.docs) c += DOCS_PENALTY;
    else if (missed.docs && missed.tree !== 'any' && path.tree !== 'any' && missed.tree !== path.tree) c += TREE_PENALTY;
    if ((c <= budget || acceptAnyway) && c < (best.get(index) ?? Infinity)) best.set(index, c);
  }

  // Ties go to the shorter route, then the earlier one in the list (no localeCompare: its first call is slow).
  return [...best]
    .sort(([ia, ca], [ib, cb]) => ca - cb || candidates[ia]!.route.length - candidates[ib]!.route.length || ia - ib)
    .slice(0, limit)
    .map(([index]) => candidates[index]!);
}

/** Words that are part of the path's form, not its topic. */
const NOT_SEARCH_WORDS = new Set(['docs', 'html', 'htm', 'index', 'md', 'mdx']);

/**
 * The missed path's words for prefilling the search box: `/docs/getting-started/quickstrat` gives
 * `getting started quickstrat` (no `docs`, version, `index` or extension; each word once).
 */
export function searchTermsFromPath(missedPath: string): string {
  const words: string[] = [];
  for (const segment of cleanPath(missedPath).split('/')) {
    if (!segment || VERSION.test(segment)) continue;
    for (const word of segment.split(/[^\p{L}\p{N}]+/u)) {
      if (word && !NOT_SEARCH_WORDS.has(word) && !words.includes(word)) words.push(word);
    }
  }
  return words.join(' ');
}
