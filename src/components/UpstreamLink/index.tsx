import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {upstreamLabel} from '@site/src/lib/upstream';
import styles from './styles.module.css';

/** "英文原文（vLLM v0.8.4）": the English page this doc page was written from, if it has one. */
export default function UpstreamLink({url}: {url?: unknown}): ReactNode {
  if (typeof url !== 'string' || !url) return null;
  return (
    <div className={styles.upstream}>
      <Link href={url} className="upstream-link">
        {upstreamLabel(url)}
      </Link>
    </div>
  );
}
