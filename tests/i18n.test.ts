import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * i18n/en holds the English-locale data `docusaurus write-translations` produced. For the
 * default locale Docusaurus applies these files over the config, so a stale entry would show
 * an old label: every translated message must equal its source (re-run write-translations
 * after renaming a category or navbar item).
 */
const ROOT = path.join(__dirname, '..');
const read = (p: string) => JSON.parse(readFileSync(path.join(ROOT, p), 'utf8')) as Record<string, {message: string}>;

function categoryLabels(dir: string): Set<string> {
  const labels = new Set<string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === '_category_.json') labels.add((JSON.parse(readFileSync(full, 'utf8')) as {label: string}).label);
    }
  };
  walk(path.join(ROOT, dir));
  return labels;
}

describe('English locale data', () => {
  for (const [file, docsDir] of [
    ['i18n/en/docusaurus-plugin-content-docs/current.json', 'docs'],
    ['i18n/en/docusaurus-plugin-content-docs/version-0.8.x.json', 'versioned_docs/version-0.8.x'],
  ] as const) {
    it(`${file} matches the category labels of ${docsDir}`, () => {
      const labels = categoryLabels(docsDir);
      const entries = Object.entries(read(file)).filter(([key]) => key.startsWith('sidebar.tutorialSidebar.category.'));
      expect(entries.length).toBeGreaterThan(0);
      for (const [key, {message}] of entries) {
        expect(key).toBe(`sidebar.tutorialSidebar.category.${message}`);
        expect(labels.has(message), `${message} is not a category label any more`).toBe(true);
      }
    });
  }

  it('navbar translations are the config labels unchanged', () => {
    for (const [key, {message}] of Object.entries(read('i18n/en/docusaurus-theme-classic/navbar.json'))) {
      if (key.startsWith('item.label.')) expect(message).toBe(key.slice('item.label.'.length));
    }
    expect(read('i18n/en/docusaurus-plugin-content-docs/current.json')['version.label']?.message).toBe('Next');
  });
});
