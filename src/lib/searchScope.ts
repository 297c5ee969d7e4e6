/**
 * The part of search the navbar box needs before the reader searches: which tree to search, the
 * keyboard shortcut, the results-page URL. Kept apart from ./search so that every page's main
 * bundle carries only this; ranking and the Pagefind glue load with the search panel.
 */

/** The doc trees a reader can search; `all` searches both. */
export type SearchScope = 'current' | '0.8.x' | 'all';

export const SCOPE_LABELS: Record<SearchScope, string> = {
  current: 'Next',
  '0.8.x': '0.8.x',
  all: '全部版本',
};

/** The tree the reader is in: a 0.8.x page searches the 0.8.x tree, anything else the current one. */
export function scopeForPath(pathname: string): Exclude<SearchScope, 'all'> {
  return /^\/docs\/0\.8\.x(\/|$)/.test(pathname) ? '0.8.x' : 'current';
}

/** Collapse whitespace; an empty result means "no search". */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/** Ctrl/⌘+K anywhere, or "/" when the reader is not typing in a field, opens the search box. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const el = event.target as HTMLElement | null;
  const tag = el?.tagName;
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el?.isContentEditable);
}

/** The URL of the full results page for a query. */
export function searchPageUrl(query: string, scope: SearchScope): string {
  const params = new URLSearchParams({q: normalizeQuery(query)});
  if (scope !== 'current') params.set('v', scope);
  return `/search?${params.toString()}`;
}
