import type {ReactNode} from 'react';

import {SCOPE_LABELS, type SearchScope} from '@site/src/lib/searchScope';
import styles from './styles.module.css';

/** Which doc tree to search: defaults to the tree being read; the reader can switch. */
export default function ScopeSelect({value, onChange}: {value: SearchScope; onChange: (scope: SearchScope) => void}): ReactNode {
  return (
    <select
      className={styles.scope}
      aria-label="搜索范围"
      value={value}
      onChange={(e) => onChange(e.target.value as SearchScope)}>
      {(Object.keys(SCOPE_LABELS) as SearchScope[]).map((scope) => (
        <option key={scope} value={scope}>
          {SCOPE_LABELS[scope]}
        </option>
      ))}
    </select>
  );
}
