/**
 * The browser bundle, lighter: modules swapped for smaller ones that do what the site uses, and the
 * route registry without what only server rendering reads.
 */
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(_config, isServer) {
      return {
        module: {
          // The route registry without the module paths only server rendering reads.
          rules: isServer ? [] : [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, enforce: 'pre', use: [require.resolve('./clientRegistryLoader.cjs')]}],
        },
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
