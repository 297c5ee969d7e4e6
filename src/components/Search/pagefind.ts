/**
 * Loads Pagefind's browser bundle (build/pagefind/pagefind.js) on first use, not with the page:
 * readers who never search never download the search code or index.
 */
import {useEffect, useState} from 'react';

import {
  RERANK_WINDOW,
  filtersForScope,
  normalizeQuery,
  otherScope,
  rerankHits,
  toSearchHit,
  type PagefindResultData,
  type SearchHit,
  type SearchScope,
} from '@site/src/lib/search';

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: {filters?: Record<string, string>},
  ): Promise<{results: Array<{id: string; data(): Promise<PagefindResultData>}>}>;
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

export type SearchState =
  | {status: 'idle'; hits: SearchHit[]}
  | {status: 'loading'; hits: SearchHit[]}
  /** `otherTotal`: when this scope has no result, how many the other tree has. */
  | {status: 'done'; hits: SearchHit[]; total: number; otherTotal?: number}
  | {status: 'error'; hits: SearchHit[]; message: string};

/** Runs the query (debounced) whenever it or the scope changes; `enabled` false keeps Pagefind unloaded. */
export function usePagefindSearch(
  baseUrl: string,
  rawQuery: string,
  scope: SearchScope,
  {limit, enabled = true}: {limit: number; enabled?: boolean},
): SearchState {
  const [state, setState] = useState<SearchState>({status: 'idle', hits: []});
  const query = normalizeQuery(rawQuery);

  useEffect(() => {
    if (!enabled) return undefined;
    if (!query) {
      setState({status: 'idle', hits: []});
      return undefined;
    }
    let cancelled = false;
    setState((prev) => ({status: 'loading', hits: prev.hits}));
    const timer = window.setTimeout(async () => {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const {results} = await pagefind.search(query, {filters: filtersForScope(scope)});
        const data = await Promise.all(results.slice(0, Math.max(limit, RERANK_WINDOW)).map((r) => r.data()));
        const hits = rerankHits(data.map(toSearchHit), query).slice(0, limit);
        const other = results.length ? null : otherScope(scope);
        const otherTotal = other ? (await pagefind.search(query, {filters: filtersForScope(other)})).results.length : undefined;
        if (!cancelled) setState({status: 'done', hits, total: results.length, otherTotal});
      } catch (error) {
        if (!cancelled) setState({status: 'error', hits: [], message: (error as Error).message || String(error)});
      }
    }, 80);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [baseUrl, query, scope, limit, enabled]);

  return state;
}
