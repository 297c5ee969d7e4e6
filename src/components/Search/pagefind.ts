/**
 * Loads Pagefind's browser bundle (build/pagefind/pagefind.js) on first use, not with the page:
 * readers who never search never download the search code or index. Pagefind's results are
 * re-ranked with the build-time page map (build/search/pages-<tree>.json, see config/pagefind.ts),
 * so only the results shown fetch their fragment (the page text snippets are cut from).
 */
import {useEffect, useRef, useState} from 'react';

import {
  RERANK_WINDOW,
  filtersForScope,
  normalizeQuery,
  otherScope,
  rankedPage,
  rerankHits,
  toSearchHit,
  type PageInfo,
  type PagefindResultData,
  type RankedPage,
  type SearchHit,
  type SearchScope,
} from '@site/src/lib/search';

interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: PagefindResult[]}>;
}

let loading: Promise<PagefindApi> | null = null;

export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<PagefindApi>)
    .then(async (pagefind) => {
      // In-page search: a worker would cost one more round trip before the first answer.
      await pagefind.options({excerptLength: 30, noWorker: true});
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = null; // let the next attempt retry
      throw error;
    });
  return loading;
}

const pageMaps = new Map<string, Promise<Record<string, PageInfo>>>();

function loadPageMap(baseUrl: string, version: string): Promise<Record<string, PageInfo>> {
  let promise = pageMaps.get(version);
  if (!promise) {
    promise = fetch(`${baseUrl}search/pages-${version}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`pages-${version}.json: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, PageInfo>>;
      })
      .catch((error: unknown) => {
        pageMaps.delete(version); // let the next search retry
        throw error;
      });
    pageMaps.set(version, promise);
  }
  return promise;
}

/** The page maps of the trees a scope searches, merged. */
export function loadPageMaps(baseUrl: string, scope: SearchScope): Promise<Record<string, PageInfo>> {
  const versions = scope === 'all' ? ['current', '0.8.x'] : [scope];
  return Promise.all(versions.map((v) => loadPageMap(baseUrl, v))).then((maps) => Object.assign({}, ...maps) as Record<string, PageInfo>);
}

/** Pagefind's top results in the order the reader sees them, before any fragment is fetched. */
export function rankResults(results: PagefindResult[], pages: Record<string, PageInfo>, query: string): PagefindResult[] {
  const window = results.slice(0, RERANK_WINDOW).map((result) => {
    const info = pages[result.id];
    // A result the map does not know (a stale cache) keeps Pagefind's place.
    const page: RankedPage = info ? rankedPage(info) : {url: '', title: '', keywords: []};
    return {...page, result};
  });
  return [...rerankHits(window, query).map(({result}) => result), ...results.slice(RERANK_WINDOW)];
}

export type SearchState =
  | {status: 'idle'; hits: SearchHit[]}
  | {status: 'loading'; hits: SearchHit[]}
  /** `otherTotal`: when this scope has no result, how many the other tree has. */
  | {status: 'done'; hits: SearchHit[]; total: number; otherTotal?: number}
  | {status: 'error'; hits: SearchHit[]; message: string};

/**
 * Runs the query (debounced) whenever it or the scope changes; `enabled` false keeps Pagefind
 * unloaded. `limit` is how many results are shown: raising it (a "show more") fetches only the
 * fragments of the results added.
 */
export function usePagefindSearch(
  baseUrl: string,
  rawQuery: string,
  scope: SearchScope,
  {limit, enabled = true}: {limit: number; enabled?: boolean},
): SearchState {
  const [state, setState] = useState<SearchState>({status: 'idle', hits: []});
  const query = normalizeQuery(rawQuery);
  // The last search's ranked results and the snippets fetched for them, reused when `limit` grows.
  const last = useRef<{key: string; ranked: PagefindResult[]; otherTotal?: number; data: Map<string, Promise<PagefindResultData>>} | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    if (!query) {
      setState({status: 'idle', hits: []});
      return undefined;
    }
    let cancelled = false;
    const key = `${scope}\u0000${query}`;
    const reuse = last.current?.key === key ? last.current : null;
    setState((prev) => ({status: 'loading', hits: prev.hits}));
    const timer = window.setTimeout(
      async () => {
        try {
          let current = reuse;
          if (!current) {
            const [pagefind, pages] = await Promise.all([loadPagefind(baseUrl), loadPageMaps(baseUrl, scope)]);
            const {results} = await pagefind.search(query, {filters: filtersForScope(scope)});
            const other = results.length ? null : otherScope(scope);
            const otherTotal = other ? (await pagefind.search(query, {filters: filtersForScope(other)})).results.length : undefined;
            current = {key, ranked: rankResults(results, pages, query), otherTotal, data: new Map()};
            if (cancelled) return;
            last.current = current;
          }
          const shown = current.ranked.slice(0, limit);
          const data = await Promise.all(
            shown.map((result) => {
              let promise = current.data.get(result.id);
              if (!promise) current.data.set(result.id, (promise = result.data()));
              return promise;
            }),
          );
          const hits = data.map(toSearchHit);
          if (!cancelled) setState({status: 'done', hits, total: current.ranked.length, otherTotal: current.otherTotal});
        } catch (error) {
          if (!cancelled) setState({status: 'error', hits: [], message: (error as Error).message || String(error)});
        }
      },
      reuse ? 0 : 80,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [baseUrl, query, scope, limit, enabled]);

  return state;
}
