// The Basic engine on videos that give it little to work with (no captions, a one-line description): at least three
// title candidates, all in the creator's and the video's own words.
import { describe, expect, it } from 'vitest';
import { builtinSuggest } from '../src/engine/builtin.ts';
import type { SuggestInput } from '../src/index.ts';
import { titlePhrases } from '../src/engine/title-phrases.ts';
import { distinctCandidates } from '../eval/expectations.ts';

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

describe('title candidates from little', () => {
  it.each([
    ['croissant attempt 4 (raw footage)', { description: 'do not publish. lamination failed again' }],
    ['Water filter flow rate test (draft)', { description: 'needs voiceover' }],
    ['Japan trip planning notes', { description: 'private notes for the next trip' }],
    ['Kitchen Q&A livestream replay', { tags: ['q&a', 'livestream'] }],
    ['Does a solar panel charge a phone in the shade? #shorts', { tags: ['solar panel', 'shorts'] }],
    ['Colaboración con Maya (versión sin editar)', { language: 'es', tags: ['colaboración'] }],
  ] as [string, Partial<SuggestInput>][])(
    '“%s” gets three distinct candidates in the creator’s own words',
    (title, rest) => {
      const s = builtinSuggest(bare(title, rest));
      const titles = s.titles.map((t) => t.text);
      expect(distinctCandidates(title, titles, s.language)).toHaveLength(3);
      const own = new Set(
        `${title} ${rest.description ?? ''} ${(rest.tags ?? []).join(' ')}`
          .toLocaleLowerCase()
          .match(/[\p{L}\p{N}&]+/gu),
      );
      for (const t of titles) {
        for (const word of t.toLocaleLowerCase().match(/[\p{L}\p{N}&]+/gu) ?? []) {
          // “and”/“y” join two of the creator's phrases; every other word is the creator's.
          if (!['and', 'y'].includes(word)) expect(own, `${word} in “${t}”`).toContain(word);
        }
      }
    },
  );

  it('never leads with or adds what the title says the video is without', () => {
    const s = builtinSuggest(
      bare('Colaboración con Maya (versión sin editar)', { language: 'es', description: 'editar editar' }),
    );
    for (const t of s.titles) expect(t.text.toLocaleLowerCase()).not.toMatch(/(?<!sin )editar/u);
  });

  it('drops trailing hashtags, last first, when the mobile feed would cut the title', () => {
    const title = 'STOP pouring your pasta water down the drain 😱 #shorts #pasta #cooking #kitchentips';
    const s = builtinSuggest(bare(title, { isShort: true, durationSeconds: 40, tags: ['pasta water'] }));
    const trimmed = s.titles.find((t) => t.text.endsWith('#shorts'));
    expect(trimmed?.rationale.code).toBe('title.fitsMobile');
    expect(trimmed?.rationale.details?.parts).toBe('“#pasta”, “#cooking”, “#kitchentips”');
  });

  it('splits the title into the creator’s phrases', () => {
    const texts = (title: string, language = 'en') =>
      titlePhrases(title, language, new Set()).map((p) => p.text);
    expect(texts('Japan trip planning notes')).toEqual(['Japan trip', 'planning notes']);
    expect(texts('croissant attempt 4 (raw footage)')).toEqual(['croissant attempt', 'raw footage']);
    expect(texts('SHOCKING pasta cheese')).toEqual(['pasta cheese']);
    expect(texts('Colaboración con Maya (versión sin editar)', 'es')).toEqual([
      'Colaboración con Maya',
      'versión sin editar',
    ]);
    expect(titlePhrases('croissant attempt 4 (raw footage)', 'en', new Set()).map((p) => p.aside)).toEqual([
      false,
      true,
    ]);
  });
});
