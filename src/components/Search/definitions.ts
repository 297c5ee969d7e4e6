/**
 * The definition index (build/search/definitions-<version>.json, see src/lib/definitions.ts):
 * fetched once, when the search box is first focused (as Pagefind is); matched on every keystroke.
 */
import {useEffect, useState} from 'react';

import {matchDefinitions, placeDefinitions, type Definition} from '@site/src/lib/definitions';
import type {SearchScope} from '@site/src/lib/search';

const loaded = new Map<string, Promise<Definition[]>>();

function loadTree(baseUrl: string, version: string): Promise<Definition[]> {
  let promise = loaded.get(version);
  if (!promise) {
    promise = fetch(`${baseUrl}search/definitions-${version}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`definitions-${version}.json: HTTP ${response.status}`);
        return response.json() as Promise<Definition[]>;
      })
      .catch((error: unknown) => {
        loaded.delete(version); // let the next search retry
        throw error;
      });
    loaded.set(version, promise);
  }
  return promise;
}

function loadDefinitions(baseUrl: string, scope: SearchScope): Promise<Definition[]> {
  const versions = scope === 'all' ? ['current', '0.8.x'] : [scope];
  return Promise.all(versions.map((v) => loadTree(baseUrl, v))).then((lists) => lists.flat());
}

type Placed = {lead: Definition[]; trail: Definition[]};
const NONE: Placed = {lead: [], trail: []};

/**
 * Definitions matching the query in the scope, split into those that lead the results and those
 * that follow them; none until `enabled`, and none if the file fails (full-text search still works).
 */
export function useDefinitionHits(baseUrl: string, query: string, scope: SearchScope, {limit, enabled}: {limit: number; enabled: boolean}): Placed {
  const [hits, setHits] = useState<Placed>(NONE);
  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    loadDefinitions(baseUrl, scope)
      .then((definitions) => !cancelled && setHits(placeDefinitions(matchDefinitions(definitions, query, limit), query)))
      .catch(() => !cancelled && setHits(NONE));
    return () => {
      cancelled = true;
    };
  }, [baseUrl, query, scope, limit, enabled]);
  return hits;
}
