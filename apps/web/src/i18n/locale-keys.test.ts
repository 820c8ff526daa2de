import { describe, expect, it } from 'vitest';
import { flattenLocale, missingKeys, placeholders, pluralCategories } from './locale-keys.ts';

describe('locale key helpers', () => {
  it('flattens nested keys with dots', () => {
    expect(flattenLocale({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });

  it('finds placeholders once each, sorted', () => {
    expect(placeholders('{{b}} and {{a}}, {{ b }}')).toEqual(['a', 'b']);
  });

  it('reports keys missing, empty or not strings', () => {
    expect(missingKeys({ a: 'A', b: 'B', c: 'C' }, { a: 'x', b: '', c: { d: 'no' } }, 'de')).toEqual([
      'b',
      'c',
    ]);
  });

  it('asks each language for its own plural forms', () => {
    const english = { tasks_one: '{{count}} task', tasks_other: '{{count}} tasks' };
    expect(pluralCategories('ja')).toEqual(['other']);
    expect(missingKeys(english, { tasks_other: '{{count}}' }, 'ja')).toEqual([]);
    expect(missingKeys(english, { tasks_one: 'x', tasks_other: 'y' }, 'ar')).toEqual([
      'tasks_few',
      'tasks_many',
      'tasks_two',
      'tasks_zero',
    ]);
  });
});
