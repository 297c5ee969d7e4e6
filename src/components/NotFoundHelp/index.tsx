import {useEffect, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

import {searchTermsFromPath, suggestPages, type Candidate} from '@site/src/lib/notFoundSuggestions';
import {scopeForPath, searchPageUrl} from '@site/src/lib/searchScope';
import {releaseOfVersion} from '@site/src/lib/siteMetadata';
import styles from './styles.module.css';

/** Pagefind result id → [route, title, keywords?]: the search page maps the build writes (config/pagefind.ts). */
type PageMap = Record<string, [string, string, string?]>;
/** Pages outside the doc trees a mistyped address can mean. */
const SITE_PAGES: Candidate[] = [
  {route: '/about', title: '关于本站'},
  {route: '/blog', title: '博客'},
];

interface Known {
  candidates: Candidate[];
  aliases: Array<{from: string; to: string}>;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The pages the site has, with titles, and its old URLs: the files search and the redirect pages already
 * use (`search/pages-<tree>.json`, `redirects.json`), fetched by the not-found page only. Without them
 * (`npm start` builds no search index) the docs plugin's route list still ranks, titled by path.
 */
function useKnownPages(baseUrl: string, fallback: Candidate[]): Known | null {
  const [known, setKnown] = useState<Known | null>(null);
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      fetchJson<PageMap>(`${baseUrl}search/pages-current.json`),
      fetchJson<PageMap>(`${baseUrl}search/pages-0.8.x.json`),
      fetchJson<Array<{from: string; to: string}>>(`${baseUrl}redirects.json`).catch(() => []),
    ])
      .then(([current, legacy, aliases]) => {
        const titles = new Map([...Object.values(current), ...Object.values(legacy)].map(([route, title]) => [route, title]));
        return {candidates: fallback.map((c) => ({route: c.route, title: titles.get(c.route) ?? c.title})), aliases};
      })
      .catch(() => ({candidates: fallback, aliases: []}))
      .then((result) => !cancelled && setKnown(result));
    return () => {
      cancelled = true;
    };
  }, [baseUrl, fallback]);
  return known;
}

/**
 * Under the not-found page's message: the pages the reader most likely meant (src/lib/notFoundSuggestions),
 * a search box holding the missed path's words, and both trees' roots. Everything depends on the address,
 * which the pre-rendered 404.html cannot know: it is worked out after hydration.
 */
export default function NotFoundHelp(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const {pathname} = useLocation();
  const docsData = useAllDocsData();
  const routes = useMemo(
    () =>
      Object.values(docsData)
        .flatMap((plugin) => plugin.versions.flatMap((version) => version.docs.map((doc) => ({route: doc.path, title: doc.path}))))
        .concat(SITE_PAGES),
    [docsData],
  );
  const known = useKnownPages(baseUrl, routes);
  const [missed, setMissed] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    setMissed(pathname);
    setQuery(searchTermsFromPath(pathname));
  }, [pathname]);

  const suggestions = useMemo(
    () => (known && missed !== null ? suggestPages(missed, known.candidates, {aliases: known.aliases}) : null),
    [known, missed],
  );
  const scope = scopeForPath(missed ?? '');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) history.push(searchPageUrl(query, scope));
  };

  return (
    <section className={styles.help} lang="zh-Hans" aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">你可能要找的页面</h2>
      {suggestions === null ? (
        <p className={styles.status} aria-live="polite">
          正在查找相近的页面…
        </p>
      ) : suggestions.length ? (
        <ol className={styles.suggestions} data-suggestions="">
          {suggestions.map(({route, title}) => (
            <li key={route}>
              <Link to={route}>{title}</Link> <code className={styles.route}>{route}</code>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.status}>没有找到与这个地址相近的页面，试试搜索。</p>
      )}
      <h2 id="not-found-search">搜索文档</h2>
      <form className={styles.search} role="search" aria-labelledby="not-found-search" action={`${baseUrl}search`} method="get" onSubmit={onSearch}>
        <input
          type="search"
          name="q"
          aria-label="搜索关键词"
          className={styles.input}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {scope !== 'current' && <input type="hidden" name="v" value={scope} />}
        <button type="submit" className="button button--primary">
          搜索
        </button>
      </form>
      <p>
        或者从文档首页开始：<Link to="/docs/">Next 文档（vLLM {releaseOfVersion('current')}）</Link>
        {' · '}
        <Link to="/docs/0.8.x/">0.8.x 文档（vLLM {releaseOfVersion('0.8.x')}）</Link>
      </p>
    </section>
  );
}
