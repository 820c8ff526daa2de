// YouTube's i18nLanguages ids (as the API lists them; note `iw` for Hebrew) and the US video categories.

export const I18N_LANGUAGES = [
  'af',
  'az',
  'id',
  'ms',
  'bs',
  'ca',
  'cs',
  'da',
  'de',
  'et',
  'en-IN',
  'en-GB',
  'en',
  'es',
  'es-419',
  'es-US',
  'eu',
  'fil',
  'fr',
  'fr-CA',
  'gl',
  'hr',
  'zu',
  'is',
  'it',
  'sw',
  'lv',
  'lt',
  'hu',
  'nl',
  'no',
  'uz',
  'pl',
  'pt-PT',
  'pt',
  'ro',
  'sq',
  'sk',
  'sl',
  'sr-Latn',
  'fi',
  'sv',
  'vi',
  'tr',
  'be',
  'bg',
  'ky',
  'kk',
  'mk',
  'mn',
  'ru',
  'sr',
  'uk',
  'el',
  'hy',
  'iw',
  'ur',
  'ar',
  'fa',
  'ne',
  'mr',
  'hi',
  'as',
  'bn',
  'pa',
  'gu',
  'or',
  'ta',
  'te',
  'kn',
  'ml',
  'si',
  'th',
  'lo',
  'my',
  'ka',
  'am',
  'km',
  'zh-CN',
  'zh-TW',
  'zh-HK',
  'ja',
  'ko',
] as const;

const KNOWN = new Set<string>(I18N_LANGUAGES);
const ALIASES: Record<string, string> = {
  he: 'iw',
  tl: 'fil',
  nb: 'no',
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
};

/** Accepts YouTube's ids, common aliases, and regional variants of a listed base language (en-US, pt-BR). */
export function isSupportedLanguage(code: string): boolean {
  if (KNOWN.has(code) || code in ALIASES) return true;
  const match = /^([a-z]{2,3})-([A-Z]{2}|\d{3}|[A-Z][a-z]{3})$/.exec(code);
  return !!match && KNOWN.has(match[1] ?? '');
}

/** Display name of a language in the `hl` language, from the runtime's ICU data. */
export function languageName(code: string, hl: string): string {
  const tag = code === 'iw' ? 'he' : code;
  try {
    return new Intl.DisplayNames([hl.replace('_', '-')], { type: 'language' }).of(tag) ?? code;
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? code;
  }
}

export interface VideoCategory {
  id: string;
  title: string;
  assignable: boolean;
}

const CATEGORY_ROWS: [number, string, boolean][] = [
  [1, 'Film & Animation', true],
  [2, 'Autos & Vehicles', true],
  [10, 'Music', true],
  [15, 'Pets & Animals', true],
  [17, 'Sports', true],
  [18, 'Short Movies', false],
  [19, 'Travel & Events', true],
  [20, 'Gaming', true],
  [21, 'Videoblogging', false],
  [22, 'People & Blogs', true],
  [23, 'Comedy', true],
  [24, 'Entertainment', true],
  [25, 'News & Politics', true],
  [26, 'Howto & Style', true],
  [27, 'Education', true],
  [28, 'Science & Technology', true],
  [29, 'Nonprofits & Activism', true],
  [30, 'Movies', false],
  [31, 'Anime/Animation', false],
  [32, 'Action/Adventure', false],
  [33, 'Classics', false],
  [34, 'Comedy', false],
  [35, 'Documentary', false],
  [36, 'Drama', false],
  [37, 'Family', false],
  [38, 'Foreign', false],
  [39, 'Horror', false],
  [40, 'Sci-Fi/Fantasy', false],
  [41, 'Thriller', false],
  [42, 'Shorts', false],
  [43, 'Shows', false],
  [44, 'Trailers', false],
];

export const VIDEO_CATEGORIES: VideoCategory[] = CATEGORY_ROWS.map(([id, title, assignable]) => ({
  id: String(id),
  title,
  assignable,
}));

/** The channel id YouTube reports as the owner of the category list. */
export const CATEGORY_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';
