import { describe, expect, it } from 'vitest';
import { hasChapters, withChapters } from './chapter-text.ts';

const chapters = [
  { startSeconds: 0, title: 'Intro' },
  { startSeconds: 42, title: 'The recipe' },
  { startSeconds: 125, title: 'Tasting' },
];

describe('chapters in the description', () => {
  it('go before a closing line of hashtags', () => {
    const text = withChapters('A soup for cold days.\n\n#soup #winter', chapters);
    expect(text).toBe('A soup for cold days.\n\n0:00 Intro\n0:42 The recipe\n2:05 Tasting\n\n#soup #winter');
    expect(hasChapters(text, chapters)).toBe(true);
  });

  it('replace the chapter lines already there, leaving the rest', () => {
    const text = withChapters('Intro text\n0:00 Old\n1:00 Older\n2:00 Oldest\nThanks!', chapters);
    expect(text).toBe('Intro text\n0:00 Intro\n0:42 The recipe\n2:05 Tasting\nThanks!');
  });

  it('are the whole description when it was empty', () => {
    expect(withChapters('', chapters)).toBe('0:00 Intro\n0:42 The recipe\n2:05 Tasting');
    expect(hasChapters('nothing here', chapters)).toBe(false);
  });
});
