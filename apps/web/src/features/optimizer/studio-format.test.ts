import { describe, expect, it } from 'vitest';
import { studioAll, studioDescription, studioField, studioTags, studioTitle } from './studio-format.ts';

describe('formatting for YouTube Studio', () => {
  it('keeps the title exactly', () => {
    expect(studioTitle('  Cacio e Pepe | Rome  ')).toBe('  Cacio e Pepe | Rome  ');
  });

  it('keeps the description as written, with chapter lines and closing hashtags, line breaks normalized', () => {
    const text = 'Hook line.  \r\n\r\n0:00 Intro\r\n1:05 Sauce\r\n\r\n#pasta #rome\n\n';
    expect(studioDescription(text)).toBe('Hook line.\n\n0:00 Intro\n1:05 Sauce\n\n#pasta #rome');
  });

  it('lists tags separated by commas, spaces inside tags kept', () => {
    expect(studioTags(['cacio e pepe', 'pasta', 'roman food'])).toBe('cacio e pepe, pasta, roman food');
    expect(studioTags([])).toBe('');
    expect(studioField('tags', ['a', 'b'])).toBe('a, b');
    expect(studioField('title', 'T')).toBe('T');
  });

  it('copies all three under their names', () => {
    expect(
      studioAll(
        { title: 'T', description: 'D\n0:00 A', tags: ['x', 'y z'] },
        { title: 'Title', description: 'Description', tags: 'Tags' },
      ),
    ).toBe('Title\nT\n\nDescription\nD\n0:00 A\n\nTags\nx, y z');
  });
});
