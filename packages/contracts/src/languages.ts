// The 23 interface languages (spec §2). English has no URL prefix; ar and he are right-to-left.
export const INTERFACE_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ru',
  'uk',
  'be',
  'he',
  'ja',
  'ko',
  'zh',
  'ar',
  'hi',
  'th',
  'vi',
  'tr',
  'pl',
  'nl',
  'sv',
  'da',
  'no',
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const RTL_LANGUAGES: readonly InterfaceLanguage[] = ['ar', 'he'];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}
