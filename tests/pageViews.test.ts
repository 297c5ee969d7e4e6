import {createPageViewTracker, locationKey} from '@site/src/lib/analytics/pageViews';

const loc = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

describe('page views', () => {
  it('keys a location by path, query and hash', () => {
    expect(locationKey(loc('/docs/', '?q=1', '#a'))).toBe('/docs/?q=1#a');
  });

  it('sends one event per change of path, query or hash, and none for the same location', () => {
    const send = vi.fn();
    const track = createPageViewTracker(send);
    track(loc('/docs/'));
    track(loc('/docs/'));
    track(loc('/docs/', '?v=1'));
    track(loc('/docs/', '?v=1', '#install'));
    track(loc('/docs/', '?v=1', '#install'));
    track(loc('/about'));
    expect(send.mock.calls.map(([e]) => e)).toEqual([
      {event: 'page_view', page_path: '/docs/'},
      {event: 'page_view', page_path: '/docs/?v=1'},
      {event: 'page_view', page_path: '/docs/?v=1#install'},
      {event: 'page_view', page_path: '/about'},
    ]);
  });
});
