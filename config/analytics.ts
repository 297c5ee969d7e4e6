/**
 * Page-view analytics: a deferred external script for the site's domain (never blocking
 * rendering) plus a client module that reports each page view. ANALYTICS=off drops the script
 * (no external request) but keeps the events in window.dataLayer.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface AnalyticsOptions {
  enabled: boolean;
  domain: string;
  scriptUrl: string;
}

export default function analyticsPlugin(options: AnalyticsOptions): () => Plugin {
  return () => ({
    name: 'page-view-analytics',
    getClientModules() {
      return [path.resolve(__dirname, '../src/lib/analytics/client.ts')];
    },
    injectHtmlTags() {
      if (!options.enabled) return {};
      return {
        headTags: [
          {
            tagName: 'script',
            attributes: {defer: true, 'data-domain': options.domain, src: options.scriptUrl},
          },
          // Queue calls made before the deferred script arrives.
          {
            tagName: 'script',
            innerHTML:
              'window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)}',
          },
        ],
      };
    },
  });
}
