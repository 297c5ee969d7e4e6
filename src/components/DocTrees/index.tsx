import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {siteMetadata} from '@site/src/lib/siteMetadata';
import styles from './styles.module.css';

/** Which vLLM release each doc tree documents, with a link to each tree's root. */
export default function DocTrees(): ReactNode {
  const {current, legacy} = siteMetadata.releases;
  return (
    <div className="container">
      <p className={styles.trees}>
        本站有两套文档：<Link to="/docs/">Next 文档</Link>对应 vLLM {current}，本页的入口都指向这一套；
        <Link to="/docs/0.8.x/">0.8.x 文档</Link>对应 vLLM {legacy}，供仍在运行这一旧版本的读者查阅。
      </p>
    </div>
  );
}
