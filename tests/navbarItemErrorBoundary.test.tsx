import {render, screen} from '@testing-library/react';

import NavbarItemErrorBoundary, {describeNavbarItem} from '@site/src/components/NavbarItemErrorBoundary';

function Broken(): never {
  throw new Error('DocSidebarNavbarItem: Sidebar with ID "missing" doesn\'t exist, available sidebar ids are: tutorialSidebar');
}

describe('NavbarItemErrorBoundary', () => {
  it('describes an item by type, label, target and position', () => {
    expect(describeNavbarItem({type: 'docSidebar', label: '文档', position: 'left'})).toBe('type=docSidebar, label=文档, position=left');
    expect(describeNavbarItem({label: '关于', to: '/about'})).toBe('type=default, label=关于, to=/about, position=left');
  });

  it('shows which item failed in its place and keeps the other items', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <nav>
        <NavbarItemErrorBoundary item={{type: 'docSidebar', label: '文档', position: 'left'}}>
          <Broken />
        </NavbarItemErrorBoundary>
        <NavbarItemErrorBoundary item={{label: '关于', to: '/about'}}>
          <a href="/about">关于</a>
        </NavbarItemErrorBoundary>
      </nav>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Navbar item failed to render: type=docSidebar, label=文档, position=left');
    expect(screen.getByRole('alert')).toHaveAttribute('title', expect.stringContaining('available sidebar ids are: tutorialSidebar'));
    expect(screen.getByRole('link', {name: '关于'})).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('type=docSidebar'), expect.any(Error), expect.anything());
    error.mockRestore();
  });
});
