/**
 * Loader for the browser build of Docusaurus' generated route registry (`.docusaurus/registry.js`).
 *
 * Each registry entry is `[() => import(module), "module path", require.resolveWeak(module)]`. The
 * browser uses the import and the module id; the path string serves only server rendering, where
 * react-loadable reports which modules a page rendered. So the browser copy leaves the paths out:
 * one per chunk (333 today), about 2.8 kB gzip of main.js, which every page loads. The server build
 * keeps the file as generated.
 */
const MODULE_PATH = /\), "[^"\n]*", require\.resolveWeak\(/g;

/** The registry source with every entry's module path replaced by an empty string. */
function withoutModulePaths(source) {
  let replaced = 0;
  const slim = source.replace(MODULE_PATH, () => {
    replaced += 1;
    return '), "", require.resolveWeak(';
  });
  const entries = source.split('require.resolveWeak(').length - 1;
  if (replaced !== entries) {
    // A Docusaurus upgrade changed the file's shape: say so rather than ship a half-changed registry.
    throw new Error(`clientRegistryLoader: ${replaced} of ${entries} registry entries matched the expected shape; update config/clientRegistryLoader.cjs`);
  }
  return slim;
}

// The transform is the loader: rspack passes it the file's source.
module.exports = withoutModulePaths;
module.exports.withoutModulePaths = withoutModulePaths;
