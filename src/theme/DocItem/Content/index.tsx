// Wrapped to mark doc content for the Pagefind index: only this element is indexed, with the
// doc tree as a filter (per-version search) and the route as metadata (result links). The
// title and front-matter keywords are repeated, hidden, at the highest weight: a page about a
// topic must outrank pages that merely mention it. The sidebar section goes in as metadata for
// the result list.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const keywords = frontMatter.keywords ?? [];
  // The sidebar path above the page (快速开始 › 安装), shown with each search result.
  const section = (useSidebarBreadcrumbs() ?? []).slice(0, -1).map((item) => item.label).join(' › ');
  // Three copies of the title: a heading-weight match alone does not beat long pages.
  const boosted = [metadata.title, metadata.title, metadata.title, ...keywords].join(' ');
  return (
    <div
      data-pagefind-body=""
      data-pagefind-filter={`version:${metadata.version}`}
      data-pagefind-meta={`route:${metadata.permalink}`}>
      <div hidden data-pagefind-weight="10">
        {boosted}
      </div>
      {section && (
        <span hidden data-pagefind-meta="section">
          {section}
        </span>
      )}
      {keywords.length > 0 && (
        <span hidden data-pagefind-meta="keywords">
          {keywords.join(', ')}
        </span>
      )}
      <Content {...props} />
    </div>
  );
}
