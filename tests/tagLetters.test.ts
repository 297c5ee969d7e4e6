import {tagsByLetter} from '@site/src/lib/tagLetters';

const TAGS = ['版本发布', 'V1 引擎', '性能', '模型支持', '功能', 'vLLM', 'API'].map((label) => ({label, permalink: `/blog/tags/${label}`}));

describe('blog tags by letter', () => {
  it('groups by first character in pinyin order, the same whatever the default locale', () => {
    const letters = tagsByLetter(TAGS).map((e) => e.letter);
    expect(letters).toEqual(['版', '功', '模', '性', 'A', 'V']);
    // The order of the input does not matter either.
    expect(tagsByLetter([...TAGS].reverse()).map((e) => e.letter)).toEqual(letters);
    expect(tagsByLetter(TAGS).find((e) => e.letter === 'V')!.tags.map((t) => t.label)).toEqual(['V1 引擎', 'vLLM']);
  });
});
