// Amounts in running text: a number (digits or spelled out) with what it measures — a duration, money, a weight,
// or a count of something ("15 things"). Product names ("RTX 4070 Super"), years, episode numbers ("part 3") and
// list positions are not amounts. Used to compare what a title promises with what the video says.
import { tokenize } from '../language/tokenize.ts';
import type { Token } from '../language/tokenize.ts';
import { negatedAt } from './negated-clause.ts';
import {
  CJK_UNITS,
  CURRENCY_SYMBOLS,
  MODEL_SUFFIXES,
  NUMBER_JOINERS,
  POSITION_WORDS,
  UPPER_BOUNDS,
  currencyOfWord,
  numberWords,
  timeUnitSeconds,
  weightUnitKilos,
  wordSet,
} from './words.ts';

export type Dimension = 'time' | 'money' | 'weight' | 'count';

export interface Quantity {
  dimension: Dimension;
  /** Seconds for time, kilograms for weight, the number itself for money and counts. */
  amount: number;
  /** The currency code for money, the counted noun's key for counts, '' otherwise. */
  unit: string;
  /** As written ("10 MINUTES", "€40", "fifteen euros"). */
  text: string;
  /** Said in a negated clause ("nobody learns it in a week"). */
  negated: boolean;
  /** Written in words rather than digits. */
  spelled: boolean;
  /** An upper bound ("under $100", "en menos de 10 minutos"). */
  atMost: boolean;
}

const lower = (text: string, t: Token, language: string) =>
  text.slice(t.start, t.end).toLocaleLowerCase(language);

/** "10.000" is ten thousand in most of Europe, "10,000" in English; a lone separator before 1–2 digits is decimal. */
function digitsValue(word: string, language: string): number {
  const normal = word.normalize('NFKC');
  const thousands = language === 'en' || language === 'hi' || language === 'ja' ? ',' : '.';
  const grouped = thousands === ',' ? /^\d{1,3}(?:,\d{3})+$/u : /^\d{1,3}(?:\.\d{3})+$/u;
  if (grouped.test(normal)) {
    return Number(normal.split(thousands).join(''));
  }
  return Number(normal.replace(',', '.'));
}

const GERMAN_COMPOUND =
  /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und(zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)$/u;

function wordValue(word: string, language: string): number | null {
  const direct = numberWords(language).get(word);
  if (direct !== undefined) return direct;
  const german = language === 'de' ? GERMAN_COMPOUND.exec(word) : null;
  if (german) {
    const units = numberWords('de').get(german[1] ?? '') ?? 0;
    const tens = numberWords('de').get(german[2] ?? '') ?? 0;
    return tens + units;
  }
  return null;
}

/** A spelled-out number starting at token i: its value and the index after it, or null. */
function spelledNumber(
  text: string,
  tokens: readonly Token[],
  i: number,
  language: string,
): { value: number; next: number } | null {
  let total = 0;
  let current = 0;
  let j = i;
  let seen = false;
  const joiner = wordSet(NUMBER_JOINERS, language);
  while (j < tokens.length) {
    const token = tokens[j];
    if (!token || (seen && token.clause !== tokens[j - 1]?.clause)) break;
    const word = lower(text, token, language);
    const value = wordValue(word, language);
    if (value === null) {
      const after = tokens[j + 1];
      if (seen && joiner.has(word) && after && wordValue(lower(text, after, language), language) !== null) {
        j += 1;
        continue;
      }
      break;
    }
    if (value === 100 || value === 1000) {
      current = (current || 1) * value;
      if (value === 1000) {
        total += current;
        current = 0;
      }
    } else current += value;
    seen = true;
    j += 1;
  }
  return seen ? { value: total + current, next: j } : null;
}

/** A currency symbol right before `at` ("€40", "R$ 50"): its code and where it starts. */
function symbolBefore(text: string, at: number): { code: string; from: number } | null {
  const before = text.slice(Math.max(0, at - 3), at).trimEnd();
  const from = Math.max(0, at - 3) + before.length - 1;
  if (before.endsWith('R$')) return { code: 'BRL', from: from - 1 };
  const code = CURRENCY_SYMBOLS[before.slice(-1)];
  return code ? { code, from } : null;
}

/** A currency symbol right after `at` ("10.000 €"): its code and where it ends. */
function symbolAfter(text: string, at: number): { code: string; to: number } | null {
  const gap = /^\s?/u.exec(text.slice(at))?.[0].length ?? 0;
  const code = CURRENCY_SYMBOLS[text.charAt(at + gap)];
  return code ? { code, to: at + gap + 1 } : null;
}

/** Whether an upper-bound phrase ("under", "menos de") ends right before `at` (a currency symbol may sit between). */
function boundedBefore(text: string, at: number, language: string): boolean {
  const before = text
    .slice(Math.max(0, at - 30), at)
    .replace(/[€$£₹¥]|R\$/gu, '')
    .trimEnd()
    .toLocaleLowerCase(language);
  return (UPPER_BOUNDS[language] ?? []).some(
    (phrase) => before.endsWith(phrase) && !/[\p{L}]/u.test(before.charAt(before.length - phrase.length - 1)),
  );
}

const YEAR = /^(?:19|20)\d\d$/u;

function spacedQuantities(text: string, language: string): Quantity[] {
  const tokens = tokenize(text, language);
  const out: Quantity[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) continue;
    const raw = text.slice(token.start, token.end);
    let value: number;
    let next: number;
    let spelled = false;
    if (/^[\p{Nd}][\p{Nd}.,]*$/u.test(raw)) {
      // "#3" and "vlog3" are labels, not amounts; "6:30" and "1:05" are clock or timer readings.
      if (/[#\p{L}]$|\d:$/u.test(text.slice(0, token.start))) continue;
      if (/^:\d/u.test(text.slice(token.end))) continue;
      value = digitsValue(raw, language);
      next = i + 1;
    } else {
      const words = spelledNumber(text, tokens, i, language);
      if (!words) continue;
      ({ value, next } = words);
      spelled = true;
    }
    if (!Number.isFinite(value)) continue;
    const first = token.start;
    const previous = tokens[i - 1];
    const following = tokens[next];
    const sameClause = following && following.clause === tokens[next - 1]?.clause;
    const unitWord = sameClause ? lower(text, following, language) : '';
    const end = tokens[next - 1]?.end ?? token.end;
    const negated = negatedAt(text, tokens, i, language);
    const atMost = boundedBefore(text, first, language);
    const quantity = (dimension: Dimension, amount: number, unit: string, from: number, to: number) => {
      out.push({ dimension, amount, unit, text: text.slice(from, to), negated, spelled, atMost });
      i = Math.max(i, next - 1);
    };
    const before = symbolBefore(text, first);
    const after = symbolAfter(text, end);
    const seconds = timeUnitSeconds(unitWord, language);
    const kilos = weightUnitKilos(unitWord, language);
    const currency = currencyOfWord(unitWord, language);
    if (before) quantity('money', value, before.code, before.from, end);
    else if (after) quantity('money', value, after.code, first, after.to);
    else if (seconds !== null && following) quantity('time', value * seconds, '', first, following.end);
    else if (kilos !== null && following) quantity('weight', value * kilos, '', first, following.end);
    else if (currency && following) quantity('money', value, currency, first, following.end);
    else {
      // A count needs a noun after it, and is neither a year, a model name nor a position ("part 3").
      if (YEAR.test(raw) || !following || !sameClause) continue;
      if (previous && POSITION_WORDS.has(lower(text, previous, language))) continue;
      if (MODEL_SUFFIXES.has(unitWord)) continue;
      let noun: Token | null = null;
      for (let k = next; k < Math.min(tokens.length, next + 3); k += 1) {
        const t = tokens[k];
        if (!t || t.clause !== token.clause || t.numeric) break;
        // Stop-word lists hold some nouns ("things", "ways"); a long word right after the number still counts.
        const counted = !t.stop || (k === next && /^\p{L}{4,}$/u.test(text.slice(t.start, t.end)));
        if (!counted) break;
        noun = t;
      }
      if (noun) quantity('count', value, noun.key, first, noun.end);
    }
  }
  return out;
}

const KANJI_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const KANJI_POWERS: Record<string, number> = { 十: 10, 百: 100, 千: 1000, 万: 10000 };

function kanjiValue(text: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const ch of text) {
    if (KANJI_DIGITS[ch] !== undefined) digit = KANJI_DIGITS[ch];
    else if (ch === '万') {
      total += (section + digit || 1) * 10000;
      section = 0;
      digit = 0;
    } else {
      section += (digit || 1) * (KANJI_POWERS[ch] ?? 1);
      digit = 0;
    }
  }
  return total + section + digit;
}

const CJK_AMOUNT = new RegExp(
  `([0-9０-９]+(?:[.,][0-9]+)?|[一二三四五六七八九十百千万]+)\\s*(${Object.keys(CJK_UNITS)
    .sort((a, b) => b.length - a.length)
    .join('|')})`,
  'gu',
);

/** Japanese and Chinese write the counter right after the number ("10秒", "三千円"); negation ends the sentence. */
function cjkQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(CJK_AMOUNT)) {
    const [whole, number = '', counter = ''] = m;
    const unit = CJK_UNITS[counter];
    if (unit === undefined) continue;
    const value = /\d/u.test(number.normalize('NFKC'))
      ? Number(number.normalize('NFKC'))
      : kanjiValue(number);
    const rest = text.slice((m.index ?? 0) + whole.length).split(/[。！？!?\n]/u)[0] ?? '';
    const negated = /ない|ません|なし|ず[にの]/u.test(rest);
    const quantity: Quantity =
      typeof unit === 'number'
        ? {
            dimension: 'time',
            amount: value * unit,
            unit: '',
            text: whole,
            negated,
            spelled: false,
            atMost: false,
          }
        : { dimension: 'money', amount: value, unit, text: whole, negated, spelled: false, atMost: false };
    out.push(quantity);
  }
  return out;
}

export function quantities(text: string, language: string): Quantity[] {
  return language === 'ja' || language === 'zh' ? cjkQuantities(text) : spacedQuantities(text, language);
}
