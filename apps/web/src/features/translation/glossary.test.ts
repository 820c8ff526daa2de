import type { GlossaryTerm } from '@vidcraft/contracts';
import { describe, expect, it } from 'vitest';
import { emptyRow, glossaryProblems, MAX_TERMS, rowsOf, termsOf, type GlossaryRow } from './glossary.ts';

const row = (patch: Partial<GlossaryRow>): GlossaryRow => ({ ...emptyRow(), ...patch });

describe('the glossary editor', () => {
  it('round-trips the server’s terms', () => {
    const terms: GlossaryTerm[] = [
      { term: 'Alex Makes', keep: true, translations: {} },
      { term: 'chisel', keep: false, translations: { de: 'Stechbeitel', ja: 'ノミ' } },
    ];
    expect(termsOf(rowsOf(terms))).toEqual(terms);
  });

  it('trims, leaves out empty rows and empty or unknown-language translations, drops translations of kept terms', () => {
    const rows = [
      row({ term: '  Alex Makes ', keep: true, translations: [{ language: 'de', text: 'ignored' }] }),
      row({ term: '   ' }),
      row({
        term: 'chisel',
        keep: false,
        translations: [
          { language: 'de', text: ' Stechbeitel ' },
          { language: 'fr', text: '  ' },
          { language: 'klingon', text: 'x' },
        ],
      }),
    ];
    expect(termsOf(rows)).toEqual([
      { term: 'Alex Makes', keep: true, translations: {} },
      { term: 'chisel', keep: false, translations: { de: 'Stechbeitel' } },
    ]);
    expect(glossaryProblems(rows)).toEqual([]);
  });

  it('says what stops a save', () => {
    const long = 'x'.repeat(101);
    expect(
      glossaryProblems([
        row({ term: 'Chisel', keep: true }),
        row({ term: 'chisel ', keep: true }),
        row({ term: long, keep: true }),
        row({ term: 'plane', keep: false }),
        row({ term: '<b>', keep: true }),
        row({
          term: 'saw',
          keep: false,
          translations: [
            { language: 'de', text: 'Säge' },
            { language: 'de', text: 'Sägeblatt' },
          ],
        }),
      ]),
    ).toEqual([
      { kind: 'duplicate', term: 'chisel' },
      { kind: 'tooLong', term: long, max: 100 },
      { kind: 'noRule', term: 'plane' },
      { kind: 'angleBrackets', term: '<b>' },
      { kind: 'duplicateLanguage', term: 'saw', language: 'de' },
    ]);
    const many = Array.from({ length: MAX_TERMS + 1 }, (_, i) => row({ term: `term ${i}`, keep: true }));
    expect(glossaryProblems(many)).toEqual([{ kind: 'tooMany', max: MAX_TERMS }]);
  });
});
