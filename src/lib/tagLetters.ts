/**
 * The blog's tag list grouped by first character, in the same order on the server and in every browser.
 * theme-common's listTagsByLetters sorts with `localeCompare()` in the runtime's default locale: the build
 * (Node, en) and a reader's browser (zh-CN) put Chinese initials in different orders, so the page failed
 * to hydrate (React #418). A fixed collation gives one order everywhere: pinyin, as a Chinese reader expects.
 */
export interface LetterTag {
  label: string;
  permalink: string;
}

const collator = new Intl.Collator('zh-Hans-CN');

export function tagsByLetter<T extends LetterTag>(tags: readonly T[]): Array<{letter: string; tags: T[]}> {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, members]) => ({letter, tags: [...members].sort((a, b) => collator.compare(a.label, b.label))}));
}
