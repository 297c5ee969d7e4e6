// Wrapped (not ejected) to add the link to the English upstream page below the edit link and
// last-updated date; pages without `upstream:` front matter render exactly as before.
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import UpstreamLink from '@site/src/components/UpstreamLink';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <Footer {...props} />
      <UpstreamLink url={(frontMatter as {upstream?: unknown}).upstream} />
    </>
  );
}
