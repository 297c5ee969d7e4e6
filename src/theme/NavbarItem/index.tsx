// Wrapped so that one broken navbar item shows an error naming the item (type, label,
// position) in its place instead of taking down the whole navbar.
import type {ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';

import NavbarItemErrorBoundary from '@site/src/components/NavbarItemErrorBoundary';

type Props = WrapperProps<typeof NavbarItemType>;

export default function NavbarItemWrapper(props: Props): ReactNode {
  return (
    <NavbarItemErrorBoundary item={props as never}>
      <NavbarItem {...props} />
    </NavbarItemErrorBoundary>
  );
}
