import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc, useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';

import {releaseOfVersion} from '@site/src/lib/siteMetadata';
import {equivalentDoc, useEquivalentPairs} from '@site/src/lib/versionEquivalents';
import styles from './styles.module.css';

/** "其他版本：…": the same topic in the other doc tree, when that tree has a page on it. */
export default function OtherVersionLink(): ReactNode {
  const {metadata} = useDoc();
  const versions = useVersions(undefined);
  const {savePreferredVersionName} = useDocsPreferredVersion(undefined);
  const pairs = useEquivalentPairs();
  const current = versions.find((v) => v.name === metadata.version);
  const links = versions
    .filter((v) => v !== current && current)
    .map((version) => ({
      version,
      doc: equivalentDoc(metadata.id, {fromDocs: current!.docs, toDocs: version.docs, fromCurrent: metadata.version === 'current'}, pairs),
    }))
    .filter(({doc}) => doc);
  if (!links.length) return null;
  return (
    <div className={styles.other}>
      其他版本：
      {links.map(({version, doc}) => (
        <Link key={version.name} to={doc!.path} onClick={() => savePreferredVersionName(version.name)}>
          {version.label}（vLLM {releaseOfVersion(version.name)}）
        </Link>
      ))}
    </div>
  );
}
