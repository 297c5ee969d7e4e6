/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (NavbarItem/DocsVersionDropdownNavbarItem) to change one
 * thing: a version switch goes to the same topic in the other tree when the trees hold it under different
 * ids (src/lib/versionEquivalents.ts), and to the version's main doc only when there is none. The preferred
 * version is still saved on click, as before. Changes are between "Start/End equivalent-topic" markers.
 */
import type {ReactNode} from 'react';
import {
  useVersions,
  useActiveDocContext,
  useDocsVersionCandidates,
  useDocsPreferredVersion,
  type GlobalDoc,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';

// Start equivalent-topic
import {equivalentDoc, useEquivalentPairs, type EquivalentPairs} from '@site/src/lib/versionEquivalents';
// End equivalent-topic

type ActiveDocContext = ReturnType<typeof useActiveDocContext>;

function getVersionMainDoc(version: GlobalVersion): GlobalDoc {
  return version.docs.find((doc) => doc.id === version.mainDocId)!;
}

function getVersionTargetDoc(version: GlobalVersion, activeDocContext: ActiveDocContext, pairs: EquivalentPairs): GlobalDoc {
  // Start equivalent-topic
  const {activeDoc, activeVersion} = activeDocContext;
  const equivalent =
    activeDoc && activeVersion && activeVersion !== version
      ? equivalentDoc(activeDoc.id, {fromDocs: activeVersion.docs, toDocs: version.docs, fromCurrent: activeVersion.name === 'current'}, pairs)
      : undefined;
  return activeDocContext.alternateDocVersions[version.name] ?? (equivalent as GlobalDoc | undefined) ?? getVersionMainDoc(version);
  // End equivalent-topic
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  ...props
}: Props): ReactNode {
  const {search, hash} = useLocation();
  const activeDocContext = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  // Start equivalent-topic
  const pairs = useEquivalentPairs();
  // End equivalent-topic

  function versionToLink(version: GlobalVersion): LinkLikeNavbarItemProps {
    const targetDoc = getVersionTargetDoc(version, activeDocContext, pairs);
    return {
      label: version.label,
      // preserve ?search#hash suffix on version switches
      to: `${targetDoc.path}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    };
  }

  const items = [...dropdownItemsBefore, ...versions.map(versionToLink), ...dropdownItemsAfter];

  const dropdownVersion = useDocsVersionCandidates(docsPluginId)[0];

  // Mobile dropdown is handled a bit differently
  const dropdownLabel =
    mobile && items.length > 1
      ? translate({
          id: 'theme.navbar.mobileVersionsDropdown.label',
          message: 'Versions',
          description: 'The label for the navbar versions dropdown on mobile view',
        })
      : dropdownVersion.label;
  const dropdownTo = mobile && items.length > 1 ? undefined : getVersionTargetDoc(dropdownVersion, activeDocContext, pairs).path;

  // We don't want to render a version dropdown with 0 or 1 item. If we build
  // the site with a single docs version (onlyIncludeVersions: ['1.0.0']),
  // We'd rather render a button instead of a dropdown
  if (items.length <= 1) {
    return (
      <DefaultNavbarItem
        {...props}
        mobile={mobile}
        label={dropdownLabel}
        to={dropdownTo}
        isActive={dropdownActiveClassDisabled ? () => false : undefined}
      />
    );
  }

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={dropdownLabel}
      to={dropdownTo}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
