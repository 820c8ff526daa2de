import { describe, expect, it } from 'vitest';
import { MORE_YOUTUBE_LANGUAGES, TRANSLATION_LANGUAGES } from '@vidcraft/contracts';
import { isRtlLanguage, languageName, nativeLanguageName, textAttributes } from './language-names.ts';
import {
  DEFAULT_GROUPS,
  filterGroups,
  foldForSearch,
  inOfferedOrder,
  presetActive,
  selectAllShown,
  selectNoneShown,
  toggleLanguage,
  togglePreset,
} from './language-selection.ts';

describe('language names', () => {
  it('names a YouTube id in the interface language, Hebrew from YouTube’s old id iw', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'de')).toBe('Deutsch');
    expect(languageName('iw', 'en')).toBe('Hebrew');
    expect(nativeLanguageName('iw')).toBe('עברית');
    expect(languageName('fil', 'en')).toBe('Filipino');
    expect(languageName('zh-TW', 'en')).toMatch(/Chinese/);
    expect(languageName('ja', 'ar')).toBe('اليابانية');
  });

  it('gives every offered id a real name, not the id back', () => {
    for (const id of [...TRANSLATION_LANGUAGES, ...MORE_YOUTUBE_LANGUAGES]) {
      expect(languageName(id, 'en'), id).not.toBe(id);
    }
  });

  it('marks right-to-left languages with dir and BCP-47 lang', () => {
    expect(textAttributes('iw')).toEqual({ lang: 'he', dir: 'rtl' });
    expect(textAttributes('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(textAttributes('fa').dir).toBe('rtl');
    expect(isRtlLanguage('ur')).toBe(true);
    expect(textAttributes('de')).toEqual({ lang: 'de', dir: 'ltr' });
  });
});

describe('language search', () => {
  it('folds accents and case', () => {
    expect(foldForSearch('Français')).toBe('francais');
    expect(foldForSearch('ESPAÑOL')).toBe('espanol');
  });

  it('finds a language by its name in the interface language, in English, its own name or its id', () => {
    const find = (query: string, ui = 'en') => filterGroups(DEFAULT_GROUPS, query, ui);
    expect(find('german').core).toEqual(['de']);
    expect(find('Deutsch').core).toEqual(['de']);
    expect(find('deutsch', 'ru').core).toEqual(['de']); // its own name, whatever the interface language
    expect(find('немецкий', 'ru').core).toEqual(['de']); // the interface language's name
    expect(find('hebrew').core).toEqual(['iw']);
    expect(find('עברית').core).toEqual(['iw']);
    expect(find('francais').core).toEqual(expect.arrayContaining(['fr', 'fr-CA']));
    expect(find('zu').more).toContain('zu');
    expect(find('Zulu').core).toEqual([]);
  });

  it('keeps the 57 first and the rest of YouTube’s languages apart, in their order', () => {
    const all = filterGroups(DEFAULT_GROUPS, '  ', 'en');
    expect(all.core).toHaveLength(57);
    expect(all.core).toEqual([...TRANSLATION_LANGUAGES]);
    expect(all.more).toEqual([...MORE_YOUTUBE_LANGUAGES]);
    const english = filterGroups(DEFAULT_GROUPS, 'english', 'en');
    expect(english.core).toEqual(['en']);
    expect(english.more).toEqual(['en-GB', 'en-IN']);
  });
});

describe('choosing languages', () => {
  const groups = DEFAULT_GROUPS;

  it('keeps a selection in the offered order, without repeats', () => {
    expect(inOfferedOrder(['zu', 'ja', 'de', 'ja'], groups)).toEqual(['de', 'ja', 'zu']);
    expect(toggleLanguage(['ja'], 'de', groups)).toEqual(['de', 'ja']);
    expect(toggleLanguage(['de', 'ja'], 'de', groups)).toEqual(['ja']);
  });

  it('adds a preset’s languages, and takes them out again when all of them are chosen', () => {
    const europe = { id: 'europe', languages: ['de', 'fr', 'it'] };
    const asia = { id: 'asia', languages: ['ja', 'ko'] };
    let selected = togglePreset([], europe, groups);
    expect(selected).toEqual(['fr', 'de', 'it']);
    expect(presetActive(selected, europe)).toBe(true);
    selected = togglePreset(selected, asia, groups); // presets combine
    expect(selected).toEqual(['fr', 'de', 'it', 'ja', 'ko']);
    selected = togglePreset(toggleLanguage(selected, 'it', groups), europe, groups);
    expect(selected).toEqual(['fr', 'de', 'it', 'ja', 'ko']); // not all chosen: it adds the missing one
    selected = togglePreset(selected, europe, groups);
    expect(selected).toEqual(['ja', 'ko']);
    expect(presetActive(selected, { id: 'empty', languages: [] })).toBe(false);
  });

  it('selects all and none of what the search shows', () => {
    const shown = filterGroups(groups, 'chinese', 'en');
    expect(shown.core).toEqual(['zh-CN', 'zh-TW', 'zh-HK']);
    const selected = selectAllShown(['de'], shown, groups);
    expect(selected).toEqual(['de', 'zh-CN', 'zh-TW', 'zh-HK']);
    expect(selectNoneShown(selected, shown)).toEqual(['de']);
    const everything = selectAllShown([], filterGroups(groups, '', 'en'), groups);
    expect(everything).toHaveLength(TRANSLATION_LANGUAGES.length + MORE_YOUTUBE_LANGUAGES.length);
    expect(selectNoneShown(everything, filterGroups(groups, '', 'en'))).toEqual([]);
  });
});
