/** Plain logic behind the search box and the /search page (the UI lives in src/components/Search). */

export * from './searchScope';
import {SCOPE_LABELS, scopeForPath, type SearchScope} from './searchScope';

/** Pagefind filters for a scope (the version filter is set on every indexed doc page). */
export function filtersForScope(scope: SearchScope): Record<string, string> {
  return scope === 'all' ? {} : {version: scope};
}

/** What the UI shows for one hit. */
export interface SearchHit {
  /** The page's route, e.g. /docs/features/lora */
  url: string;
  title: string;
  /** The heading the match sits under, when it is not the page top. */
  heading?: string;
  /** Link to that heading, or to the page. */
  headingUrl: string;
  /** HTML with <mark> around matched words, as Pagefind returns it (already escaped). */
  excerpt: string;
  /** The page's front-matter keywords. */
  keywords: string[];
  /** Where the page sits: its tree and sidebar section, e.g. "Next › 快速开始 › 安装". */
  where?: string;
}

/** The subset of Pagefind's result data we use. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: Array<{title: string; url: string; excerpt: string; anchor?: {id?: string}; locations?: number[]}>;
}

/** Pagefind stores file URLs (/docs/a/); readers use the site's routes (/docs/a), carried in meta. */
export function toSearchHit(data: PagefindResultData): SearchHit {
  const url = data.meta.route ?? data.url;
  const title = data.meta.title ?? url;
  // The section with the most matched words is the one to jump to.
  const sub = (data.sub_results ?? [])
    .filter((s) => s.anchor?.id)
    .reduce<NonNullable<PagefindResultData['sub_results']>[number] | undefined>(
      (best, s) => ((s.locations?.length ?? 0) > (best?.locations?.length ?? 0) ? s : best),
      undefined,
    );
  const heading = sub && sub.title !== title ? sub.title : undefined;
  return {
    url,
    title,
    heading,
    headingUrl: heading && sub?.anchor?.id ? `${url}#${sub.anchor.id}` : url,
    excerpt: (heading ? sub?.excerpt : undefined) ?? data.excerpt,
    keywords: (data.meta.keywords ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    where: [SCOPE_LABELS[scopeForPath(url)], data.meta.section].filter(Boolean).join(' › '),
  };
}

/** The scope that holds the other tree's results (for "no result here, but N in 0.8.x"). */
export function otherScope(scope: SearchScope): Exclude<SearchScope, 'all'> | null {
  return scope === 'current' ? '0.8.x' : scope === '0.8.x' ? 'current' : null;
}

/** What ranking reads of a page: known before its fragment is fetched (see PageInfo). */
export type RankedPage = Pick<SearchHit, 'url' | 'title' | 'keywords'>;

/**
 * A page as the build-time page map (build/search/pages-<tree>.json, written after Pagefind)
 * lists it, keyed by Pagefind's result id: route, title and its first keywords, enough to re-rank without
 * fetching each result's fragment (several KB each); fragments are fetched only for results shown.
 */
export type PageInfo = [route: string, title: string, keywords?: string];

export function rankedPage(info: PageInfo): RankedPage {
  const [url, title, keywords = ''] = info;
  return {url, title, keywords: keywords.split(',').map((k) => k.trim()).filter(Boolean)};
}

/**
 * How many of Pagefind's top results are re-ranked. Topic pages that long pages mentioning the
 * query push to seventh or eighth place must be in reach; the page map makes a wider window free.
 */
export const RERANK_WINDOW = 20;

const EXAMPLE_PAGE = /\/getting-started\/examples\//;
/** Pages written for people who change vLLM itself rather than use it. */
const CONTRIBUTOR_PAGE = /\/docs\/(?:0\.8\.x\/)?(?:contributing|design|design-v1|developer-documentation)\//;

/**
 * The 错误信息速查 pages quote hundreds of messages, so they match many topic words; their entries
 * reach readers as 错误 hits (src/components/Search/errors.ts). Among page results they come after
 * the topic pages, and their large snippet file is not fetched for a topic search's first screen.
 */
const CATALOGUE_PAGE = /\/getting-started\/error-messages$/;

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/**
 * Pagefind ranks by term frequency, so a long page that mentions a topic often can outrank the
 * page about it. Within Pagefind's top results, put first the page titled exactly as the
 * query, then pages whose title contains it, then pages whose keywords name it; otherwise keep
 * Pagefind's order. Example pages often share a topic page's name (the prefix-caching example is
 * titled 前缀缓存 too), so an example ranks after a topic page whose title contains the query, and
 * ahead of one that only lists it as a keyword. Among titles that contain the query, the one the
 * query fills most comes first (多模态输入 before 多模态数据处理). On a tie, a page for readers who use
 * vLLM comes before one for contributors (多模态输入 before the contributor guide's 多模态支持).
 * Among keyword matches, the page that lists the query earlier comes first.
 */
export function rerankHits<T extends RankedPage>(hits: T[], query: string): T[] {
  const q = fold(query);
  if (!q) return hits;
  const tier = (hit: RankedPage): number => {
    const title = fold(hit.title);
    if (title === q) return 0;
    if (title.includes(q)) return 2 - q.length / title.length;
    // Keywords are listed most central first: an earlier match ranks higher (2.00, 2.01, …).
    const position = hit.keywords.findIndex((k) => fold(k) === q);
    if (position >= 0) return 2 + Math.min(position, 40) / 100;
    return 3;
  };
  // An example page whose title contains the query moves just below every topic page whose title
  // contains it (tier < 2), keeping its own order; it stays ahead of keyword-only matches. An example
  // that only lists the query as a keyword comes after the topic pages that do.
  const rank = (hit: RankedPage): number => {
    const t = tier(hit);
    if (CATALOGUE_PAGE.test(hit.url) && t >= 2) return 4;
    if (!EXAMPLE_PAGE.test(hit.url)) return t;
    if (t < 2) return 1.9 + t / 20;
    return t < 3 ? t + 0.5 : t;
  };
  return hits
    .map((hit, index) => ({hit, index, rank: rank(hit), audience: CONTRIBUTOR_PAGE.test(hit.url) ? 1 : 0}))
    .sort((a, b) => a.rank - b.rank || a.audience - b.audience || a.index - b.index)
    .map(({hit}) => hit);
}
