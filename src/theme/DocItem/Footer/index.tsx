// Wrapped (not ejected) to add, below the edit link and last-updated date, the link to the English
// upstream page (pages without `upstream:` front matter have none), the same topic in the other doc
// tree (when it has one), the "复制 Markdown" button and the reader-feedback row.
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyMarkdown from '@site/src/components/CopyMarkdown';
import OtherVersionLink from '@site/src/components/OtherVersionLink';
import PageFeedback from '@site/src/components/PageFeedback';
import UpstreamLink from '@site/src/components/UpstreamLink';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <Footer {...props} />
      <UpstreamLink url={(frontMatter as {upstream?: unknown}).upstream} />
      <OtherVersionLink />
      <CopyMarkdown />
      <PageFeedback />
    </>
  );
}
