import {useCallback, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';

import {isSearchShortcut, scopeForPath, searchPageUrl, type SearchScope} from '@site/src/lib/searchScope';
import type {SearchPanelProps} from './SearchPanel';
import styles from './styles.module.css';

// The results panel (ranking, Pagefind glue, definition matching, result list) is its own chunk:
// every page carries this box, few readers search. It loads on the first sign of intent.
let panelChunk: Promise<ComponentType<SearchPanelProps>> | null = null;
function loadPanel(): Promise<ComponentType<SearchPanelProps>> {
  panelChunk ??= import(/* webpackChunkName: "search-panel" */ './SearchPanel')
    .then((module) => module.default)
    .catch((error: unknown) => {
      panelChunk = null; // let the next focus retry
      throw error;
    });
  return panelChunk;
}

/**
 * The navbar search box: results as you type, scoped to the doc tree being read (the reader picks
 * the other tree, or both, at the top of the results: ./ScopeToggle). This part is in
 * every page's bundle and server-rendered; the panel arrives when the box is first hovered or
 * focused, and what was typed meanwhile is searched as soon as it does.
 */
export default function SearchBox(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const {pathname} = useLocation();
  const history = useHistory();
  const id = useId().replace(/:/g, '');
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const keyHandler = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<SearchScope>(() => scopeForPath(pathname));
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => setScope(scopeForPath(pathname)), [pathname]);

  const loadCode = useCallback(() => {
    if (Panel) return;
    setLoadError(null);
    loadPanel().then(
      (component) => setPanel(() => component),
      (error: unknown) => setLoadError((error as Error).message || String(error)),
    );
  }, [Panel]);

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
    if (Panel && keyHandler.current) {
      keyHandler.current(event);
    } else if (event.key === 'Enter') {
      // Before the panel has arrived: the full results page answers the query.
      event.preventDefault();
      if (query.trim()) history.push(searchPageUrl(query, scope));
      close();
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const showPanel = open && query.trim().length > 0;
  return (
    <div className={styles.searchBox} ref={boxRef} role="search" onPointerEnter={loadCode}>
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
        aria-activedescendant={showPanel ? activeId : undefined}
        role="combobox"
        aria-autocomplete="list"
        autoComplete="off"
        value={query}
        onFocus={() => {
          loadCode();
          // Pagefind's script starts downloading alongside the panel's code (the module is
          // shared with the panel's own import of it).
          import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`).catch(() => undefined);
          setOpen(true);
        }}
        onChange={(e) => {
          loadCode();
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {Panel ? (
        <Panel
          query={query}
          scope={scope}
          onScopeChange={(next) => {
            setScope(next);
            // The reader goes on typing: the buttons live in the panel, the query in the box.
            inputRef.current?.focus();
          }}
          open={showPanel}
          idPrefix={id}
          onClose={close}
          keyHandler={keyHandler}
          onActiveIdChange={setActiveId}
        />
      ) : (
        showPanel && (
          <div className={styles.panel} aria-busy={!loadError} data-status={loadError ? 'error' : 'loading'}>
            <p className={styles.status}>{loadError ? `搜索加载失败：${loadError}` : '正在搜索…'}</p>
          </div>
        )
      )}
    </div>
  );
}
