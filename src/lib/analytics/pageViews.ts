/** Page-view events: one per distinct location (path, query or hash), never two for the same one. */

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
}

export function locationKey({pathname, search, hash}: LocationLike): string {
  return `${pathname}${search}${hash}`;
}

/** Returns a function to call on every route update; it calls `send` only when the location changed. */
export function createPageViewTracker(send: (event: PageViewEvent) => void): (location: LocationLike) => boolean {
  let last: string | null = null;
  return (location) => {
    const key = locationKey(location);
    if (key === last) return false;
    last = key;
    send({event: 'page_view', page_path: key});
    return true;
  };
}
