import { describe, expect, it } from 'vitest';
import { cuesOf, rowAfter, rowProblems, rowsOf } from './cue-rows.ts';

const cues = [
  { startMs: 0, endMs: 1000, text: 'One' },
  { startMs: 1000, endMs: 2500, text: 'Two' },
  { startMs: 3000, endMs: 4000, text: 'Three' },
];

describe('cue rows', () => {
  it('turn cues into rows and back exactly', () => {
    expect(cuesOf(rowsOf(cues))).toEqual(cues);
    expect(rowProblems(rowsOf(cues))).toEqual([[], [], []]);
  });
  it('mark each row with the shared rules and times that cannot be read', () => {
    const rows = rowsOf(cues);
    rows[1] = { ...rows[1]!, start: '0:00:00.500' }; // overlaps row 0
    rows[2] = { ...rows[2]!, end: '0:00:02.000', text: ' ' }; // ends before it starts, no text
    const bad = [...rows, { ...rows[0]!, key: 99, start: 'soon' }];
    expect(rowProblems(bad)).toEqual([
      [],
      [{ kind: 'overlap', other: 0 }],
      [
        { kind: 'endNotAfterStart', other: null },
        { kind: 'emptyText', other: null },
      ],
      [{ kind: 'badStart' }],
    ]);
    expect(cuesOf(bad)).toBeNull();
  });
  it('puts a new cue two seconds after the one before', () => {
    const rows = rowsOf(cues);
    expect(rowAfter(rows, 2)).toMatchObject({ start: '0:00:04.000', end: '0:00:06.000', text: '' });
  });
});
