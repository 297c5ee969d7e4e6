import {Component, type ErrorInfo, type ReactNode} from 'react';

/** The navbar item's config, as far as an error message needs it. */
export interface NavbarItemDescription {
  type?: string;
  label?: ReactNode;
  position?: string;
  to?: string;
  href?: string;
}

export function describeNavbarItem(item: NavbarItemDescription): string {
  const parts = [
    `type=${item.type ?? 'default'}`,
    typeof item.label === 'string' ? `label=${item.label}` : null,
    item.to ? `to=${item.to}` : null,
    item.href ? `href=${item.href}` : null,
    `position=${item.position ?? 'left'}`,
  ];
  return parts.filter(Boolean).join(', ');
}

interface State {
  error: Error | null;
}

/**
 * Catches a navbar item that fails to render and shows, in its place, which item failed, so
 * the rest of the navbar keeps working.
 */
export default class NavbarItemErrorBoundary extends Component<{item: NavbarItemDescription; children: ReactNode}, State> {
  override state: State = {error: null};

  static getDerivedStateFromError(error: Error): State {
    return {error};
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Navbar item failed to render (${describeNavbarItem(this.props.item)}):`, error, info.componentStack);
  }

  override render(): ReactNode {
    const {error} = this.state;
    if (!error) return this.props.children;
    return (
      <span className="navbar__item navbar-item-error" role="alert" title={error.message}>
        Navbar item failed to render: {describeNavbarItem(this.props.item)}
      </span>
    );
  }
}
