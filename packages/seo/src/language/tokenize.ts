// Words with Intl.Segmenter (ICU dictionaries for Japanese, Chinese and Thai, so words are never cut), a
// normalized key per word for counting, and a stop flag. Punctuation and line breaks end a clause: phrases never
// span them.
import { SPACELESS, stopwords } from './languages.ts';

export interface Token {
  /** Offsets in the source text; `end` excludes a Korean particle that was split off. */
  start: number;
  end: number;
  key: string;
  stop: boolean;
  numeric: boolean;
  /** The clause this token belongs to (phrases stay inside one clause). */
  clause: number;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string): Intl.Segmenter {
  let s = segmenters.get(language);
  if (!s) {
    s = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, s);
  }
  return s;
}

// Korean case particles attach to nouns; splitting them off lets "캠핑을" and "캠핑" count as one word.
const KO_PARTICLES = [
  '에서는',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이랑',
  '하고',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '랑',
];

function arabicKey(word: string): string {
  let key = word
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .replace(/[أإآ]/gu, 'ا')
    .replace(/ة/gu, 'ه');
  for (const prefix of ['وال', 'بال', 'كال', 'فال', 'لل', 'ال']) {
    if (key.startsWith(prefix) && key.length - prefix.length >= 3) {
      key = key.slice(prefix.length);
      break;
    }
  }
  return key;
}

/** Light plural folding for the languages where a trailing -s marks most plurals. */
function foldPlural(key: string, language: string): string {
  if (!['en', 'es', 'pt', 'fr', 'it'].includes(language) || key.length < 4) return key;
  if (language === 'en' && key.endsWith('ies') && key.length > 4) return `${key.slice(0, -3)}y`;
  if (/[^su]s$/u.test(key)) return key.slice(0, -1);
  return key;
}

export function wordKey(word: string, language: string): string {
  let key = word.normalize('NFKC').toLocaleLowerCase(language);
  key = key.replace(/['’]s$/u, '');
  if (language === 'ar') return arabicKey(key);
  return foldPlural(key, language);
}

const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;
const CLAUSE_BREAK = /[^\s\-‐'’·]/u;

// Platform words that describe the upload, not the video, in any language.
const PLATFORM_WORDS = new Set(['shorts', 'short', 'youtube', 'ytshorts', 'youtuber']);

function isStop(word: string, key: string, language: string): boolean {
  if (PLATFORM_WORDS.has(key)) return true;
  const list = stopwords(language);
  if (list.has(word.toLocaleLowerCase(language)) || list.has(key)) return true;
  // Japanese function words and inflections are hiragana; content words carry kanji or katakana.
  if (language === 'ja' && HIRAGANA_ONLY.test(word)) return true;
  return false;
}

// Scoring matches every keyword against the same title and tags, so the same short texts are tokenized again
// and again; a small bounded memo turns the repeats into look-ups (tokens are frozen: callers share them).
const MEMO_LIMIT = 2000;
const memo = new Map<string, readonly Token[]>();

export function tokenize(text: string, language: string): readonly Token[] {
  const memoKey = `${language}\u0000${text}`;
  const known = memo.get(memoKey);
  if (known) return known;
  const tokens = Object.freeze(segmentTokens(text, language));
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(memoKey, tokens);
  return tokens;
}

function segmentTokens(text: string, language: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  for (const seg of segmenter(language).segment(text)) {
    if (!seg.isWordLike) {
      // Spaces (and hyphens/apostrophes inside compounds) keep a phrase going; anything else ends it.
      if (CLAUSE_BREAK.test(seg.segment) || /\n/u.test(seg.segment)) clause += 1;
      continue;
    }
    let word = seg.segment;
    if (language === 'ko') {
      const particle = KO_PARTICLES.find((p) => word.endsWith(p) && [...word].length - [...p].length >= 2);
      if (particle) word = word.slice(0, -particle.length);
    }
    const key = wordKey(word, language);
    tokens.push(
      Object.freeze({
        start: seg.index,
        end: seg.index + word.length,
        key,
        stop: isStop(word, key, language),
        numeric: /^[\p{N}.,]+$/u.test(word),
        clause,
      }),
    );
  }
  return tokens;
}

/** Whether phrases in this language are written without spaces between words. */
export function isSpaceless(language: string): boolean {
  return SPACELESS.has(language);
}
