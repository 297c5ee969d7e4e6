import {useEffect, useState, type KeyboardEvent, type MutableRefObject, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';

import {entryHeading} from '@site/src/lib/errorQuery';
import {SCOPE_LABELS, searchPageUrl, type SearchScope} from '@site/src/lib/searchScope';
import {usePagefindSearch} from './pagefind';
import {useDefinitionHits} from './definitions';
import {useErrorHits} from './errors';
import OtherTreeNote from './OtherTreeNote';
import ScopeToggle from './ScopeToggle';
import SearchResults from './SearchResults';
import styles from './styles.module.css';

// Six hits fill the panel and fetch their snippets in one round of parallel requests.
const MAX_HITS = 6;

export interface SearchPanelProps {
  query: string;
  scope: SearchScope;
  onScopeChange: (scope: SearchScope) => void;
  /** Whether the panel is shown (the box has focus and a query); searching goes on either way. */
  open: boolean;
  idPrefix: string;
  onClose: () => void;
  /** Set by the panel: what arrow keys, Enter and Escape in the box do. */
  keyHandler: MutableRefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  /** The option the box's aria-activedescendant points at. */
  onActiveIdChange: (id: string | undefined) => void;
}

/**
 * The navbar box's results: loaded as its own chunk when the reader first shows intent to search
 * (SearchBox.tsx), with the ranking, Pagefind glue and definition matching it needs.
 */
export default function SearchPanel({query, scope, onScopeChange, open, idPrefix, onClose, keyHandler, onActiveIdChange}: SearchPanelProps): ReactNode {
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const [active, setActive] = useState(-1);
  const state = usePagefindSearch(baseUrl, query, scope, {limit: MAX_HITS});
  const {lead, trail, ready: definitionsReady} = useDefinitionHits(baseUrl, query, scope, {limit: 3, enabled: true});
  const errors = useErrorHits(baseUrl, query, scope, {limit: 3});
  const ready = definitionsReady && errors.ready;
  // A catalogued error, then definitions come first: Enter on a pasted message or flag goes straight to its entry or row.
  const targets = [...errors.hits.map((e) => e.href), ...lead.map((d) => d.href), ...state.hits.map((hit) => hit.headingUrl), ...trail.map((d) => d.href)];
  const count = targets.length;

  useEffect(() => setActive(errors.hits.length + lead.length + state.hits.length + trail.length ? 0 : -1), [errors.hits, lead, trail, state.hits]);
  useEffect(() => onActiveIdChange(active >= 0 && open ? `${idPrefix}-option-${active}` : undefined), [active, open, idPrefix, onActiveIdChange]);

  keyHandler.current = (event) => {
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
      onClose();
    } else if (event.key === 'Escape') {
      onClose();
    }
  };

  if (!open) return null;
  // "done" only once the definitions for this query are in too: they lead the list.
  const status = state.status === 'done' && !ready ? 'loading' : state.status;
  return (
    <div className={styles.panel} aria-busy={status === 'loading'} data-status={status}>
      <ScopeToggle scope={scope} onChange={onScopeChange} />
      {errors.other && (
        <p className={styles.status}>
          这条报错收录在 {SCOPE_LABELS[errors.other.scope]} 文档的错误信息速查中：
          <Link to={errors.other.hit.href} onClick={onClose}>
            {entryHeading(errors.other.hit.message)}
          </Link>
        </p>
      )}
      {state.status === 'error' && <p className={styles.status}>搜索加载失败：{state.message}</p>}
      {status === 'loading' && !count && <p className={styles.status}>正在搜索…</p>}
      {state.status === 'done' && ready && !count && (
        <p className={styles.status}>
          没有找到与“{query.trim()}”相关的页面。
          <OtherTreeNote scope={scope} otherTotal={state.otherTotal} onSwitch={onScopeChange} />
        </p>
      )}
      {count > 0 && (
        <SearchResults hits={state.hits} errors={errors.hits} definitions={lead} suggestions={trail} activeIndex={active} idPrefix={idPrefix} onNavigate={onClose} />
      )}
      {state.status === 'done' && state.total > 0 && (
        <Link className={styles.more} to={searchPageUrl(query, scope)} onClick={onClose}>
          查看全部 {state.total} 条结果
        </Link>
      )}
    </div>
  );
}
