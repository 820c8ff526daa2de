// The description scaffold: a hook with the main keyword first, a short summary quoted from the captions when
// the creator's own text is thin, the creator's paragraphs verbatim (links, credits, sponsor and affiliate
// disclosures included), chapters, and hashtags last. Fits 5,000 bytes by leaving out the engine's own
// additions first; any cut of the creator's text is reported in the notes.
import { findPhrase } from '../keywords/match.ts';
import { formatChapterLines, parseChapters } from '../rules/chapters.ts';
import { descriptionBytes } from '../rules/description.ts';
import { parseHashtags } from '../rules/hashtags.ts';
import { LIMITS } from '../rules/limits.ts';
import { codepoints, sliceBytes } from '../text.ts';
import { isSpaceless } from '../language/tokenize.ts';
import { styled } from './casing.ts';
import { joinCues, pickSummary, sentencesOf } from './summary.ts';
import { note } from './notes.ts';
import type { SuggestionNote } from './notes.ts';
import type { CaptionCue } from './types.ts';

export interface DescriptionContext {
  description: string;
  keyword: string | null;
  keywords: string[];
  language: string;
  captions: readonly CaptionCue[];
  chapters: { startSeconds: number; title: string }[];
  hashtags: string[];
  durationSeconds: number | null;
}

const TIMESTAMP_LINE = /^\s*(?:\d{1,2}:)?\d{1,2}:\d{2}(?=$|[\s\-–—:|.)\]])/u;
const HASHTAGS_ONLY = /^(?:\s*#[\p{L}\p{M}\p{N}_]+)+\s*$/u;
const URL = /https?:\/\/|www\./iu;
// Lines a cut must never touch: links, credits, thanks, sponsorship and affiliate disclosures, in many languages.
const PROTECTED =
  /https?:\/\/|www\.|affiliate|sponsor|commission|paid|#ad\b|credit|music|thank|gracias|patrocin|merci|danke|grazie|obrigad|спасиб|дяку|شكر|धन्यवाद|ありがと|提供|感谢|감사|תודה|teşekkür|dzięk|bedankt|tack|takk/iu;

interface Block {
  text: string;
  kind: 'prose' | 'links' | 'chapters';
}

/** The creator's paragraphs, classified, with chapter lines and hashtag-only lines taken out. */
function blocks(description: string): Block[] {
  return description
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)
    .map((paragraph) => {
      const lines = paragraph.split('\n').filter((l) => !HASHTAGS_ONLY.test(l));
      const chapterLines = lines.filter((l) => TIMESTAMP_LINE.test(l)).length;
      if (chapterLines >= 2 && chapterLines >= lines.length - 1)
        return { text: lines.join('\n'), kind: 'chapters' as const };
      const text = lines.join('\n').trim();
      return { text, kind: URL.test(text) || PROTECTED.test(text) ? ('links' as const) : ('prose' as const) };
    })
    .filter((b) => b.text.length > 0);
}

/** A spoken sentence that names the keyword, from the first part of the captions: the video's own promise. */
function spokenHook(ctx: DescriptionContext): string | null {
  if (!ctx.keyword || ctx.captions.length === 0) return null;
  const early = ctx.captions.slice(0, Math.max(3, Math.ceil(ctx.captions.length / 4)));
  const sentence = sentencesOf(joinCues(early, ctx.language), ctx.language).find(
    (s) => findPhrase(s, ctx.keyword ?? '', ctx.language) >= 0 && codepoints(s) <= 220,
  );
  return sentence ?? null;
}

export function buildDescription(ctx: DescriptionContext): { description: string; notes: SuggestionNote[] } {
  const notes: SuggestionNote[] = [];
  const own = blocks(ctx.description.replace(/</gu, '‹').replace(/>/gu, '›'));
  if (/[<>]/u.test(ctx.description)) notes.push(note('description.anglesReplaced'));
  const firstProse = own.find((b) => b.kind === 'prose');
  const keywordEarly =
    !!ctx.keyword &&
    !!firstProse &&
    own[0] === firstProse &&
    findPhrase(firstProse.text, ctx.keyword, ctx.language) >= 0 &&
    findPhrase(firstProse.text, ctx.keyword, ctx.language) < LIMITS.descriptionKeywordWindow;
  const hook = keywordEarly ? null : spokenHook(ctx);
  if (hook) notes.push(note('description.hookFromCaptions'));
  else if (!keywordEarly && ctx.keyword && firstProse && own[0] === firstProse) {
    // No spoken sentence names the keyword: lead the creator's own opening with it instead.
    firstProse.text = `${styled(ctx.keyword, 'sentence', ctx.language)}${isSpaceless(ctx.language) ? '：' : ': '}${firstProse.text}`;
    notes.push(note('description.keywordLead', { keyword: ctx.keyword }));
  }

  const proseLength = own.filter((b) => b.kind === 'prose').reduce((n, b) => n + codepoints(b.text), 0);
  const summary =
    proseLength < 200 && ctx.captions.length > 0
      ? pickSummary(ctx.captions, ctx.keywords, ctx.language, hook ? [hook] : [])
      : null;
  if (summary) notes.push(note('description.summaryAdded'));

  const existing = parseChapters(ctx.description, ctx.durationSeconds);
  const keepOwnChapters = existing.valid || ctx.chapters.length === 0;
  if (existing.chapters.length > 0 && !existing.valid && ctx.chapters.length > 0) {
    notes.push(note('description.chaptersReplaced'));
  }
  const chapterBlock: Block | null =
    keepOwnChapters || ctx.chapters.length === 0
      ? null
      : { text: formatChapterLines(ctx.chapters).join('\n'), kind: 'chapters' };

  const body = own.filter((b) => keepOwnChapters || b.kind !== 'chapters');
  // Extras go after the creator's opening prose, before their first block of links or chapters.
  const parts = (withSummary: boolean, withChapters: boolean, drop: number): string[] => {
    const kept = body.filter(
      (b, i) => b.kind !== 'prose' || body.slice(i).filter((x) => x.kind === 'prose').length > drop,
    );
    const firstLinks = kept.findIndex((b) => b.kind !== 'prose');
    const cut = firstLinks < 0 ? kept.length : firstLinks;
    return [
      ...(hook ? [hook] : []),
      ...kept.slice(0, cut).map((b) => b.text),
      ...(withSummary && summary ? [summary] : []),
      ...(withChapters && chapterBlock ? [chapterBlock.text] : []),
      ...kept.slice(cut).map((b) => b.text),
      ...(tagsLine(ctx, own) ? [tagsLine(ctx, own)] : []),
    ];
  };
  const fits = (p: string[]) => descriptionBytes(p.join('\n\n')) <= LIMITS.descriptionMaxBytes;
  let result = parts(true, true, 0);
  if (!fits(result) && summary) {
    result = parts(false, true, 0);
    notes.push(note('description.summaryLeftOut'));
  }
  for (let drop = 1; !fits(result) && drop <= body.length; drop += 1) {
    result = parts(false, true, drop);
    if (fits(result)) notes.push(note('description.paragraphsLeftOut', { count: drop }));
  }
  // Quoted captions and chapter labels may hold < or >, which YouTube rejects.
  let text = result.join('\n\n').trim().replace(/</gu, '‹').replace(/>/gu, '›');
  if (!fits([text])) {
    text = sliceBytes(text, LIMITS.descriptionMaxBytes).trimEnd();
    notes.push(note('description.cutAtLimit'));
  }
  return { description: text, notes };
}

/** The hashtag line: suggested hashtags that are not already in the text, plus any the creator had on their own line. */
function tagsLine(ctx: DescriptionContext, own: Block[]): string {
  const present = new Set(parseHashtags(own.map((b) => b.text).join('\n')).map((h) => h.toLocaleLowerCase()));
  const moved = parseHashtags(ctx.description).filter((h) => !present.has(h.toLocaleLowerCase()));
  const all = [...moved, ...ctx.hashtags.filter((h) => !present.has(h.toLocaleLowerCase()))];
  return [...new Map(all.map((h) => [h.toLocaleLowerCase(), h])).values()].join(' ');
}
