import { describe, expect, it } from 'vitest';
import {
  changedFields,
  changedValues,
  diffLines,
  diffLocalizations,
  diffTags,
  withContext,
} from './field-diff.ts';

const base = { title: 'Old title', description: 'Line 1\nLine 2', tags: ['a', 'b'] };

describe('metadata diff', () => {
  it('names the changed fields in field order and keeps only their new values', () => {
    const after = { ...base, tags: ['b', 'a'], title: 'New title' };
    expect(changedFields(base, after)).toEqual(['title', 'tags']);
    expect(changedValues(base, after)).toEqual({ title: 'New title', tags: ['b', 'a'] });
    expect(changedFields(base, { ...base })).toEqual([]);
    expect(changedFields({ title: 'x' }, { title: 'y', tags: ['a'] })).toEqual(['title']);
  });

  it('diffs descriptions line by line', () => {
    expect(diffLines('Hook\n0:00 Intro\nLinks', 'New hook\n0:00 Intro\nLinks\n#tag')).toEqual([
      { kind: 'removed', text: 'Hook' },
      { kind: 'added', text: 'New hook' },
      { kind: 'same', text: '0:00 Intro' },
      { kind: 'same', text: 'Links' },
      { kind: 'added', text: '#tag' },
    ]);
    expect(diffLines('', 'Only new')).toEqual([
      { kind: 'removed', text: '' },
      { kind: 'added', text: 'Only new' },
    ]);
  });

  it('folds long unchanged runs into gaps', () => {
    const lines = diffLines('a\nb\nc\nd\ne', 'a\nb\nc\nd\nE');
    expect(withContext(lines, 1)).toEqual([
      { kind: 'gap', count: 3 },
      { kind: 'same', text: 'd' },
      { kind: 'removed', text: 'e' },
      { kind: 'added', text: 'E' },
    ]);
  });

  it('diffs tags as added, removed and kept, and notices a new order', () => {
    expect(diffTags(['pasta', 'Rome', 'dinner'], ['rome', 'pasta', 'quick'])).toEqual({
      added: ['quick'],
      removed: ['dinner'],
      kept: ['rome', 'pasta'],
      reordered: true,
    });
    expect(diffTags(['a', 'b'], ['a', 'b', 'c']).reordered).toBe(false);
  });
});

describe('diffLocalizations', () => {
  it('marks each language added, changed or removed and skips unchanged ones', () => {
    expect(
      diffLocalizations(
        { de: { title: 'A' }, fr: { title: 'B' }, it: { title: 'C', description: 'x' } },
        { de: { title: 'A2' }, it: { title: 'C', description: 'x' }, iw: { title: 'D' } },
      ),
    ).toEqual([
      { language: 'de', kind: 'changed', before: { title: 'A' }, after: { title: 'A2' } },
      { language: 'fr', kind: 'removed', before: { title: 'B' } },
      { language: 'iw', kind: 'added', after: { title: 'D' } },
    ]);
  });

  it('treats a missing map as empty', () => {
    expect(diffLocalizations(undefined, { de: { title: 'A' } })).toEqual([
      { language: 'de', kind: 'added', after: { title: 'A' } },
    ]);
  });
});
