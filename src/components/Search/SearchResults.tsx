import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import {describeDefinition, type Definition} from '@site/src/lib/definitions';
import {entryHeading, type ErrorHit} from '@site/src/lib/errorQuery';
import type {SearchHit} from '@site/src/lib/search';
import styles from './results.module.css';

/**
 * A list of hits: first the catalogued error messages a pasted error matches (marked 错误), then the
 * definitions of the name searched for (marked 定义), then pages with
 * their tree and section, the heading matched and a snippet with the matched words marked, then
 * definitions that only partly match. Option ids run over all, so the combobox can point at any.
 */
export default function SearchResults({
  hits,
  errors = [],
  definitions = [],
  suggestions = [],
  activeIndex = -1,
  idPrefix,
  onNavigate,
}: {
  hits: SearchHit[];
  /** Error-catalogue entries matching a pasted message: shown first. */
  errors?: ErrorHit[];
  definitions?: Definition[];
  /** Partial matches shown after the pages. */
  suggestions?: Definition[];
  activeIndex?: number;
  idPrefix: string;
  onNavigate?: () => void;
}): ReactNode {
  const option = (i: number) => ({
    id: `${idPrefix}-option-${i}`,
    role: 'option',
    'aria-selected': i === activeIndex,
    className: clsx(styles.result, i === activeIndex && styles.resultActive),
  });
  const definitionItem = (d: Definition, i: number) => (
    <li key={`def-${d.href}-${d.name}-${d.parent ?? ''}`} {...option(i)}>
      <Link to={d.href} className={styles.resultLink} onClick={onNavigate} data-search-result="" data-definition="">
        <span className={styles.badge}>定义</span>
        <code className={styles.definitionName}>{d.name}</code>
        <span className={styles.resultWhere}>{describeDefinition(d)}</span>
      </Link>
    </li>
  );
  const before = errors.length + definitions.length;
  return (
    <ul className={styles.results} role="listbox" id={`${idPrefix}-listbox`} aria-label="搜索结果">
      {errors.map((e, i) => (
        <li key={`err-${e.href}`} {...option(i)}>
          <Link to={e.href} className={styles.resultLink} onClick={onNavigate} data-search-result="" data-error="">
            <span className={styles.badge}>错误</span>
            <span className={styles.definitionName}>{entryHeading(e.message)}</span>
            <span className={styles.resultWhere}>
              {e.exception === 'log' ? '日志' : e.exception} · {e.page}
            </span>
          </Link>
        </li>
      ))}
      {definitions.map((d, i) => definitionItem(d, errors.length + i))}
      {hits.map((hit, j) => (
        <li key={`${hit.url}-${j}`} {...option(before + j)}>
          <Link to={hit.headingUrl} className={styles.resultLink} onClick={onNavigate} data-search-result="">
            {hit.where && <span className={styles.resultWhere}>{hit.where}</span>}
            <span className={styles.resultTitle}>{hit.title}</span>
            {hit.heading && <span className={styles.resultHeading}> › {hit.heading}</span>}
            <span className={styles.resultExcerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          </Link>
        </li>
      ))}
      {suggestions.map((d, k) => definitionItem(d, before + hits.length + k))}
    </ul>
  );
}
