import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import type {SearchHit} from '@site/src/lib/search';
import styles from './styles.module.css';

/** A list of hits: page title, the heading matched, a snippet with the matched words marked. */
export default function SearchResults({
  hits,
  activeIndex = -1,
  idPrefix,
  onNavigate,
}: {
  hits: SearchHit[];
  activeIndex?: number;
  idPrefix: string;
  onNavigate?: () => void;
}): ReactNode {
  return (
    <ul className={styles.results} role="listbox" id={`${idPrefix}-listbox`} aria-label="搜索结果">
      {hits.map((hit, i) => (
        <li
          key={`${hit.url}-${i}`}
          id={`${idPrefix}-option-${i}`}
          role="option"
          aria-selected={i === activeIndex}
          className={clsx(styles.result, i === activeIndex && styles.resultActive)}>
          <Link to={hit.headingUrl} className={styles.resultLink} onClick={onNavigate} data-search-result="">
            <span className={styles.resultTitle}>{hit.title}</span>
            {hit.heading && <span className={styles.resultHeading}> › {hit.heading}</span>}
            <span className={styles.resultExcerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
