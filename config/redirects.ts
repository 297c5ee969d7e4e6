/**
 * Emits a static redirect page for each row of data/redirects.tsv whose target page exists
 * and whose old path is not a page of its own, and reports the counts. Our own plugin rather
 * than @docusaurus/plugin-client-redirects because some old paths contain spaces and "&".
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {parseRedirects, planRedirects, redirectFile, redirectPage} from '../src/lib/redirects';

export const REDIRECTS_FILE = path.resolve(__dirname, '../data/redirects.tsv');

export default function redirectsPlugin(): Plugin {
  return {
    name: 'old-url-redirects',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const rows = parseRedirects(readFileSync(REDIRECTS_FILE, 'utf8'));
      const plan = planRedirects(rows, routesPaths);
      for (const {from, to} of plan.emit) {
        const file = path.join(outDir, redirectFile(from));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, redirectPage(to, siteConfig.url));
      }
      writeFileSync(path.join(outDir, 'redirects.json'), JSON.stringify(plan.emit, null, 1));
      console.log(
        `[redirects] ${plan.emit.length}/${rows.length} old URLs redirect; ` +
          `${plan.missingTarget.length} wait for their target page; ${plan.shadowed.length} are pages themselves.`,
      );
    },
  };
}
