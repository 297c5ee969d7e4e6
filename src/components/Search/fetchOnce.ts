/**
 * A search file (definitions, error catalogue, …) fetched at most once per page view: the same promise
 * for every caller; a failed fetch is forgotten so the next search retries.
 */
const cache = new Map<string, Promise<unknown>>();

export function fetchJsonOnce<T>(url: string): Promise<T> {
  let promise = cache.get(url) as Promise<T> | undefined;
  if (!promise) {
    promise = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url.split('/').pop()}: HTTP ${response.status}`);
        return response.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        cache.delete(url);
        throw error;
      });
    cache.set(url, promise);
  }
  return promise;
}
