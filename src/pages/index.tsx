import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import HomepageFeatures from '@site/src/components/HomepageFeatures';
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
  return (
    <Layout title="首页" description={siteMetadata.tagline}>
      {/* The hero inside <main>: the page's h1 in the main landmark, and no second banner next to
          the announcement bar's. */}
      <main>
        <HomepageHeader />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
