// Whether a phrase can be a chapter label: a noun phrase of 1–5 words that names a topic. Not an amount
// ("Ten minutes", "Euros al mes"), not a clause or elision ("C'était"), not a verb or lone modifier ("Keep",
// "Quick", "अच्छी"); in English the part-of-speech tagger decides, in German a label ends in a capitalised noun.
import { tokenize } from '../language/tokenize.ts';
import {
  CJK_UNITS,
  currencyOfWord,
  numberWords,
  timeUnitSeconds,
  weightUnitKilos,
} from '../promise/words.ts';
import { englishNounPhrases, isEnglishNounPhrase } from './english-nouns.ts';

const MAX_LABEL_WORDS = 5;
// Measures the number tables do not hold, said in cooking and shopping.
const MEASURES = new Set(
  'gram grams grammes gramos gramas gramm cup cups tablespoon tablespoons teaspoon teaspoons percent por ciento mes año चम्मच कप'.split(
    ' ',
  ),
);
const LONE_MODIFIERS: Record<string, string> = {
  en: 'quick easy good great nice simple next first last final finally then now big small little really very',
  hi: 'अच्छा अच्छी अच्छे आसान',
};

function isAmount(word: string, language: string): boolean {
  return (
    /^\d/u.test(word) ||
    numberWords(language).has(word) ||
    timeUnitSeconds(word, language) !== null ||
    weightUnitKilos(word, language) !== null ||
    currencyOfWord(word, language) !== null ||
    word in CJK_UNITS ||
    MEASURES.has(word)
  );
}

export function isLabelPhrase(phrase: string, language: string): boolean {
  const tokens = tokenize(phrase, language);
  if (tokens.length === 0 || tokens.length > MAX_LABEL_WORDS || /['’]/u.test(phrase)) return false;
  const words = tokens.map((t) => phrase.slice(t.start, t.end).toLocaleLowerCase(language));
  if (words.every((w, i) => isAmount(w, language) || tokens[i]?.stop)) return false;
  if (tokens.at(-1)?.stop) return false;
  if (words.length === 1 && (LONE_MODIFIERS[language] ?? '').split(' ').includes(words[0] ?? ''))
    return false;
  // Hindi imperatives ("देखिए", "डालिए") make a label an instruction.
  if (language === 'hi' && words.some((w) => /(?:िए|िये|ें)$/u.test(w))) return false;
  // A lone Spanish, Portuguese or French infinitive ("Comer", "Cuire") is an instruction, not a topic.
  const infinitive = { es: /(?:ar|er|ir)$/u, pt: /(?:ar|er|ir)$/u, fr: /(?:er|ir|re)$/u }[language];
  if (words.length === 1 && infinitive?.test(words[0] ?? '') && [...(words[0] ?? '')].length >= 5)
    return false;
  if (language === 'de' && !/^\p{Lu}/u.test(phrase.slice(tokens.at(-1)?.start ?? 0))) return false;
  if (language === 'en') return isEnglishNounPhrase(phrase, false);
  return true;
}

/** English labels straight from the segment's noun phrases, most repeated first. */
export function englishLabelCandidates(text: string): string[] {
  const counts = new Map<string, { phrase: string; n: number; first: number }>();
  englishNounPhrases(text).forEach((phrase, i) => {
    const key = phrase.toLocaleLowerCase('en');
    const entry = counts.get(key);
    if (entry) entry.n += 1;
    else counts.set(key, { phrase, n: 1, first: i });
  });
  return [...counts.values()]
    .filter((e) => isLabelPhrase(e.phrase, 'en'))
    .sort((a, b) => b.n - a.n || a.first - b.first)
    .map((e) => e.phrase);
}
