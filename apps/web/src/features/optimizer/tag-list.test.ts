import { describe, expect, it } from 'vitest';
import { addTags, missingTags, removeTag, splitTagInput, tagInfo } from './tag-list.ts';
import {
  addHashtag,
  hasHashtag,
  normalizeHashtag,
  removeHashtag,
  summarizeHashtags,
} from './hashtag-text.ts';

describe('tag editing', () => {
  it('splits typed or pasted text into tags', () => {
    expect(splitTagInput(' pasta ,  #cacio e pepe,\nroman   food,, ')).toEqual([
      'pasta',
      'cacio e pepe',
      'roman food',
    ]);
  });

  it('adds at the end and skips tags the list already has, in any case', () => {
    expect(addTags(['Pasta'], 'pasta, dinner')).toEqual({ tags: ['Pasta', 'dinner'], skipped: ['pasta'] });
  });

  it('removes by position', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('says what each tag costs and flags duplicates and over-long tags', () => {
    const long = 'x'.repeat(101);
    expect(tagInfo(['Foo-Baz', 'Foo Baz', 'foo baz', long])).toEqual([
      { tag: 'Foo-Baz', cost: 7, quoted: false, duplicate: false, tooLong: false },
      { tag: 'Foo Baz', cost: 9, quoted: true, duplicate: false, tooLong: false },
      { tag: 'foo baz', cost: 9, quoted: true, duplicate: true, tooLong: false },
      { tag: long, cost: 101, quoted: false, duplicate: false, tooLong: true },
    ]);
  });

  it('lists suggested tags the final list lacks', () => {
    expect(missingTags(['Pasta', 'dinner', 'rome'], ['pasta', 'Rome'])).toEqual(['dinner']);
  });
});

describe('hashtags in the description', () => {
  it('normalizes typed hashtags', () => {
    expect(normalizeHashtag('#Camp')).toBe('#Camp');
    expect(normalizeHashtag('winter camping')).toBe('#WinterCamping');
    expect(normalizeHashtag('  # ')).toBeNull();
  });

  it('adds to the closing hashtag line, or starts one', () => {
    expect(addHashtag('Hook.\n\n#pasta', '#dinner')).toBe('Hook.\n\n#pasta #dinner');
    expect(addHashtag('Hook.\n', '#dinner')).toBe('Hook.\n\n#dinner');
    expect(addHashtag('', '#dinner')).toBe('#dinner');
    expect(addHashtag('Hook #Dinner', '#dinner')).toBe('Hook #Dinner');
  });

  it('removes from hashtag lines and un-tags words in sentences', () => {
    expect(removeHashtag('I love #pasta a lot.\n\n#pasta #dinner', '#Pasta')).toBe(
      'I love pasta a lot.\n\n#dinner',
    );
    expect(removeHashtag('Hook.\n\n#dinner\n', '#dinner')).toBe('Hook.');
    expect(removeHashtag('#pastaNight stays', '#pasta')).toBe('#pastaNight stays');
    expect(hasHashtag('x #Pasta', '#pasta')).toBe(true);
  });

  it('counts title and description together and names the three above the title', () => {
    const summary = summarizeHashtags('Title #one', 'Text #two #three\n\n#four');
    expect(summary.aboveTitle).toEqual(['#one', '#two', '#three']);
    expect(summary.inDescription).toEqual(['#two', '#three', '#four']);
    expect(summary).toMatchObject({ total: 4, level: 'good' });
    expect(summarizeHashtags('', '').level).toBe('none');
    const sixteen = Array.from({ length: 16 }, (_, i) => `#tag${String.fromCharCode(97 + i)}`).join(' ');
    expect(summarizeHashtags('', sixteen).level).toBe('overFifteen');
  });
});
