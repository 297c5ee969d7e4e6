/**
 * The error catalogues (build/search/errors-<version>.json, see src/lib/errorCatalogue.ts): fetched
 * once, when the first query that reads like an error is typed (a topic search never loads them);
 * matched on every keystroke. Both trees' files are loaded for such a query, so that a message
 * catalogued only in the other tree can say so, as the page results do.
 */
import {useEffect, useState} from 'react';

import {looksLikeError, type ErrorHit} from '@site/src/lib/errorQuery';
import {otherScope, type SearchScope} from '@site/src/lib/search';
import {fetchJsonOnce} from './fetchOnce';

type Matcher = typeof import('@site/src/lib/errorCatalogue').matchErrors;
let matcher: Promise<Matcher> | null = null;
/** The matcher is a chunk of its own, fetched with the first catalogue: ordinary searches never load it. */
function loadMatcher(): Promise<Matcher> {
  matcher ??= import(/* webpackChunkName: "error-matcher" */ '@site/src/lib/errorCatalogue')
    .then((module) => module.matchErrors)
    .catch((error: unknown) => {
      matcher = null;
      throw error;
    });
  return matcher;
}

function loadTree(baseUrl: string, version: string): Promise<ErrorHit[]> {
  return fetchJsonOnce<ErrorHit[]>(`${baseUrl}search/errors-${version}.json`);
}

let both: Promise<ErrorHit[]> | null = null;

/** The tree's entries, or both trees' as one array (the same array each time: the matcher caches its index per array). */
function loadScope(baseUrl: string, scope: SearchScope): Promise<ErrorHit[]> {
  if (scope !== 'all') return loadTree(baseUrl, scope);
  if (!both) {
    both = Promise.all([loadTree(baseUrl, 'current'), loadTree(baseUrl, '0.8.x')]).then((lists) => lists.flat());
    both.catch(() => (both = null)); // let the next search retry
  }
  return both;
}

export interface ErrorHits {
  /** Entries of the searched tree(s) matching the query, best first. */
  hits: ErrorHit[];
  /** The other tree's best entry, when only the other tree catalogues the message. */
  other?: {scope: Exclude<SearchScope, 'all'>; hit: ErrorHit};
  /** False while the hits shown are not yet this query's. */
  ready: boolean;
}

const NONE: Omit<ErrorHits, 'ready'> = {hits: []};

export function useErrorHits(baseUrl: string, query: string, scope: SearchScope, {limit}: {limit: number}): ErrorHits {
  const key = `${scope}\u0000${limit}\u0000${query}`;
  const wanted = looksLikeError(query);
  const [state, setState] = useState<{key: string; found: Omit<ErrorHits, 'ready'>}>({key: '', found: NONE});
  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    const other = otherScope(scope);
    Promise.all([loadScope(baseUrl, scope), other ? loadTree(baseUrl, other) : Promise.resolve([]), loadMatcher()])
      .then(([list, otherList, matchErrors]) => {
        const hits = matchErrors(list, query, limit);
        const otherHit = !hits.length && other ? matchErrors(otherList, query, 1)[0] : undefined;
        if (!cancelled) setState({key, found: {hits, other: otherHit && other ? {scope: other, hit: otherHit} : undefined}});
      })
      .catch(() => !cancelled && setState({key, found: NONE}));
    return () => {
      cancelled = true;
    };
  }, [baseUrl, key, query, scope, limit, wanted]);
  if (!wanted) return {...NONE, ready: true};
  return {...state.found, ready: state.key === key};
}
