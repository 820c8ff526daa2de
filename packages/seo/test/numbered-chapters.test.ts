// Chapters at the sections a speaker numbers ("Recipe one", "Recipe two", …) and Japanese place names as tags.
import { describe, expect, it } from 'vitest';
import { builtinSuggest } from '../src/engine/builtin.ts';
import type { SuggestInput } from '../src/index.ts';
import { numberedSections } from '../src/engine/chapter-markers.ts';

const bare = (title: string, rest: Partial<SuggestInput> = {}): SuggestInput => ({
  title,
  description: '',
  tags: [],
  isShort: false,
  durationSeconds: 600,
  captions: [],
  language: 'en',
  ...rest,
});

describe('numbered sections', () => {
  const cue = (startSeconds: number, text: string) => ({ startSeconds, endSeconds: startSeconds + 4, text });

  it('finds sections the speaker numbers, in words or digits, and ignores one-off numbers', () => {
    const cues = [
      cue(0, 'Today five recipes.'),
      cue(5, 'Recipe one, roasted chickpeas.'),
      cue(20, 'Two cans of chickpeas.'),
      cue(40, 'Recipe two, chicken and rice.'),
      cue(60, 'Recipe 3 is a soup.'),
      cue(80, 'Recipe two again, as promised.'),
    ];
    expect(numberedSections(cues, 'en')).toEqual({ starts: [1, 3, 4], head: 'recipe' });
    expect(numberedSections(cues.slice(0, 4), 'en')).toEqual({ starts: [], head: null });
  });

  it('makes every numbered section a chapter, labelled by its topic rather than the numbering word', () => {
    const topics = ['chickpeas', 'chicken', 'soup', 'salad', 'salsa'];
    const words = ['one', 'two', 'three', 'four', 'five'];
    const captions = [cue(0, 'Five lunches for the week, all from one shopping trip.')];
    topics.forEach((topic, i) => {
      captions.push(cue(15 + i * 24, `Recipe ${words[i]}, the ${topic}.`));
      captions.push(cue(21 + i * 24, `The ${topic} keeps well, so make plenty of ${topic}.`));
    });
    const s = builtinSuggest(bare('Five lunches for the week', { captions, durationSeconds: 135 }));
    expect(s.chapters.map((c) => c.startSeconds)).toEqual([0, 15, 39, 63, 87, 111]);
    for (const c of s.chapters) expect(c.title.toLocaleLowerCase()).not.toBe('recipe');
  });
});

describe('tags', () => {
  it('keeps a Japanese place name of two kanji, not other two-kanji words', () => {
    const text = '今日は京都に来ました。京都の朝は静かです。時間があれば鴨川へ。鴨川の夕方。時間が足りない。';
    const captions = text
      .split('。')
      .map((line, i) => ({ startSeconds: i * 5, endSeconds: i * 5 + 4, text: line }));
    const s = builtinSuggest(bare('vlog #3', { language: 'ja', captions }));
    expect(s.tags).toEqual(expect.arrayContaining(['京都', '鴨川']));
    expect(s.tags).not.toContain('時間');
  });
});
