import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {siteMetadata} from '@site/src/lib/siteMetadata';

/** Shown under the crash page: a way home and a way to report the crash. */
export default function CrashHelp(): ReactNode {
  return (
    <div className="container margin-bottom--xl">
      <div className="row">
        <p className="col col--6 col--offset-3">
          页面出错了。你可以点击上方的 Try again 重试，或者返回<Link to="/docs/">文档首页</Link>。如果问题一直出现，请到
          <Link href={`${siteMetadata.sourceRepository}/issues`}>源码仓库的 Issues</Link>
          报告，附上页面地址和上面的错误信息。
        </p>
      </div>
    </div>
  );
}
