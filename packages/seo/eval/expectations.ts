// The evaluation's written expectations and the checker that grades one engine answer against them. Pure: it takes
// the engine's output and the promise check's issues (or null when the package does not offer the check yet) and
// says, per expectation, pass, fail or unavailable, with the reason.
import { previewTitle } from '../src/index.ts';
import type { SuggestInput, Suggestions } from '../src/index.ts';
import { stopwords } from '../src/language/languages.ts';

export const PROMISE_KINDS = ['number', 'duration', 'superlative', 'negation'] as const;
export type PromiseKind = (typeof PROMISE_KINDS)[number];

/** What the promise check reports (the shape `checkPromise` of packages/seo returns). */
export interface PromiseIssue {
  kind: PromiseKind;
  claim: string;
  message: string;
}

/** What a good answer for one video contains and avoids. Every field is optional except the promise kinds. */
export interface Expectations {
  /** At least one title candidate contains one of these (case-insensitive, whole words where words have spaces). */
  titleKeywords?: string[];
  /** …and that keyword starts within the first N characters of that candidate (the "keyword late" problem). */
  titleKeywordWithin?: number;
  /** No title candidate contains any of these: bait, negated items, claims the video does not support. */
  titleMustNotContain?: string[];
  /** At least this many distinct candidates that differ from the current title. */
  minTitleCandidates?: number;
  /** No candidate shouts (two or more ALL-CAPS words of 4+ letters, or runs of ! and ?). */
  titleCalm?: boolean;
  /** At least one candidate shows whole in the mobile home feed. */
  titleFitsMobile?: boolean;
  /** No tag equals any of these (case-insensitive). */
  tagsMustNotInclude?: string[];
  /** At least one tag contains one of these. */
  tagsShouldIncludeOneOf?: string[];
  /** At least this many chapters (0:00 included); 0 means the engine must offer none (Shorts). */
  chapterCountMin?: number;
  /** No chapter label equals one of these (case-insensitive): the fragments the engine used to produce. */
  chapterLabelsMustNotBe?: string[];
  /** The suggested description has at least this many characters. */
  descriptionMinChars?: number;
  /** The kinds checkPromise must report for the current title and thumbnail text, and no others ([] = honest). */
  promiseIssueKinds: PromiseKind[];
}

/** One file of the evaluation set: the engine's input, an optional thumbnail text, and the expectations. */
export interface EvalVideo extends SuggestInput {
  id: string;
  language: string;
  durationSeconds: number;
  niche: string;
  /** The text on the thumbnail, given to the promise check with the title. */
  thumbnailText?: string;
  expect: Expectations;
}

export const CATEGORIES = ['titles', 'tags', 'chapters', 'description', 'promise', 'notes'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ExpectationResult {
  category: Category;
  expectation: string;
  status: 'pass' | 'fail' | 'unavailable';
  reason: string;
}

/**
 * Why a chapter label is not a good one: too long or empty, ends in a stop word, cut (ends in a comma, colon,
 * dash or ellipsis), a bare verb or lone modifier, a clause (holds a finite verb such as "is" or "c'est"), or only
 * a quantity ("Five", "Ten minutes", "Euros al mes").
 */
export type LabelProblem = 'length' | 'stopwordEnd' | 'cut' | 'bareVerb' | 'clause' | 'quantity';

export interface LabelQuality {
  label: string;
  ok: boolean;
  problems: LabelProblem[];
}

export interface VideoReport {
  id: string;
  language: string;
  results: ExpectationResult[];
  /** Distinct title candidates that differ from the current title. */
  candidates: number;
  labels: LabelQuality[];
  /** Pairs of notes that say opposite things. */
  contradictions: string[];
}

const SPACELESS = new Set(['ja', 'zh', 'th']);

function fold(text: string, language: string): string {
  return text.normalize('NFKC').toLocaleLowerCase(language).replace(/\s+/gu, ' ').trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Where `phrase` occurs in `text` as whole words (anywhere for spaceless scripts), or -1. */
export function findPhrase(text: string, phrase: string, language: string): number {
  const haystack = fold(text, language);
  const needle = fold(phrase, language);
  if (!needle) return -1;
  if (SPACELESS.has(language) || !/[\p{L}\p{N}]/u.test(needle)) return haystack.indexOf(needle);
  const match = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(needle)}(?![\\p{L}\\p{M}\\p{N}])`, 'u').exec(
    haystack,
  );
  return match ? match.index : -1;
}

/** Shouting the way a viewer sees it: two or more long ALL-CAPS words, or runs of ! and ?. */
export function shouts(title: string): boolean {
  const caps = (title.match(/[\p{L}\p{M}]+/gu) ?? []).filter(
    (w) => [...w].length >= 4 && w === w.toLocaleUpperCase() && w !== w.toLocaleLowerCase(),
  );
  return caps.length >= 2 || /[!?！？‼⁉]{2,}/u.test(title);
}

/** Title candidates that differ from each other and from the current title (case and spacing ignored). */
export function distinctCandidates(current: string, titles: readonly string[], language: string): string[] {
  const seen = new Set([fold(current, language)]);
  const out: string[] = [];
  for (const t of titles) {
    const key = fold(t, language);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

// Heuristic word lists for the label measure (no part-of-speech tagger here); the measure's doc says so.
type WordTable = Record<string, string>;

// Common verbs in their base, imperative or infinitive form: a chapter label that is only one of these says what
// someone does, not what the chapter is about ("Keep", "Stir").
const VERBS: WordTable = {
  en: 'add adjust apply bake beat begin blend boil bring build buy cancel charge check chop choose clean click close come combine connect cook cool cover cut decide do drain drill drink eat enjoy fill find finish fix flip fold fry get give go grab heat hold install jump keep know learn leave let lift listen look make measure mix move need open order pack paint pay peel pick place plug pour practise practice prepare press pull push put remove repeat rest roll run save say screw see sell serve set show sing slice spread squat start stay stir stop store stretch switch take talk tap taste think try turn unplug use wait walk want wash watch whisk wipe work',
  es: 'abrir añadir agregar cortar cocinar comer empezar hacer mezclar mirar poner quitar sacar seguir servir tomar usar ver añade agrega corta cocina come empieza haz mezcla mira pon quita saca sigue sirve toma usa espera esperar deja dejar prueba probar',
  de: 'anfangen beginnen braten füllen geben gehen halten kochen machen mischen nehmen rühren schneiden sehen starten warten waschen gib geh halte koche mach mische nimm rühre schneide sieh warte',
  fr: 'ajouter ajoutez commencer commencez couper coupez cuire faire faites garder gardez mélanger mélangez mettre mettez prendre prenez regarder regardez servir servez tourner tournez voir voyez attendre attendez',
  pt: 'adicionar adicione começar comece cortar corte cozinhar cozinhe fazer faça misturar misture colocar coloque pegar pegue servir sirva usar use ver veja esperar espere deixar deixe',
  hi: 'देखिए डालिए कीजिए मिलाइए रखिए पकाइए करें देखें डालें',
};
// Lone adjectives and adverbs that the old engine left as labels ("Quick", "Finally").
const LONE_MODIFIERS: WordTable = {
  en: 'quick easy good great nice simple next first last final finally then now big small little really very',
  es: 'fácil rápido bueno buena primero último',
  fr: 'facile rapide bon bonne premier dernier',
  de: 'einfach schnell gut erste letzte',
  pt: 'fácil rápido bom boa primeiro último',
  hi: 'अच्छा अच्छी अच्छे आसान',
};
// Finite verbs and copulas: a label holding one is a clause, not a noun phrase ("C'est Hugo", "Gunk is").
const FINITE: WordTable = {
  en: 'is are was were has have had does did',
  es: 'es está son están era fue hay tiene',
  fr: 'est était sont étaient ont',
  de: 'ist sind war waren hat haben wird',
  pt: 'é está são estão era foi tem',
  hi: 'है हैं था थी थे',
  ja: 'です ます でした ました ください',
};
// Prepositions and adverbs that the generated stop-word lists lack but that never end a noun phrase.
const EXTRA_STOP: WordTable = {
  en: 'behind outside inside ahead along within without upon onto toward towards beneath',
};
// Number words and units: a label made only of these (and stop words) names an amount, not a topic.
const NUMBERS: WordTable = {
  en: 'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty hundred thousand half dozen',
  es: 'uno una dos tres cuatro cinco seis siete ocho nueve diez veinte treinta cien cientos mil medio media',
  fr: 'un une deux trois quatre cinq six sept huit neuf dix vingt trente cent cents mille demi',
  de: 'eins ein eine zwei drei vier fünf sechs sieben acht neun zehn zwanzig dreißig hundert tausend halb',
  pt: 'um uma dois duas três quatro cinco seis sete oito nove dez vinte trinta cem cento mil meio meia',
  hi: 'एक दो तीन चार पांच पाँच छह सात आठ नौ दस बीस सौ हज़ार आधा',
  ja: '一 二 三 四 五 六 七 八 九 十 百 千 万',
};
const UNITS: WordTable = {
  en: 'minute minutes second seconds hour hours day days week weeks month months year years gram grams kilo kilos litre litres liter liters cup cups dollar dollars euro euros percent tablespoon tablespoons teaspoon teaspoons',
  es: 'minuto minutos segundo segundos hora horas día días semana semanas mes meses año años gramo gramos kilo kilos litro litros euro euros dólar dólares taza tazas',
  fr: 'minute minutes seconde secondes heure heures jour jours semaine semaines mois an ans année années gramme grammes kilo kilos litre litres euro euros',
  de: 'minute minuten sekunde sekunden stunde stunden tag tage woche wochen monat monate jahr jahre gramm kilo liter euro prozent',
  pt: 'minuto minutos segundo segundos hora horas dia dias semana semanas mês meses ano anos grama gramas quilo quilos litro litros real reais euro euros xícara xícaras',
  hi: 'मिनट सेकंड घंटे घंटा दिन हफ्ते हफ्ता महीने साल ग्राम किलो लीटर रुपये चम्मच कप',
  ja: '分 秒 時間 日 週間 か月 年 グラム キロ 円 杯',
};

const tableCache = new Map<WordTable, Map<string, ReadonlySet<string>>>();
function inTable(table: WordTable, language: string, word: string): boolean {
  let byLanguage = tableCache.get(table);
  if (!byLanguage) {
    byLanguage = new Map();
    tableCache.set(table, byLanguage);
  }
  let set = byLanguage.get(language);
  if (!set) {
    set = new Set((table[language] ?? '').split(' ').filter(Boolean));
    byLanguage.set(language, set);
  }
  return set.has(word);
}

const wordSegmenters = new Map<string, Intl.Segmenter>();
/** A label's words, lower-cased; French and Italian elisions ("c'était") split into "c" and "était". */
function labelWords(label: string, language: string): string[] {
  let s = wordSegmenters.get(language);
  if (!s) {
    s = new Intl.Segmenter(language, { granularity: 'word' });
    wordSegmenters.set(language, s);
  }
  return Array.from(s.segment(label))
    .filter((w) => w.isWordLike)
    .flatMap((w) => fold(w.segment, language).split(/['’]/u))
    .filter(Boolean);
}

const isStop = (word: string, language: string) =>
  stopwords(language).has(word) || inTable(EXTRA_STOP, language, word);

/**
 * A chapter label's quality: 1–5 words (spaceless scripts: 1–12 characters, as their "words" are morphemes), not
 * ending in a stop word, not cut, not a bare verb or lone modifier, not a clause, not only a quantity. The word
 * lists behind the last three are heuristic.
 */
export function labelQuality(label: string, language: string): LabelQuality {
  const problems: LabelProblem[] = [];
  const text = label.trim();
  const tokens = labelWords(text, language);
  const spaceless = SPACELESS.has(language);
  const size = spaceless ? [...text.replace(/\s/gu, '')].length : tokens.length;
  if (size < 1 || size > (spaceless ? 12 : 5)) problems.push('length');
  if (/[,;:，、：\-–—…]$|\.\.\.$/u.test(text)) problems.push('cut');
  const last = tokens.at(-1);
  // Japanese particles (の, を, で…) are stop words too: a label ending in one is cut mid-phrase.
  if (last && isStop(last, language)) problems.push('stopwordEnd');
  if (tokens.length === 1 && last) {
    if (inTable(VERBS, language, last) || inTable(LONE_MODIFIERS, language, last)) problems.push('bareVerb');
  }
  const finite = (t: string) => inTable(FINITE, language, t) || (language === 'hi' && /(?:िए|िये)$/u.test(t));
  // German capitalises nouns: a label of two or more words ending in a lower-case word ends in a verb or modifier.
  const germanTail =
    language === 'de' && tokens.length >= 2 && /^\p{Ll}/u.test(text.split(/\s+/u).at(-1) ?? '');
  if (
    tokens.some(finite) ||
    germanTail ||
    (language === 'ja' && /(?:ます|です|ました|でした|ください)$/u.test(text))
  ) {
    problems.push('clause');
  }
  const amount = (t: string) => /^\d+(?:[.,]\d+)?$/u.test(t) || inTable(NUMBERS, language, t);
  const unit = (t: string) => inTable(UNITS, language, t);
  if (
    tokens.some((t) => amount(t) || unit(t)) &&
    tokens.every((t) => amount(t) || unit(t) || isStop(t, language))
  ) {
    problems.push('quantity');
  }
  return { label, ok: problems.length === 0, problems };
}

/** Notes that cannot both be true of one title. Codes not listed here are ignored. */
const CONTRADICTORY: [string, string][] = [
  ['title.alreadyGood', 'title.noKeyword'],
  ['title.alreadyGood', 'title.keywordLate'],
];

/**
 * Notes that say opposite things, and the "already good" note when its claim is measurably false: it says the
 * title fits on mobile, so it contradicts the mobile preview when that cuts the current title.
 */
export function contradictions(output: Suggestions, currentTitle: string): string[] {
  const codes = new Set<string>(output.notes.flatMap((n) => (n.code ? [n.code] : [])));
  const found = CONTRADICTORY.filter(([a, b]) => codes.has(a) && codes.has(b)).map(([a, b]) => `${a} + ${b}`);
  // "Not enough text to tell the keyword" next to a candidate built around a keyword.
  const keyed = output.titles.some((t) =>
    ['title.frontLoaded', 'title.keywordAdded'].includes(t.rationale.code ?? ''),
  );
  if (codes.has('title.noKeyword') && keyed) found.push('title.noKeyword + a keyword-based candidate');
  if (codes.has('title.alreadyGood') && previewTitle(currentTitle, 'mobileHome').truncated) {
    found.push('title.alreadyGood (“fits on mobile”) + the mobile home feed cuts the title');
  }
  return found;
}

function result(category: Category, expectation: string, pass: boolean, reason: string): ExpectationResult {
  return { category, expectation, status: pass ? 'pass' : 'fail', reason };
}

const list = (items: readonly string[]) => items.map((i) => `“${i}”`).join(', ') || '(none)';

/** Grades one answer. `promise` is null when the package offers no promise check. */
export function checkVideo(
  video: EvalVideo,
  output: Suggestions,
  promise: PromiseIssue[] | null,
): VideoReport {
  const e = video.expect;
  const lang = video.language;
  const titles = output.titles.map((t) => t.text);
  const candidates = distinctCandidates(video.title, titles, lang);
  const results: ExpectationResult[] = [];

  if (e.minTitleCandidates !== undefined) {
    results.push(
      result(
        'titles',
        'minTitleCandidates',
        candidates.length >= e.minTitleCandidates,
        `${candidates.length} distinct new candidates, expected ≥ ${e.minTitleCandidates}: ${list(candidates)}`,
      ),
    );
  }
  if (titles.length > 0) {
    const bare = output.titles.filter((t) => !t.rationale.message.trim()).map((t) => t.text);
    results.push(
      result('titles', 'titlesExplained', bare.length === 0, `candidates without a rationale: ${list(bare)}`),
    );
  }
  if (e.titleKeywords) {
    const within = e.titleKeywordWithin ?? Infinity;
    const hit = titles.find((t) =>
      e.titleKeywords!.some((k) => {
        const at = findPhrase(t, k, lang);
        return at >= 0 && at < within;
      }),
    );
    const where = Number.isFinite(within) ? ` within the first ${within} characters` : '';
    results.push(
      result(
        'titles',
        e.titleKeywordWithin !== undefined ? 'titleKeywordWithin' : 'titleKeywords',
        hit !== undefined,
        hit
          ? `“${hit}” has one of ${list(e.titleKeywords)}${where}`
          : `no candidate has one of ${list(e.titleKeywords)}${where}: ${list(titles)}`,
      ),
    );
  }
  if (e.titleMustNotContain) {
    const bad = titles.flatMap((t) =>
      e.titleMustNotContain!.filter((w) => findPhrase(t, w, lang) >= 0).map((w) => `“${t}” has “${w}”`),
    );
    results.push(result('titles', 'titleMustNotContain', bad.length === 0, bad.join('; ') || 'none found'));
  }
  if (e.titleCalm) {
    const loud = titles.filter(shouts);
    results.push(result('titles', 'titleCalm', loud.length === 0, `shouting candidates: ${list(loud)}`));
  }
  if (e.titleFitsMobile) {
    const fits = titles.find((t) => !previewTitle(t, 'mobileHome').truncated);
    results.push(
      result(
        'titles',
        'titleFitsMobile',
        fits !== undefined,
        fits ? `“${fits}” shows whole on mobile` : `every candidate is cut on mobile: ${list(titles)}`,
      ),
    );
  }

  const tags = output.tags.map((t) => fold(t, lang));
  if (e.tagsMustNotInclude) {
    const bad = e.tagsMustNotInclude.filter((t) => tags.includes(fold(t, lang)));
    results.push(result('tags', 'tagsMustNotInclude', bad.length === 0, `unwanted tags: ${list(bad)}`));
  }
  if (e.tagsShouldIncludeOneOf) {
    const hit = output.tags.find((t) => e.tagsShouldIncludeOneOf!.some((w) => findPhrase(t, w, lang) >= 0));
    results.push(
      result(
        'tags',
        'tagsShouldIncludeOneOf',
        hit !== undefined,
        hit ? `tag “${hit}”` : `none of ${list(e.tagsShouldIncludeOneOf)} in ${list(output.tags)}`,
      ),
    );
  }

  const labels = output.chapters.map((c) => labelQuality(c.title, lang));
  if (e.chapterCountMin !== undefined) {
    const n = output.chapters.length;
    const pass = e.chapterCountMin === 0 ? n === 0 : n >= e.chapterCountMin;
    results.push(
      result(
        'chapters',
        'chapterCountMin',
        pass,
        `${n} chapters, expected ${e.chapterCountMin === 0 ? 'none' : `≥ ${e.chapterCountMin}`}`,
      ),
    );
  }
  if (e.chapterLabelsMustNotBe) {
    const banned = new Set(e.chapterLabelsMustNotBe.map((l) => fold(l, lang)));
    const bad = output.chapters.map((c) => c.title).filter((l) => banned.has(fold(l, lang)));
    results.push(result('chapters', 'chapterLabelsMustNotBe', bad.length === 0, `fragments: ${list(bad)}`));
  }

  if (e.descriptionMinChars !== undefined) {
    const n = [...output.description.trim()].length;
    results.push(
      result(
        'description',
        'descriptionMinChars',
        n >= e.descriptionMinChars,
        `${n} characters, expected ≥ ${e.descriptionMinChars}`,
      ),
    );
  }

  if (promise === null) {
    results.push({
      category: 'promise',
      expectation: 'promiseIssueKinds',
      status: 'unavailable',
      reason: 'checkPromise is not exported by packages/seo',
    });
  } else {
    const got = [...new Set(promise.map((p) => p.kind))];
    const missing = e.promiseIssueKinds.filter((k) => !got.includes(k));
    const extra = got.filter((k) => !e.promiseIssueKinds.includes(k));
    const claims = promise.map((p) => `${p.kind}: ${p.claim}`);
    results.push(
      result(
        'promise',
        'promiseIssueKinds',
        missing.length === 0 && extra.length === 0,
        `expected [${e.promiseIssueKinds.join(', ')}], got [${got.join(', ')}]${claims.length ? ` (${claims.join('; ')})` : ''}`,
      ),
    );
  }

  const contra = contradictions(output, video.title);
  results.push(result('notes', 'noContradictoryNotes', contra.length === 0, contra.join('; ') || 'none'));

  return {
    id: video.id,
    language: lang,
    results,
    candidates: candidates.length,
    labels,
    contradictions: contra,
  };
}

/** The transcript the promise check reads: the captions' text in time order. */
export function transcriptOf(video: SuggestInput): string {
  return [...(video.captions ?? [])]
    .sort((a, b) => a.startSeconds - b.startSeconds)
    .map((c) => c.text)
    .join('\n');
}
