/**
 * Modules swapped out of the browser bundle, each for a smaller one that does what the site uses.
 */
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // theme-classic's client module loads Prism and its grammars into every page; code is
            // highlighted at build time (config/highlight.ts), so nothing in the browser uses them.
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: require.resolve('../src/lib/noop.ts'),
            // All of tslib, for the single helper @docusaurus/utils-common calls.
            tslib$: require.resolve('../src/lib/tslibHelpers.ts'),
          },
        },
      };
    },
  };
}
