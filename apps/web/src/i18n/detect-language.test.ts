import { describe, expect, it } from 'vitest';
import { detectLanguage, toSupportedLanguage } from './detect-language.ts';

describe('language detection', () => {
  it('prefers the stored language over the browser and the page', () => {
    expect(detectLanguage({ stored: 'it', browserLanguages: ['de-DE'], htmlLang: 'fr' })).toBe('it');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['xx-YY', 'pt-BR', 'de'], htmlLang: 'fr' })).toBe(
      'pt',
    );
  });

  it('ignores an unsupported stored value', () => {
    expect(detectLanguage({ stored: 'klingon', browserLanguages: ['ko-KR'], htmlLang: null })).toBe('ko');
  });

  it('uses <html lang> when nothing else matches, then English', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['xx'], htmlLang: 'he' })).toBe('he');
    expect(detectLanguage({ stored: null, browserLanguages: [], htmlLang: null })).toBe('en');
  });

  it('maps regional and legacy tags to interface languages', () => {
    expect(toSupportedLanguage('zh-Hant-TW')).toBe('zh');
    expect(toSupportedLanguage('nb-NO')).toBe('no');
    expect(toSupportedLanguage('iw')).toBe('he');
    expect(toSupportedLanguage('EN_gb')).toBe('en');
    expect(toSupportedLanguage('')).toBeNull();
  });
});
