/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (TagsListByLetter): the same markup; the grouping comes
 * from src/lib/tagLetters (one collation for server and browser) instead of theme-common's
 * listTagsByLetters, whose default-locale sort made /blog/tags fail to hydrate in a zh-CN browser.
 */
import type {ReactNode} from 'react';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import type {Props} from '@theme/TagsListByLetter';

import {tagsByLetter} from '@site/src/lib/tagLetters';
import styles from './styles.module.css';

export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {/* Start fixed collation */}
      {tagsByLetter(tags).map((entry) => (
        /* End fixed collation */
        <article key={entry.letter}>
          <Heading as="h2" id={entry.letter}>
            {entry.letter}
          </Heading>
          <ul className="padding--none">
            {entry.tags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
