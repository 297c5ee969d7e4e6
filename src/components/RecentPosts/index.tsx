import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {formatUtcDate} from '@site/src/lib/formatDate';
import type {RecentPost} from '@site/src/lib/recentPosts';
import styles from './styles.module.css';

/** The newest blog posts (title and date), from the `recent-posts` plugin's global data. */
export default function RecentPosts({posts}: {posts: RecentPost[]}): ReactNode {
  if (!posts.length) return null;
  return (
    <section className={styles.recent} aria-labelledby="recent-posts">
      <h2 id="recent-posts" className={styles.heading}>
        博客最新文章
      </h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.permalink}>
            <Link to={post.permalink}>{post.title}</Link>
            <time dateTime={post.date} className={styles.date}>
              {formatUtcDate(Date.parse(post.date))}
            </time>
          </li>
        ))}
      </ul>
      <Link to="/blog">全部博客文章</Link>
    </section>
  );
}
