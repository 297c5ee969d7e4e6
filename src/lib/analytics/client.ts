/**
 * Client module (registered by config/analytics.ts): records a page view on the first render
 * and after every change of path, query or hash. Events always reach window.dataLayer (so they
 * can be tested with analytics switched off); the external script, when loaded, gets them too.
 */
import type {ClientModule} from '@docusaurus/types';

import type {FeedbackEvent} from '../feedback';
import {createPageViewTracker, type PageViewEvent} from './pageViews';

declare global {
  interface Window {
    dataLayer?: Array<PageViewEvent | FeedbackEvent>;
    plausible?: (event: string, options?: {u?: string; props?: Record<string, string>}) => void;
  }
}

const track = createPageViewTracker((event) => {
  (window.dataLayer ??= []).push(event);
  window.plausible?.('pageview', {u: `${window.location.origin}${event.page_path}`});
});

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    track(location);
  },
};

export default clientModule;
