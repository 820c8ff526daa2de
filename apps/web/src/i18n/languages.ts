// The 23 interface languages (spec §2). Native names are data, not UI copy: each language names itself.
export interface LanguageOption {
  code: string;
  englishName: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES = [
  { code: 'en', englishName: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'es', englishName: 'Spanish', nativeName: 'Español', dir: 'ltr' },
  { code: 'fr', englishName: 'French', nativeName: 'Français', dir: 'ltr' },
  { code: 'de', englishName: 'German', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'it', englishName: 'Italian', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'pt', englishName: 'Portuguese', nativeName: 'Português', dir: 'ltr' },
  { code: 'ru', englishName: 'Russian', nativeName: 'Русский', dir: 'ltr' },
  { code: 'uk', englishName: 'Ukrainian', nativeName: 'Українська', dir: 'ltr' },
  { code: 'be', englishName: 'Belarusian', nativeName: 'Беларуская', dir: 'ltr' },
  { code: 'he', englishName: 'Hebrew', nativeName: 'עברית', dir: 'rtl' },
  { code: 'ja', englishName: 'Japanese', nativeName: '日本語', dir: 'ltr' },
  { code: 'ko', englishName: 'Korean', nativeName: '한국어', dir: 'ltr' },
  { code: 'zh', englishName: 'Chinese', nativeName: '中文', dir: 'ltr' },
  { code: 'ar', englishName: 'Arabic', nativeName: 'العربية', dir: 'rtl' },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'th', englishName: 'Thai', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'vi', englishName: 'Vietnamese', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'tr', englishName: 'Turkish', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'pl', englishName: 'Polish', nativeName: 'Polski', dir: 'ltr' },
  { code: 'nl', englishName: 'Dutch', nativeName: 'Nederlands', dir: 'ltr' },
  { code: 'sv', englishName: 'Swedish', nativeName: 'Svenska', dir: 'ltr' },
  { code: 'da', englishName: 'Danish', nativeName: 'Dansk', dir: 'ltr' },
  { code: 'no', englishName: 'Norwegian', nativeName: 'Norsk', dir: 'ltr' },
] as const satisfies readonly LanguageOption[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);
/** Every language except English, which is served without a URL prefix. */
export const PREFIXED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES.filter((code) => code !== 'en');

const BY_CODE = new Map<string, LanguageOption>(LANGUAGES.map((language) => [language.code, language]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The option for a code; an unknown code is shown as English (spec §3 "Language option"). */
export function languageOption(code: string): LanguageOption {
  return BY_CODE.get(code) ?? LANGUAGES[0];
}

export function textDirection(code: string): 'ltr' | 'rtl' {
  return languageOption(code).dir;
}
