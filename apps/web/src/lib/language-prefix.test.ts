import { describe, expect, it } from 'vitest';
import {
  languageOfPath,
  localizePath,
  splitLanguagePrefix,
  switchLanguageInPath,
} from './language-prefix.ts';

describe('language prefixes', () => {
  it('recognizes a supported prefix and keeps the rest of the path', () => {
    expect(splitLanguagePrefix('/de/how-to')).toEqual({ language: 'de', rest: '/how-to' });
    expect(splitLanguagePrefix('/ar/')).toEqual({ language: 'ar', rest: '/' });
    expect(splitLanguagePrefix('/fr')).toEqual({ language: 'fr', rest: '/' });
  });

  it('treats unknown two-letter segments, English and longer segments as no prefix', () => {
    expect(splitLanguagePrefix('/xx/support')).toEqual({ language: null, rest: '/xx/support' });
    expect(splitLanguagePrefix('/en/support').language).toBeNull();
    expect(splitLanguagePrefix('/def/x').language).toBeNull();
    expect(splitLanguagePrefix('/').language).toBeNull();
  });

  it('says an unprefixed path is English', () => {
    expect(languageOfPath('/support')).toBe('en');
    expect(languageOfPath('/ru/support')).toBe('ru');
  });

  it('adds no prefix for English and a prefix for every other language', () => {
    expect(localizePath('/how-to', 'en')).toBe('/how-to');
    expect(localizePath('/how-to', 'es')).toBe('/es/how-to');
    expect(localizePath('/', 'fr')).toBe('/fr/');
    expect(localizePath('support', 'de')).toBe('/de/support');
  });

  it('rewrites the prefix when switching language', () => {
    expect(switchLanguageInPath('/', 'de')).toBe('/de/');
    expect(switchLanguageInPath('/de/', 'fr')).toBe('/fr/');
    expect(switchLanguageInPath('/fr/privacy-policy', 'en')).toBe('/privacy-policy');
    expect(switchLanguageInPath('/ar/some/unknown', 'he')).toBe('/he/some/unknown');
  });
});
