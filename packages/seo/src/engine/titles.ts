// Title candidates that stay faithful to the creator's title: calm clickbait markers, move the part with the
// main keyword to the front (branding and episode numbers to the end), drop secondary parts until the title fits
// the mobile home feed, or put the keyword in front when the title lacks it. No templates, no new claims.
import { findPhrase } from '../keywords/match.ts';
import { isSpaceless } from '../language/tokenize.ts';
import { previewTitle } from '../preview/truncate.ts';
import { LIMITS } from '../rules/limits.ts';
import { titleProblem } from '../rules/title.ts';
import { hasMisleadingMarkers, misleadingMarkers } from '../score/markers.ts';
import { squish } from '../text.ts';
import { caseStyle, styled, unshout } from './casing.ts';
import type { CaseStyle } from './casing.ts';
import { joinTitle, splitTitle } from './title-parts.ts';
import type { TitlePart } from './title-parts.ts';
import { note, quotedList } from './notes.ts';
import type { SuggestionNote } from './notes.ts';
import type { TitleSuggestion } from './types.ts';

export interface TitleContext {
  title: string;
  keyword: string | null;
  /** The next keywords: a title already led by one of them is left in its order. */
  alternatives: string[];
  language: string;
  channelTitle?: string;
  count: number;
}

const EPISODE = /^(?:ep\.?|episode|part|pt\.?|vol\.?|#)\s*\d+$|^\d+\s*話$|^第\s*\d+\s*[話回集]$/iu;

function isBranding(part: TitlePart, channel: string | undefined): boolean {
  const text = part.text.toLocaleLowerCase();
  return (
    EPISODE.test(part.text) || (!!channel && channel.length > 2 && text.includes(channel.toLocaleLowerCase()))
  );
}

/** Removes < and > (YouTube rejects them) and calms ALL CAPS and runs of ! and ?. */
export function calm(title: string, style: CaseStyle, language: string): string {
  const m = misleadingMarkers(title);
  let out = title.replace(/</gu, '‹').replace(/>/gu, '›');
  if (m.capsWords.length >= 2 || m.mostlyUpperCase) out = unshout(out, style, language, m.mostlyUpperCase);
  out = out.replace(/[!?！？‼⁉]{2,}/gu, (run) => (/[?？]/u.test(run) ? '?' : '!'));
  // Repeated emoji ("🔥🔥🔥") become one.
  out = out.replace(/(\p{Extended_Pictographic})(?:\uFE0F?\1)+/gu, '$1');
  return squish(out);
}

function keywordWindow(language: string): number {
  return isSpaceless(language) || language === 'ko'
    ? LIMITS.titleKeywordWindow / 2
    : LIMITS.titleKeywordWindow;
}

/** The keyword's part first; branding and episode parts last. */
function frontLoad(parts: TitlePart[], ctx: TitleContext): TitlePart[] | null {
  if (!ctx.keyword || parts.length < 2) return null;
  const title = joinTitle(parts);
  const early = [ctx.keyword, ...ctx.alternatives].some((k) => {
    const position = findPhrase(title, k, ctx.language);
    return position >= 0 && position < keywordWindow(ctx.language);
  });
  const at = early ? -1 : parts.findIndex((p) => findPhrase(p.text, ctx.keyword ?? '', ctx.language) >= 0);
  const branding = parts.filter((p) => isBranding(p, ctx.channelTitle));
  if (at <= 0 && !branding.some((p) => parts.indexOf(p) < parts.length - branding.length)) return null;
  const order = [...parts];
  if (at > 0) {
    // The keyword part takes the first place and the old first part its joiner; brackets stay with their words.
    const [first, moved] = [order[0], order[at]];
    if (!first || !moved) return null;
    order[0] = { ...moved, joiner: '' };
    order[at] = { ...first, joiner: moved.joiner };
  }
  const rest = order.filter((p) => !isBranding(p, ctx.channelTitle));
  return [...rest, ...order.filter((p) => isBranding(p, ctx.channelTitle))];
}

/** Drops branding, then bracketed asides, then trailing parts, until the title is not cut on mobile home. */
function fitMobile(parts: TitlePart[], ctx: TitleContext): { parts: TitlePart[]; dropped: string[] } | null {
  const fits = (p: TitlePart[]) => !previewTitle(joinTitle(p), 'mobileHome').truncated;
  if (fits(parts)) return null;
  const keeps = (p: TitlePart) => !!ctx.keyword && findPhrase(p.text, ctx.keyword, ctx.language) >= 0;
  let current = [...parts];
  const dropped: string[] = [];
  const passes: ((p: TitlePart) => boolean)[] = [
    (p) => isBranding(p, ctx.channelTitle),
    (p) => p.bracket !== null,
    () => true,
  ];
  for (const drop of passes) {
    for (let i = current.length - 1; i > 0 && !fits(current); i -= 1) {
      const part = current[i];
      if (!part || keeps(part) || !drop(part)) continue;
      dropped.unshift(part.text);
      current = current.filter((_, j) => j !== i);
    }
  }
  return fits(current) && current.length > 0 ? { parts: current, dropped } : null;
}

export function suggestTitles(ctx: TitleContext): { titles: TitleSuggestion[]; notes: SuggestionNote[] } {
  const style = caseStyle(ctx.title, ctx.language);
  const original = squish(ctx.title);
  const out: TitleSuggestion[] = [];
  const notes: SuggestionNote[] = [];
  const add = (text: string, rationale: SuggestionNote) => {
    const clean = squish(text);
    if (!clean || titleProblem(clean) || clean === original || out.some((o) => o.text === clean)) return;
    out.push({ text: clean, rationale });
  };
  const base = calm(original, style, ctx.language);
  if (base !== original) {
    add(base, note(hasMisleadingMarkers(original) ? 'title.calmed' : 'title.anglesReplaced'));
  }
  const parts = splitTitle(base);
  const fronted = frontLoad(parts, ctx);
  if (fronted) add(joinTitle(fronted), note('title.frontLoaded', { keyword: ctx.keyword ?? '' }));
  const fitted = fitMobile(fronted ?? parts, ctx);
  if (fitted) {
    add(joinTitle(fitted.parts), note('title.fitsMobile', { parts: quotedList(fitted.dropped, Infinity) }));
  }
  const position = ctx.keyword ? findPhrase(base, ctx.keyword, ctx.language) : -1;
  if (ctx.keyword && position < 0) {
    const lead = styled(ctx.keyword, style, ctx.language);
    const joiner = isSpaceless(ctx.language) ? '｜' : ': ';
    add(`${lead}${joiner}${base}`, note('title.keywordAdded', { keyword: ctx.keyword }));
  } else if (ctx.keyword && position >= keywordWindow(ctx.language) && !fronted) {
    notes.push(note('title.keywordLate', { keyword: ctx.keyword, window: keywordWindow(ctx.language) }));
  }
  if (!ctx.keyword) {
    notes.push(note('title.noKeyword'));
  } else if (out.length === 0 && position >= 0 && position < keywordWindow(ctx.language)) {
    notes.push(note('title.alreadyGood', { keyword: ctx.keyword }));
  }
  return { titles: out.slice(0, Math.max(0, ctx.count)), notes };
}
