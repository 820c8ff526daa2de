// English noun phrases with compromise's part-of-speech tagger (pure JavaScript, no I/O): chapter labels and title
// topics must name things ("Basalt columns", "Chain lube"), not actions or fragments ("Keep", "Finally").
import nlp from 'compromise';

const EDGE_PUNCTUATION = /^[\s"'“”‘’(]+|[\s"'“”‘’).,;:!?…]+$/gu;

/** Noun phrases of `text` (an optional adjective, then nouns), in the order spoken, without pronouns. */
export function englishNounPhrases(text: string): string[] {
  return nlp(text)
    .match('#Adjective? #Noun+')
    .not('(#Pronoun|#Determiner|#Possessive)')
    .out('array')
    .map((phrase: string) => phrase.replace(EDGE_PUNCTUATION, ''))
    .filter((phrase: string) => phrase.length > 1);
}

/**
 * Whether a phrase on its own reads as a noun phrase: it ends in a noun (or an acronym) and starts with neither an
 * adverb nor a verb in a tense ("Finally", "happens", "figured out"). A bare infinitive passes unless
 * `loneVerbIsNoun` is false: "chain" and "lube" are nouns too, but a chapter called "Build" reads as an order.
 */
export function isEnglishNounPhrase(phrase: string, loneVerbIsNoun = true): boolean {
  const terms = nlp(phrase).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = terms.map((t) => new Set(t.terms[0]?.tags ?? []));
  const first = tags[0];
  const last = tags.at(-1);
  if (!first || !last) return false;
  const tensed = (t: Set<string>) =>
    t.has('Verb') &&
    (t.has('PastTense') || t.has('Gerund') || (t.has('PresentTense') && !t.has('Infinitive')));
  if (first.has('Adverb') || tensed(first) || first.has('Pronoun') || first.has('Preposition')) return false;
  if (tags.length === 1) {
    if (!loneVerbIsNoun && last.has('Verb')) return false;
    return !last.has('Adjective') && !last.has('Value') && !last.has('Determiner');
  }
  return last.has('Noun') || last.has('Acronym');
}

/**
 * Whether a run of a title's words reads as a name for what the video is about: a lone word must be a noun
 * phrase as above; several words must end in a noun and start with no adverb, pronoun, preposition or determiner
 * ("Planning notes", "Kitchen Q&A", not "STOP pouring" or "Does a").
 */
export function isEnglishTitleChunk(phrase: string): boolean {
  const words = phrase.split(/\s+/u).filter(Boolean);
  if (words.length <= 1) return isEnglishNounPhrase(phrase);
  const tags = (nlp(phrase).terms().json() as { terms: { tags: string[] }[] }[]).map(
    (t) => new Set(t.terms[0]?.tags ?? []),
  );
  const first = tags[0];
  const last = tags.at(-1);
  if (!first || !last) return false;
  if (['Adverb', 'Pronoun', 'Preposition', 'Determiner'].some((tag) => first.has(tag))) return false;
  return (last.has('Noun') || last.has('Acronym')) && !last.has('Gerund');
}
