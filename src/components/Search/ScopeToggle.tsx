import type {ReactNode} from 'react';

import {SCOPE_LABELS, type SearchScope} from '@site/src/lib/searchScope';
import styles from './results.module.css';

/**
 * Which doc tree the results come from, at the top of the results panel: the tree being read is
 * searched by default, and the reader switches here. (A second control beside the navbar's version
 * dropdown looked like it and meant something else.)
 */
export default function ScopeToggle({scope, onChange}: {scope: SearchScope; onChange: (scope: SearchScope) => void}): ReactNode {
  return (
    <div className={styles.scopeBar} role="group" aria-label="搜索范围">
      <span className={styles.scopeLabel}>搜索范围</span>
      {(Object.keys(SCOPE_LABELS) as SearchScope[]).map((s) => (
        <button key={s} type="button" className={styles.scopeButton} aria-pressed={s === scope} onClick={() => onChange(s)}>
          {SCOPE_LABELS[s]}
        </button>
      ))}
    </div>
  );
}
