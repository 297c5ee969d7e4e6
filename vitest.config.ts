import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Docusaurus resolves these aliases in its bundler; unit tests map them the same way
// (as facebook/docusaurus does in its own vitest config) and stub the client-only modules.
const root = __dirname;
export default defineConfig({
  esbuild: {jsx: 'automatic'},
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: path.join(root, '$1')},
      {find: /^@theme-original\/(.*)$/, replacement: path.join(root, 'tests/stubs/theme-original/$1')},
      {find: /^@theme\/(.*)$/, replacement: path.join(root, 'tests/stubs/theme/$1')},
      {find: /^@docusaurus\/(Link|useDocusaurusContext|Translate|useBaseUrl|router)$/, replacement: path.join(root, 'tests/stubs/docusaurus/$1')},
      {find: /^@generated\/(.*)$/, replacement: path.join(root, 'tests/stubs/generated/$1')},
      {find: /^.*\.module\.css$/, replacement: path.join(root, 'tests/stubs/cssModule.ts')},
    ],
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    css: false,
  },
});
