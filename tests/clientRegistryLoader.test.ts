import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {withoutModulePaths} = require('../config/clientRegistryLoader.cjs') as {withoutModulePaths: (source: string) => string};

// The shape Docusaurus 3.7 writes to .docusaurus/registry.js.
const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "011615b9": [() => import(/* webpackChunkName: "011615b9" */ "@site/versioned_docs/version-0.8.x/models/performance-and-tuning.md"), "@site/versioned_docs/version-0.8.x/models/performance-and-tuning.md", require.resolveWeak("@site/versioned_docs/version-0.8.x/models/performance-and-tuning.md")],
};
`;

describe('client registry loader', () => {
  it('drops each entry\'s module path and keeps its import and module id', () => {
    const slim = withoutModulePaths(registry);
    expect(slim).toContain('"011615b9": [() => import(/* webpackChunkName: "011615b9" */ "@site/versioned_docs/version-0.8.x/models/performance-and-tuning.md"), "", require.resolveWeak("@site/versioned_docs/version-0.8.x/models/performance-and-tuning.md")],');
    expect(slim.match(/, "", require\.resolveWeak\(/g)).toHaveLength(2);
    expect(slim.length).toBeLessThan(registry.length - 120);
  });

  it('fails, naming itself, when the generated file has another shape', () => {
    const changed = registry.replace('"@site/versioned_docs/version-0.8.x/models/performance-and-tuning.md", require', 'someOtherField, require');
    expect(() => withoutModulePaths(changed)).toThrow(/1 of 2 registry entries.*clientRegistryLoader\.cjs/);
  });
});
