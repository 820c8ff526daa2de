// YouTube's language ids as people read them: the name in the interface language (Intl.DisplayNames), the
// language's own name, and the attributes a text in it needs (`lang` as BCP-47 — YouTube's `iw` is `he` —
// and `dir="rtl"` for Arabic, Persian, Hebrew and Urdu).
import { bcp47Of, RTL_YOUTUBE_LANGUAGES } from '@vidcraft/contracts';

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    try {
      namers.set(locale, new Intl.DisplayNames([locale, 'en'], { type: 'language', fallback: 'none' }));
    } catch {
      namers.set(locale, null);
    }
  }
  return namers.get(locale) ?? null;
}

/** "German" in English, "Deutsch" in German, "ألمانية" in Arabic; the id itself when nothing knows it. */
export function languageName(youtubeId: string, interfaceLanguage: string): string {
  try {
    return namer(interfaceLanguage)?.of(bcp47Of(youtubeId)) ?? youtubeId;
  } catch {
    return youtubeId;
  }
}

/** The language's name for itself ("Deutsch", "עברית", "日本語"). */
export function nativeLanguageName(youtubeId: string): string {
  return languageName(youtubeId, bcp47Of(youtubeId));
}

export function isRtlLanguage(youtubeId: string): boolean {
  return RTL_YOUTUBE_LANGUAGES.includes(youtubeId);
}

/** What an element holding text in this language carries: `lang` and `dir`. */
export function textAttributes(youtubeId: string): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: bcp47Of(youtubeId), dir: isRtlLanguage(youtubeId) ? 'rtl' : 'ltr' };
}
