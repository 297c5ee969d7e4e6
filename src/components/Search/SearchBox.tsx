import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';

import {isSearchShortcut, scopeForPath, searchPageUrl, type SearchScope} from '@site/src/lib/search';
import {loadPagefind, usePagefindSearch} from './pagefind';
import {useDefinitionHits} from './definitions';
import OtherTreeNote from './OtherTreeNote';
import ScopeSelect from './ScopeSelect';
import SearchResults from './SearchResults';
import styles from './styles.module.css';

// Six hits fill the panel and fetch their snippets in one round of parallel requests.
const MAX_HITS = 6;

/** The navbar search box: results as you type, scoped to the doc tree being read. */
export default function SearchBox(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const {pathname} = useLocation();
  const history = useHistory();
  const id = useId().replace(/:/g, '');
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // Pagefind loads only once the reader shows intent to search (focus or typing).
  const [activated, setActivated] = useState(false);
  const [active, setActive] = useState(-1);
  const [scope, setScope] = useState<SearchScope>(() => scopeForPath(pathname));
  const state = usePagefindSearch(baseUrl, query, scope, {limit: MAX_HITS, enabled: activated});
  const {lead, trail} = useDefinitionHits(baseUrl, query, scope, {limit: 3, enabled: activated});
  // Definitions come first: Enter on a pasted flag goes straight to the row that defines it.
  const targets = [...lead.map((d) => d.href), ...state.hits.map((hit) => hit.headingUrl), ...trail.map((d) => d.href)];

  useEffect(() => setScope(scopeForPath(pathname)), [pathname]);
  useEffect(() => setActive(lead.length + state.hits.length + trail.length ? 0 : -1), [lead, trail, state.hits]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    const onClick = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    inputRef.current?.blur();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = targets.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = targets[active >= 0 ? active : 0];
      if (target) history.push(target);
      else if (query.trim()) history.push(searchPageUrl(query, scope));
      close();
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const showPanel = open && query.trim().length > 0;
  return (
    <div className={styles.searchBox} ref={boxRef} role="search">
      <input
        ref={inputRef}
        type="search"
        className={styles.input}
        placeholder="搜索文档"
        aria-keyshortcuts="Control+K Meta+K /"
        title="搜索文档（Ctrl+K 或 /）"
        aria-label="搜索文档"
        aria-expanded={showPanel}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={active >= 0 && showPanel ? `${id}-option-${active}` : undefined}
        role="combobox"
        aria-autocomplete="list"
        autoComplete="off"
        value={query}
        onFocus={() => {
          // Start fetching the search code and index while the reader types.
          loadPagefind(baseUrl).catch(() => undefined);
          setActivated(true);
          setOpen(true);
        }}
        onChange={(e) => {
          setActivated(true);
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ScopeSelect value={scope} onChange={setScope} />
      {showPanel && (
        <div className={styles.panel} aria-busy={state.status === 'loading'} data-status={state.status}>
          {state.status === 'error' && <p className={styles.status}>搜索加载失败：{state.message}</p>}
          {state.status === 'loading' && !targets.length && <p className={styles.status}>正在搜索…</p>}
          {state.status === 'done' && !targets.length && (
            <p className={styles.status}>
              没有找到与“{query.trim()}”相关的页面。
              <OtherTreeNote scope={scope} otherTotal={state.otherTotal} onSwitch={setScope} />
            </p>
          )}
          {targets.length > 0 && (
            <SearchResults hits={state.hits} definitions={lead} suggestions={trail} activeIndex={active} idPrefix={id} onNavigate={close} />
          )}
          {state.status === 'done' && state.total > 0 && (
            <Link className={styles.more} to={searchPageUrl(query, scope)} onClick={close}>
              查看全部 {state.total} 条结果
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
