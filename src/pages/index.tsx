import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';

import HomeTasks from '@site/src/components/HomeTasks';
import DocTrees from '@site/src/components/DocTrees';
import RecentPosts from '@site/src/components/RecentPosts';
import type {RecentPostsData} from '@site/src/lib/recentPosts';
import {siteMetadata} from '@site/src/lib/siteMetadata';
import styles from './index.module.css';

function HomepageHeader(): ReactNode {
  return (
    <header className={clsx('hero hero--primary', styles.heroBanner)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteMetadata.title}
        </Heading>
        <p className="hero__subtitle">{siteMetadata.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/quickstart">
            快速开始
          </Link>
          <Link className="button button--outline button--secondary button--lg" to="/docs/">
            浏览文档
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  // Global data of config/recentPosts.ts, computed at build time from the blog's posts.
  const {posts} = usePluginData('recent-posts', undefined, {failfast: true}) as RecentPostsData;
  return (
    <Layout title="首页" description={siteMetadata.tagline}>
      {/* The hero inside <main>: the page's h1 in the main landmark, and no second banner next to
          the announcement bar's. */}
      <main>
        <HomepageHeader />
        <DocTrees />
        <HomeTasks />
        <div className={clsx('container', styles.recent)}>
          <RecentPosts posts={posts} />
        </div>
      </main>
    </Layout>
  );
}
