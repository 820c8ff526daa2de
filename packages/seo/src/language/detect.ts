// Language detection restricted to the 23 interface languages: the script decides most of them; Cyrillic is
// split by letters only one language uses; Latin-script languages are told apart by their most frequent
// function words and their distinctive letters. Returns null rather than guessing.
import { INTERFACE_LANGUAGES } from './languages.ts';
import type { InterfaceLanguage } from './languages.ts';

// The most frequent short function words of each Latin-script language (few shared between languages).
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the and of to is in it you that with for this on are was how my your what i we be',
  es: 'el la los las y de que en es un una por con para del al se lo como más pero muy',
  fr: 'le la les et de des du est un une que qui dans pour pas sur avec ce au aux je',
  de: 'der die das und ist ein eine nicht ich mit zu den dem sich auf für auch es im',
  it: 'il la le e di che è un una per non con del della gli sono ho mi da nel',
  pt: 'o a os as e de que em um uma não com para do da dos das no na é se por',
  vi: 'và của là có không những được cho này một người với các trong đã để khi thì',
  tr: 've bir bu için ile da de ne çok ben mi gibi daha olarak var değil en',
  pl: 'i w na z się nie to że jest do jak o po co tak ale dla jestem',
  nl: 'de het een en van is in dat op te zijn voor met niet ik je die er maar',
  sv: 'och att det som en på är av för med till den inte jag har de om ett',
  // Danish and Norwegian share most function words; af/mig/hvad/efter against av/meg/hva/etter tell them apart.
  da: 'og at det er en til på med for af den ikke jeg har som de et vi mig hvad efter',
  no: 'og at det er en til på med for av den ikke jeg har som de et vi meg hva etter ikkje',
};
// Letters that (among the 13) only one or two of these languages use.
const LETTERS: Record<string, RegExp> = {
  es: /[ñ¿¡]/gu,
  fr: /[œùûëïÿ]|ç(?=[aou])/gu,
  de: /[ßäöü]/gu,
  it: /[àèìòù](?=\s|$)/gu,
  pt: /[ãõ]/gu,
  vi: /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/gu,
  tr: /[ğış]/gu,
  pl: /[ąćęłńśźż]/gu,
  sv: /[äöå]/gu,
  da: /[æøå]/gu,
  no: /[æøå]/gu,
};

const functionSets = new Map(Object.entries(FUNCTION_WORDS).map(([l, w]) => [l, new Set(w.split(' '))]));

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function detectLatin(text: string): InterfaceLanguage | null {
  const lower = text.toLocaleLowerCase();
  const tokens = lower.match(/[\p{L}']+/gu) ?? [];
  const scores = new Map<string, number>();
  for (const [language, set] of functionSets) {
    let score = tokens.reduce((n, t) => n + (set.has(t) ? 1 : 0), 0);
    const letters = LETTERS[language];
    if (letters) score += Math.min(3, count(lower, letters)) * 0.75;
    scores.set(language, score);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 1.5) return null;
  if (second && best[1] - second[1] < 1 && best[1] < second[1] * 1.34) return null;
  return best[0] as InterfaceLanguage;
}

function detectCyrillic(text: string): InterfaceLanguage {
  const lower = text.toLocaleLowerCase();
  const be = count(lower, /ў/gu) * 3 + count(lower, /[іё]/gu) * (count(lower, /[ыэ]/gu) > 0 ? 1 : 0);
  const uk = count(lower, /[їєґ]/gu) * 3 + count(lower, /і/gu) * (count(lower, /[ыэъё]/gu) === 0 ? 1 : 0);
  const ru = count(lower, /[ыэъщ]/gu) + count(lower, /и/gu) * 0.2;
  if (be > uk && be > ru * 0.5) return 'be';
  if (uk > ru) return 'uk';
  return 'ru';
}

const SCRIPTS: [string, RegExp][] = [
  ['latin', /\p{Script=Latin}/gu],
  ['cyrillic', /\p{Script=Cyrillic}/gu],
  ['ar', /\p{Script=Arabic}/gu],
  ['he', /\p{Script=Hebrew}/gu],
  ['hi', /\p{Script=Devanagari}/gu],
  ['th', /\p{Script=Thai}/gu],
  ['ko', /\p{Script=Hangul}/gu],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
  ['han', /\p{Script=Han}/gu],
];

/** One of the 23 interface languages, or null when the text is too short or ambiguous to tell. */
export function detectLanguage(text: string): InterfaceLanguage | null {
  const clean = text.replace(/https?:\/\/\S+/gu, ' ').replace(/[#@][\p{L}\p{N}_]+/gu, ' ');
  const counts = new Map(SCRIPTS.map(([name, pattern]) => [name, count(clean, pattern)]));
  const kana = counts.get('kana') ?? 0;
  const han = counts.get('han') ?? 0;
  // Japanese mixes kana and kanji; Chinese is Han alone.
  counts.set('ja', kana + (kana > 0 ? han : 0));
  counts.set('zh', kana > 0 ? 0 : han);
  counts.delete('kana');
  counts.delete('han');
  const [script, letters] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (letters < 3) return null;
  if (script === 'latin') return detectLatin(clean);
  if (script === 'cyrillic') return detectCyrillic(clean);
  return (INTERFACE_LANGUAGES as readonly string[]).includes(script) ? (script as InterfaceLanguage) : null;
}
