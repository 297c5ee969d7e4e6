import type {ReactNode} from 'react';

import {parseGlossary} from '@site/src/lib/content/terminology';
// The same data file the terminology check reads (loaded as text by the raw-tsv loader).
import glossaryTsv from '@site/data/glossary.tsv';

/** The project glossary as a table: English term, the fixed Chinese term, notes and variants to avoid. */
export default function Glossary(): ReactNode {
  const entries = parseGlossary(glossaryTsv);
  // The same focusable, labelled scroll region the build gives Markdown tables (config/rehypeTableRegion.ts).
  return (
    <div className="table-region" role="region" tabIndex={0} aria-label="表格：术语表">
      <table>
        <thead>
          <tr>
            <th>英文</th>
            <th>中文译法</th>
            <th>说明</th>
            <th>不要写作</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.english}>
              <td>{e.english}</td>
              <td>{e.chinese}</td>
              <td>{e.note}</td>
              <td>{e.wrongVariants.join('、')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
