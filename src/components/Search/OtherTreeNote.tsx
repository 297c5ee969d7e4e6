import type {ReactNode} from 'react';

import {otherScope, SCOPE_LABELS, type SearchScope} from '@site/src/lib/search';
import styles from './results.module.css';

/** "0.8.x 中有 3 条结果": shown when the tree being searched has none and the other has some. */
export default function OtherTreeNote({
  scope,
  otherTotal,
  onSwitch,
}: {
  scope: SearchScope;
  otherTotal?: number;
  onSwitch: (scope: SearchScope) => void;
}): ReactNode {
  const other = otherScope(scope);
  if (!other || !otherTotal) return null;
  return (
    <>
      {' '}
      <button type="button" className={styles.otherTree} onClick={() => onSwitch(other)}>
        {SCOPE_LABELS[other]} 中有 {otherTotal} 条结果
      </button>
    </>
  );
}
