/**
 * The same topic in the other doc tree: the doc with the same id, else a listed pair
 * (src/data/versionEquivalents.ts), else the only doc with the same file name in each tree.
 */
import {useEffect, useState} from 'react';

/** [current tree id, 0.8.x tree id] pairs, as listed in src/data/versionEquivalents.ts. */
export type EquivalentPairs = ReadonlyArray<readonly [string, string]>;

/** What the docs plugin's global data holds for each doc of a version. */
export interface VersionDoc {
  id: string;
  path: string;
}

/** A doc's topic name: its file name (its folder's, for an index page), with `_` read as `-`. */
export function topicKey(id: string): string {
  const parts = id.toLowerCase().split('/');
  const name = parts.at(-1) === 'index' && parts.length > 1 ? parts.at(-2)! : parts.at(-1)!;
  return name.replace(/_/g, '-');
}

function uniqueByKey(docs: VersionDoc[], key: string): VersionDoc | undefined {
  const matches = docs.filter((d) => topicKey(d.id) === key);
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * The page of `toDocs` on the same topic as `docId` (a doc of `fromDocs`), or undefined.
 * `fromCurrent` says which side of the listed pairs `docId` is on.
 */
export function equivalentDoc(
  docId: string,
  {fromDocs, toDocs, fromCurrent}: {fromDocs: VersionDoc[]; toDocs: VersionDoc[]; fromCurrent: boolean},
  pairs: EquivalentPairs,
): VersionDoc | undefined {
  const byId = (id: string) => toDocs.find((d) => d.id === id);
  const sameId = byId(docId);
  if (sameId) return sameId;
  for (const [current, legacy] of pairs) {
    const [from, to] = fromCurrent ? [current, legacy] : [legacy, current];
    const target = from === docId ? byId(to) : undefined;
    if (target) return target;
  }
  const key = topicKey(docId);
  return uniqueByKey(fromDocs, key) ? uniqueByKey(toDocs, key) : undefined;
}

let loadedPairs: EquivalentPairs | null = null;

/**
 * The listed pairs, loaded after the page has rendered (their own small chunk): every page has a version
 * dropdown, and the list should not weigh on every page's first load. Until it arrives, same ids and
 * same file names still match.
 */
export function useEquivalentPairs(): EquivalentPairs {
  const [pairs, setPairs] = useState<EquivalentPairs>(loadedPairs ?? []);
  useEffect(() => {
    if (loadedPairs) return undefined;
    let active = true;
    void import('../data/versionEquivalents').then(({VERSION_EQUIVALENTS}) => {
      loadedPairs = VERSION_EQUIVALENTS;
      if (active) setPairs(loadedPairs);
    });
    return () => {
      active = false;
    };
  }, []);
  return pairs;
}
