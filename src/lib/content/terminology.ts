/** Terminology: flag the known wrong Chinese variants listed in data/glossary.tsv. */
import type {Problem} from './schema';
import {proseLines, splitFrontMatter} from './markdown';

export interface GlossaryEntry {
  english: string;
  chinese: string;
  note: string;
  wrongVariants: string[];
}

export function parseGlossary(tsv: string): GlossaryEntry[] {
  const [header, ...rows] = tsv.trim().split('\n');
  const columns = header!.split('\t');
  const at = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`glossary has no "${name}" column`);
    return i;
  };
  const [en, zh, note, wrong] = [at('english'), at('chinese'), at('note'), at('wrong_variants')];
  return rows
    .filter((row) => row.trim())
    .map((row) => {
      const cells = row.split('\t');
      return {
        english: cells[en] ?? '',
        chinese: cells[zh] ?? '',
        note: cells[note] ?? '',
        wrongVariants: (cells[wrong] ?? '').split('|').map((s) => s.trim()).filter(Boolean),
      };
    });
}

export function checkTerminology(file: string, source: string, glossary: GlossaryEntry[]): Problem[] {
  const {body, bodyStartLine} = splitFrontMatter(source);
  const problems: Problem[] = [];
  for (const {line, text} of proseLines(body, bodyStartLine)) {
    for (const entry of glossary) {
      for (const wrong of entry.wrongVariants) {
        if (text.includes(wrong)) {
          problems.push({file, line, message: `"${wrong}" is not the project's term for "${entry.english}": write "${entry.chinese}"`});
        }
      }
    }
  }
  return problems;
}
