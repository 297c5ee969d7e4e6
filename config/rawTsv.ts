/** Lets MDX pages and components import data/*.tsv files as text (the glossary page does). */
import type {Plugin} from '@docusaurus/types';

export default function rawTsvPlugin(): Plugin {
  return {
    name: 'raw-tsv',
    configureWebpack() {
      return {module: {rules: [{test: /\.tsv$/, type: 'asset/source'}]}};
    },
  };
}
