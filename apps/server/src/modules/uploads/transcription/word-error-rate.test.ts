import { describe, expect, it } from 'vitest';
import { normalizeWords, wordErrorRate } from './word-error-rate.ts';

describe('wordErrorRate', () => {
  it('is 0 for the same words whatever the case and punctuation', () => {
    expect(wordErrorRate('Flour, water and salt.', 'flour water AND salt')).toMatchObject({
      rate: 0,
      referenceWords: 4,
    });
  });

  it('counts substitutions, deletions and insertions by edit distance', () => {
    expect(wordErrorRate('we bake bread at home', 'we make bread at home today')).toEqual({
      rate: 2 / 5,
      substitutions: 1,
      deletions: 0,
      insertions: 1,
      referenceWords: 5,
    });
    expect(wordErrorRate('mix the flour and the water', 'mix flour and the water')).toEqual({
      rate: 1 / 6,
      substitutions: 0,
      deletions: 1,
      insertions: 0,
      referenceWords: 6,
    });
  });

  it('exceeds 1 when the hypothesis adds more words than were said, and handles empty sides', () => {
    expect(wordErrorRate('hello', 'oh hello there my friend').rate).toBe(4);
    expect(wordErrorRate('one two three', '')).toMatchObject({ rate: 1, deletions: 3 });
    expect(wordErrorRate('', '').rate).toBe(0);
    expect(wordErrorRate('', 'noise').rate).toBe(1);
  });

  it('keeps apostrophes inside words and reads other scripts', () => {
    expect(normalizeWords("Don't stop — it's 'fine'!")).toEqual(["don't", 'stop', "it's", 'fine']);
    expect(wordErrorRate('Привет, мир', 'привет мир').rate).toBe(0);
  });
});
