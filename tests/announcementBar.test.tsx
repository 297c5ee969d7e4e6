import {render, screen} from '@testing-library/react';

const state = {isActive: true};
vi.mock('@docusaurus/theme-common/internal', () => ({useAnnouncementBar: () => ({isActive: state.isActive, close: () => undefined})}));

import AnnouncementBar, {INITIALLY_DISMISSED_ATTRIBUTE} from '@site/src/theme/AnnouncementBar';

describe('AnnouncementBar wrapper', () => {
  beforeEach(() => document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true'));

  it('un-hides a bar that is active again (new id) although an older bar was dismissed', () => {
    state.isActive = true;
    render(<AnnouncementBar />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.documentElement.getAttribute(INITIALLY_DISMISSED_ATTRIBUTE)).toBe('false');
  });

  it('leaves a dismissed bar hidden', () => {
    state.isActive = false;
    render(<AnnouncementBar />);
    expect(document.documentElement.getAttribute(INITIALLY_DISMISSED_ATTRIBUTE)).toBe('true');
  });
});
