import { describe, expect, it } from 'vitest';
import {
  chapterLines,
  moveRow,
  nextRowTime,
  parseTimestamp,
  rowsFromDescription,
  validateRows,
  writeRows,
  type ChapterRow,
} from './chapter-rows.ts';

const row = (time: string, title: string): ChapterRow => ({ id: `${time}-${title}`, time, title });

describe('chapter rows', () => {
  it('reads timestamps the way YouTube writes them', () => {
    expect(parseTimestamp('0:00')).toBe(0);
    expect(parseTimestamp(' 4:05 ')).toBe(245);
    expect(parseTimestamp('1:02:03')).toBe(3723);
    expect(parseTimestamp('12:60')).toBeNull();
    expect(parseTimestamp('1:60:00')).toBeNull();
    expect(parseTimestamp('4:5')).toBeNull();
    expect(parseTimestamp('abc')).toBeNull();
  });

  it('reads the chapter lines of a description', () => {
    const rows = rowsFromDescription('Intro text\n\n0:00 Start\n1:05 - Dough\n12:30 Bake');
    expect(rows.map(({ time, title }) => [time, title])).toEqual([
      ['0:00', 'Start'],
      ['1:05', 'Dough'],
      ['12:30', 'Bake'],
    ]);
  });

  it('writes only rows with a readable time, timestamp first', () => {
    expect(chapterLines([row('0:00', ' Intro '), row('1:', 'typing'), row('75:00', 'Late')])).toEqual([
      '0:00 Intro',
      '1:15:00 Late',
    ]);
  });

  it('replaces the chapter lines in place and leaves every other line alone', () => {
    const description =
      'Hook line.\n\n0:00 Intro\n0:30 Middle\n1:00 End\n\nRecipe: https://x.example\n#pasta';
    const next = writeRows(description, [row('0:00', 'Intro'), row('0:45', 'Sauce'), row('1:30', 'Plate')]);
    expect(next).toBe(
      'Hook line.\n\n0:00 Intro\n0:45 Sauce\n1:30 Plate\n\nRecipe: https://x.example\n#pasta',
    );
  });

  it('puts a new chapter block after the opening paragraph', () => {
    const next = writeRows('Hook line.\nSecond line.\n\nLinks here', [row('0:00', 'A'), row('0:20', 'B')]);
    expect(next).toBe('Hook line.\nSecond line.\n\n0:00 A\n0:20 B\n\nLinks here');
  });

  it('puts a new chapter block before a closing hashtag line of a one-paragraph description', () => {
    expect(writeRows('Hook line.\n#pasta #dinner', [row('0:00', 'A')])).toBe(
      'Hook line.\n\n0:00 A\n\n#pasta #dinner',
    );
    expect(writeRows('', [row('0:00', 'A')])).toBe('0:00 A');
  });

  it('removes the chapter lines when every row is gone, without leaving a gap', () => {
    expect(writeRows('Hook.\n\n0:00 A\n0:20 B\n\nLinks', [])).toBe('Hook.\n\nLinks');
    expect(writeRows('Just text', [])).toBe('Just text');
  });

  it('round-trips: reading what was written gives the same rows', () => {
    const rows = [row('0:00', 'Intro'), row('2:10', 'Dough'), row('8:45', 'Bake')];
    const written = writeRows('Hook.\n\nLinks', rows);
    expect(rowsFromDescription(written).map(({ time, title }) => [time, title])).toEqual(
      rows.map(({ time, title }) => [time, title]),
    );
  });

  it('validates by YouTube rules, per row and for the list', () => {
    const result = validateRows(
      [row('0:05', 'A'), row('0:10', ''), row('0:09', 'C'), row('x', 'D'), row('1:00', 'E')],
      65,
    );
    expect(result.rows).toEqual([
      ['firstNotAtZero'],
      ['emptyTitle', 'tooShort'],
      ['notAscending'],
      ['badTime'],
      [],
    ]);
    expect(result.list).toEqual(['lastTooShort']);
    expect(result.valid).toBe(false);
    expect(validateRows([row('0:00', 'A'), row('0:10', 'B')], null).list).toEqual(['fewerThanThree']);
    expect(validateRows([row('0:00', 'A'), row('0:10', 'B'), row('0:20', 'C')], 60).valid).toBe(true);
  });

  it('suggests the next time and moves rows', () => {
    expect(nextRowTime([])).toBe('0:00');
    expect(nextRowTime([row('0:00', 'A'), row('1:00', 'B'), row('bad', 'C')])).toBe('1:10');
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
