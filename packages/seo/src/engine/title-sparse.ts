// More title candidates when a video offers little to build them from — a Short without captions, a draft with a
// one-line description, a title whose words are the video's only keywords — so that every title of three or more
// words still gets three. Nothing new is said: each candidate is the creator's own words (a part of the title, a
// phrase of it leading the rest), the video's repeated words, or the title with trailing hashtags dropped so it is
// not cut on mobile. Items the creator says the video is without and unsupported claims stay out (`avoid`).
import type { Keyword } from '../keywords/extract.ts';
import { findPhrase } from '../keywords/match.ts';
import { tokenize } from '../language/tokenize.ts';
import { previewTitle } from '../preview/truncate.ts';
import { squish } from '../text.ts';
import type { CaseStyle } from './casing.ts';
import { isEnglishNounPhrase } from './english-nouns.ts';
import { note, quotedList } from './notes.ts';
import type { SuggestionNote } from './notes.ts';
import { PLACEHOLDER_WORDS, isPlaceholderTitle } from './title-channel.ts';
import { lead, leadJoiner, withValue } from './title-compose.ts';
import { splitTitle } from './title-parts.ts';
import { textPhrases, titlePhrases } from './title-phrases.ts';
import type { TitlePhrase } from './title-phrases.ts';
import { bothTopics, titleTopics } from './title-topics.ts';

export interface SparseContext {
  original: string;
  /** The creator's title cleaned (calm, without claims or the channel's name), or null when it is a placeholder. */
  base: string | null;
  /** The cleaned title fitted to the mobile home feed, when it needed fitting. */
  shortest: string | null;
  keyword: string | null;
  /** The next strongest keywords, which a title could lead with as well. */
  alternatives: readonly string[];
  keywords: readonly Keyword[];
  /** The creator's description: its phrases are the last resort. */
  description: string;
  avoid: ReadonlySet<string>;
  language: string;
  style: CaseStyle;
  /** An episode of the channel's series: its name stays whole, after the new lead. */
  series: boolean;
}

export interface TitleCandidate {
  text: string;
  rationale: SuggestionNote;
}

const contentKeys = (text: string, language: string) =>
  tokenize(text, language)
    .filter((t) => !t.stop && !t.numeric)
    .map((t) => t.key);

/** The title with trailing hashtags dropped, last first, until the mobile home feed shows it whole. */
function withoutTrailingHashtags(title: string): TitleCandidate | null {
  const fits = (t: string) => !previewTitle(t, 'mobileHome').truncated;
  if (fits(title)) return null;
  const hashtags = /(?:\s+#[\p{L}\p{M}\p{N}_]+)+$/u.exec(title)?.[0].trim().split(/\s+/u) ?? [];
  const dropped: string[] = [];
  let text = title;
  while (hashtags.length > 0 && !fits(text)) {
    const last = hashtags.pop() ?? '';
    dropped.unshift(last);
    text = squish(text.slice(0, text.lastIndexOf(last)));
  }
  if (!fits(text) || dropped.length === 0) return null;
  return { text, rationale: note('title.fitsMobile', { parts: quotedList(dropped, Infinity) }) };
}

/**
 * The phrase a title from the creator's words leads with: the main keyword, or the title's phrase holding a
 * one-word keyword ("trip" → "Japan trip"); the title's first phrase when the keyword is missing or only in an
 * aside ("北海道キャンプ旅（編集中）" leads with "北海道キャンプ旅").
 */
function headOf(ctx: SparseContext, phrases: readonly TitlePhrase[]): string | null {
  const keyword = ctx.keyword && !isPlaceholderTitle(ctx.keyword, ctx.language) ? ctx.keyword : null;
  const main = phrases.find((p) => !p.aside) ?? phrases[0];
  if (!keyword) return main?.text ?? null;
  const keys = contentKeys(keyword, ctx.language);
  const holder = phrases.find((p) => keys.every((k) => p.keys.includes(k)));
  if (holder?.aside && main && !main.aside) return main.text;
  if (keys.length > 1 || !holder || squish(holder.text) === squish(ctx.base ?? ctx.original)) return keyword;
  return holder.text;
}

/** The title's words that name something, one by one ("mortar", "cheese" of "mortar mortar cheese"). */
function wordsOf(title: string, language: string, avoid: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  return (
    tokenize(title.replace(/(^|\s)#[\p{L}\p{M}\p{N}_]+/gu, '$1 '), language)
      .filter((t) => !t.stop && !t.numeric && !avoid.has(t.key) && !PLACEHOLDER_WORDS.has(t.key))
      .filter((t) => (seen.has(t.key) ? false : (seen.add(t.key), true)))
      .map((t) => title.slice(t.start, t.end))
      .filter((w) => [...w].length > 1 && (language !== 'en' || isEnglishNounPhrase(w)))
      // Japanese inflection is kana: "初めて" (first time) is no topic.
      .filter((w) => language !== 'ja' || !/^\p{Script=Hiragana}|\p{Script=Hiragana}$/u.test(w))
  );
}

type Tier = 'strong' | 'weak' | 'description';

export function sparseCandidates(ctx: SparseContext): TitleCandidate[] {
  const { language, style, base, series } = ctx;
  const out: TitleCandidate[] = [];
  if (base) {
    const trimmed = withoutTrailingHashtags(base);
    if (trimmed) out.push(trimmed);
  }

  // What the viewer gets, in words the video repeats, even when they score low next to the title's own.
  if (base && !series) {
    const present = new Set(contentKeys(base, language));
    const topics = titleTopics(ctx.keywords, {
      language,
      avoid: ctx.avoid,
      present,
      limit: 2,
      lenient: true,
    });
    const [first, second] = topics;
    const covered = [second && first ? [first, second] : [], first ? [first] : []].filter((c) => c.length);
    for (const list of covered) {
      const text = list.length === 2 ? bothTopics(list[0] ?? '', list[1] ?? '', language) : (list[0] ?? '');
      out.push({
        text: withValue(ctx.shortest ?? base, text, language),
        rationale: note('title.valuePromise', { topics: quotedList(list) }),
      });
    }
  }

  // The creator's own phrases: the one with the main keyword leads, the others say what the video covers.
  const phrases = titlePhrases(base ?? ctx.original, language, ctx.avoid);
  const titleWords = wordsOf(base ?? ctx.original, language, ctx.avoid);
  const head = headOf(ctx, phrases);
  if (!head) return out;
  const headKeys = new Set(contentKeys(head, language));
  const used = new Set(headKeys);
  const others: Record<Tier, string[]> = { strong: [], weak: [], description: [] };
  const spoken = titleTopics(ctx.keywords, {
    language,
    avoid: ctx.avoid,
    present: headKeys,
    limit: 4,
    lenient: true,
  });
  // Phrases of several words and words the video repeats say most; lone title words, asides in brackets and the
  // description's one-off phrases (often notes to self: "needs voiceover") come only when nothing else does.
  const pool: [string, Tier][] = [
    ...phrases.map((p): [string, Tier] => [
      p.text,
      p.aside || p.keys.length < 2 || p.keys.some((k) => PLACEHOLDER_WORDS.has(k)) ? 'weak' : 'strong',
    ]),
    ...spoken.map((t): [string, Tier] => [t, 'strong']),
    ...titleWords.map((w): [string, Tier] => [w, 'weak']),
    ...textPhrases(ctx.description, language, ctx.avoid).map((p): [string, Tier] => [p.text, 'description']),
  ];
  for (const [candidate, tier] of pool) {
    const keys = contentKeys(candidate, language);
    if (keys.length === 0 || keys.some((k) => used.has(k))) continue;
    for (const k of keys) used.add(k);
    others[tier].push(candidate);
  }
  const opening = lead(head, style === 'none' ? 'none' : 'sentence', language);
  const joiner = leadJoiner(language);
  const suffix = series ? ` | ${ctx.original}` : '';
  const why = (covered: string[]) =>
    covered.length
      ? note('title.fromTranscriptCovers', { keyword: head, topics: quotedList(covered) })
      : note('title.fromTranscript', { keyword: head });
  const covering = (list: readonly string[]) => {
    const [a, b, c] = list;
    const variants: string[][] = a && b ? [[a, b]] : [];
    for (const one of [a, b, c]) if (one) variants.push([one]);
    return variants.map((covered) => ({
      text: `${opening}${joiner}${covered.length === 2 ? bothTopics(covered[0] ?? '', covered[1] ?? '', language) : covered[0]}${suffix}`,
      rationale: why(covered),
    }));
  };

  // The part of a title of several parts that holds the lead ("croissant attempt 4" of "… (raw footage)").
  const parts = splitTitle(base ?? ctx.original);
  const own = parts.find((p) => findPhrase(p.text, head, language) >= 0)?.text;
  if (!series && parts.length > 1 && own && squish(own) !== squish(head)) {
    out.push({ text: lead(own, style === 'none' ? 'none' : 'sentence', language), rationale: why([]) });
  }
  out.push(...covering(others.strong));
  out.push({ text: `${opening}${suffix}`, rationale: why([]) });
  out.push(...covering(others.weak), ...covering(others.description));

  // Last, when the video has hardly more words than its title ("pasta cheese cheese" over two cues): each of its
  // other strong keywords, then each phrase and word of the title, on its own.
  const alone = [...ctx.alternatives, ...phrases.map((p) => p.text), ...titleWords];
  for (const word of alone) {
    const keys = contentKeys(word, language);
    if (keys.length === 0 || keys.some((k) => ctx.avoid.has(k)) || isPlaceholderTitle(word, language))
      continue;
    if (language === 'en' && !isEnglishNounPhrase(word)) continue;
    out.push({
      text: lead(word, style === 'none' ? 'none' : 'sentence', language),
      rationale: note('title.fromTranscript', { keyword: word }),
    });
  }
  return out;
}
