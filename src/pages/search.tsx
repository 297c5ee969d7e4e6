import {useEffect, useState, type KeyboardEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';

import {normalizeQuery, type SearchScope} from '@site/src/lib/search';
import {usePagefindSearch} from '@site/src/components/Search/pagefind';
import ScopeToggle from '@site/src/components/Search/ScopeToggle';
import SearchResults from '@site/src/components/Search/SearchResults';
import OtherTreeNote from '@site/src/components/Search/OtherTreeNote';
import {useDefinitionHits} from '@site/src/components/Search/definitions';
import styles from '@site/src/components/Search/styles.module.css';

const PAGE_SIZE = 10;

function readParams(search: string): {q: string; scope: SearchScope} {
  const params = new URLSearchParams(search);
  const v = params.get('v');
  return {q: params.get('q') ?? '', scope: v === '0.8.x' || v === 'all' ? v : 'current'};
}

/** ↓/↑ move between results (and from the box to the first one); Tab still works as everywhere. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('[data-search-result]'));
  if (!links.length) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0);
  links[next]!.focus();
}

/** /search?q=...&v=...: every result for a query, shareable as a URL. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const initial = readParams(location.search);
  const [query, setQuery] = useState(initial.q);
  const [scope, setScope] = useState<SearchScope>(initial.scope);
  // Each result shown fetches its page's snippet file: a page of results at a time.
  const [limit, setLimit] = useState(PAGE_SIZE);
  useEffect(() => setLimit(PAGE_SIZE), [query, scope]);
  const state = usePagefindSearch(baseUrl, query, scope, {limit});
  const {lead, trail} = useDefinitionHits(baseUrl, query, scope, {limit: 10, enabled: true});
  const definitionCount = lead.length + trail.length;

  // Keep the address bar in step so the results can be shared or reloaded.
  useEffect(() => {
    const params = new URLSearchParams();
    if (normalizeQuery(query)) params.set('q', normalizeQuery(query));
    if (scope !== 'current') params.set('v', scope);
    const search = params.toString() ? `?${params.toString()}` : '';
    if (search !== location.search) history.replace({pathname: location.pathname, search});
  }, [query, scope, history, location.pathname, location.search]);

  return (
    <Layout title="搜索" description="在 vLLM 中文文档中全文搜索">
      <main className="container margin-vert--lg">
        <Heading as="h1">搜索文档</Heading>
        <div className={styles.searchBox}>
          <input
            type="search"
            className={styles.input}
            style={{width: '100%', maxWidth: '32rem'}}
            aria-label="搜索关键词"
            placeholder="输入关键词，例如：量化、前缀缓存、--tensor-parallel-size"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowDown') return;
              const first = document.querySelector<HTMLAnchorElement>('main [data-search-result]');
              if (first) {
                e.preventDefault();
                first.focus();
              }
            }}
          />
        </div>
        <ScopeToggle scope={scope} onChange={setScope} />
        <div className="margin-top--md" aria-live="polite" onKeyDown={moveFocus}>
          {state.status === 'idle' && <p>输入关键词开始搜索。</p>}
          {state.status === 'loading' && !state.hits.length && <p>正在搜索…</p>}
          {state.status === 'error' && <p>搜索加载失败：{state.message}</p>}
          {state.status === 'done' && (
            <p>
              找到 {state.total} 个相关页面{definitionCount > 0 && `，${definitionCount} 个定义`}。
              {state.total === 0 && <OtherTreeNote scope={scope} otherTotal={state.otherTotal} onSwitch={setScope} />}
            </p>
          )}
          <SearchResults hits={state.hits} definitions={lead} suggestions={trail} idPrefix="search-page" />
          {state.status === 'done' && state.total > state.hits.length && (
            <button type="button" className="button button--secondary margin-top--md" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              显示更多结果（还有 {state.total - state.hits.length} 条）
            </button>
          )}
        </div>
      </main>
    </Layout>
  );
}
