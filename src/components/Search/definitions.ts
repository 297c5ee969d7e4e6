/**
 * The definition index (build/search/definitions-<version>.json, see src/lib/definitions.ts):
 * fetched once, when the first name-shaped query is typed (a flag, a variable, an API name: only those
 * can match); matched on every keystroke.
 */
import {useEffect, useState} from 'react';

import {isNameQuery, matchDefinitions, placeDefinitions, type Definition} from '@site/src/lib/definitions';
import type {SearchScope} from '@site/src/lib/search';
import {fetchJsonOnce} from './fetchOnce';

function loadTree(baseUrl: string, version: string): Promise<Definition[]> {
  return fetchJsonOnce<Definition[]>(`${baseUrl}search/definitions-${version}.json`);
}

function loadDefinitions(baseUrl: string, scope: SearchScope): Promise<Definition[]> {
  const versions = scope === 'all' ? ['current', '0.8.x'] : [scope];
  return Promise.all(versions.map((v) => loadTree(baseUrl, v))).then((lists) => lists.flat());
}

type Placed = {lead: Definition[]; trail: Definition[]};
const NONE: Placed = {lead: [], trail: []};

/**
 * Definitions matching the query in the scope, split into those that lead the results and those
 * that follow them; none until `enabled`, none for a query no name can match (a Chinese phrase), and
 * none if the file fails (full-text search still works). `ready` is false while the matches shown
 * are not yet this query's (the file is loading).
 */
export function useDefinitionHits(
  baseUrl: string,
  query: string,
  scope: SearchScope,
  {limit, enabled}: {limit: number; enabled: boolean},
): Placed & {ready: boolean} {
  const key = `${scope}\u0000${limit}\u0000${query}`;
  const wanted = enabled && isNameQuery(query);
  const [hits, setHits] = useState<{key: string; placed: Placed}>({key: '', placed: NONE});
  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    loadDefinitions(baseUrl, scope)
      .then((definitions) => !cancelled && setHits({key, placed: placeDefinitions(matchDefinitions(definitions, query, limit), query)}))
      .catch(() => !cancelled && setHits({key, placed: NONE}));
    return () => {
      cancelled = true;
    };
  }, [baseUrl, key, query, scope, limit, wanted]);
  if (!wanted) return {...NONE, ready: true};
  return {...hits.placed, ready: hits.key === key};
}
