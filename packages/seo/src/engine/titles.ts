// Title candidates that stay faithful to the creator's title: calm clickbait markers, move the part with the
// main keyword to the front (branding and episode numbers to the end), drop secondary parts until the title fits
// the mobile home feed, or put the keyword in front when the title lacks it. No templates, no new claims.
import type { Keyword } from '../keywords/extract.ts';
import { findPhrase } from '../keywords/match.ts';
import { tokenize } from '../language/tokenize.ts';
import { isSpaceless } from '../language/tokenize.ts';
import { previewTitle } from '../preview/truncate.ts';
import { LIMITS } from '../rules/limits.ts';
import { titleProblem } from '../rules/title.ts';
import { hasMisleadingMarkers, misleadingMarkers } from '../score/markers.ts';
import { squish } from '../text.ts';
import { caseStyle, unshout } from './casing.ts';
import type { CaseStyle } from './casing.ts';
import { joinTitle, splitTitle } from './title-parts.ts';
import type { TitlePart } from './title-parts.ts';
import { note, quotedList } from './notes.ts';
import type { SuggestionNote } from './notes.ts';
import { isPlaceholderTitle, isSeriesTitle, withoutChannelName } from './title-channel.ts';
import { removeClaims } from './title-claims.ts';
import { lead, leadJoiner, withValue } from './title-compose.ts';
import { cutForMobile } from './title-cut.ts';
import { sparseCandidates } from './title-sparse.ts';
import { bothTopics, titleTopics } from './title-topics.ts';
import type { TitleSuggestion } from './types.ts';

export interface TitleContext {
  title: string;
  keyword: string | null;
  /** The next keywords: a title already led by one of them is left in its order. */
  alternatives: string[];
  /** The video's keyphrases, best first: what a title can say the video covers. */
  keywords: Keyword[];
  /** Claims in the title the video does not back up (promise check), as written. */
  claims: { kind: string; claim: string }[];
  /** Word keys no suggested title may add: items the creator says the video is without, unsupported claims. */
  avoid: ReadonlySet<string>;
  language: string;
  /** The creator's description: a last source of phrases when the video offers few keywords. */
  description?: string;
  channelTitle?: string;
  channelTopTitles: string[];
  count: number;
}

/** Every title of three or more words, or with a transcript, gets at least this many candidates when it can. */
const MIN_CANDIDATES = 3;

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

interface Candidate {
  text: string;
  rationale: SuggestionNote;
}

/** What the cleaning of the title changed, for the rationale of candidates built on it. */
function cleaningNote(changes: {
  calmed: boolean;
  bait: boolean;
  claims: string[];
  channel: string | null;
}): SuggestionNote {
  const count = Number(changes.calmed) + Number(changes.claims.length > 0) + Number(changes.channel !== null);
  if (count > 1) return note('title.tidied');
  if (changes.claims.length)
    return note('title.claimsRemoved', { claims: quotedList(changes.claims, Infinity) });
  if (changes.channel) return note('title.channelRemoved');
  return note(changes.bait ? 'title.calmed' : 'title.anglesReplaced');
}

/** Where `phrase` stands in `text` as whole words (UTF-16 offsets), or null. */
function phraseSpan(text: string, phrase: string, language: string): { start: number; end: number } | null {
  const wanted = tokenize(phrase, language).map((t) => t.key);
  const tokens = tokenize(text, language);
  for (let i = 0; wanted.length > 0 && i + wanted.length <= tokens.length; i += 1) {
    if (wanted.every((k, j) => tokens[i + j]?.key === k)) {
      return { start: tokens[i]?.start ?? 0, end: tokens[i + wanted.length - 1]?.end ?? 0 };
    }
  }
  return null;
}

export function suggestTitles(ctx: TitleContext): { titles: TitleSuggestion[]; notes: SuggestionNote[] } {
  const language = ctx.language;
  const original = squish(ctx.title);
  const style = caseStyle(original, language);
  const window = keywordWindow(language);
  const notes: SuggestionNote[] = [];
  const out: Candidate[] = [];
  const fold = (t: string) => squish(t).toLocaleLowerCase(language);
  const usable = (clean: string, taken: readonly string[]) =>
    !!clean && !titleProblem(clean) && fold(clean) !== fold(original) && !taken.includes(fold(clean));
  const add = (text: string, rationale: SuggestionNote) => {
    const clean = squish(text);
    if (
      usable(
        clean,
        out.map((o) => fold(o.text)),
      )
    )
      out.push({ text: clean, rationale });
  };
  /** How many of `list` would be added after what is there now. */
  const newOnes = (list: readonly Candidate[]) => {
    const taken = out.map((o) => fold(o.text));
    for (const c of list) if (usable(squish(c.text), taken)) taken.push(fold(squish(c.text)));
    return taken.length - out.length;
  };

  // 1. The creator's title, cleaned: calm, without unsupported claims, without the channel's name.
  const calmed = calm(original, style, language);
  const claims = ctx.claims;
  const honest = removeClaims(calmed, claims, language);
  const series = isSeriesTitle(original, ctx.channelTopTitles, language);
  const unbranded = honest === null || series ? honest : withoutChannelName(honest, ctx.channelTitle);
  const placeholder = unbranded === null || (!series && isPlaceholderTitle(unbranded, language));
  const base = placeholder ? null : unbranded;
  const keyword = ctx.keyword;
  const present = new Set(base ? tokenize(base, language).map((t) => t.key) : []);
  const fresh = titleTopics(ctx.keywords, { language, avoid: ctx.avoid, present, limit: 4 });
  // A title that already names every topic may still say more about one of them ("kettlebell workout").
  const topics = fresh.length
    ? fresh
    : titleTopics(ctx.keywords, { language, avoid: ctx.avoid, present: new Set(), limit: 4 }).filter(
        (t) => !base || findPhrase(base, t, language) < 0,
      );
  if (base && base !== original) {
    add(
      base,
      cleaningNote({
        calmed: calmed !== original,
        bait: hasMisleadingMarkers(original),
        claims: claims.map((c) => c.claim),
        channel: unbranded !== honest ? (ctx.channelTitle ?? null) : null,
      }),
    );
  }

  let shortest: string | null = null;
  if (base) {
    const parts = splitTitle(base);
    const position = keyword ? findPhrase(base, keyword, language) : -1;
    // 2. The main keyword first: reorder the creator's parts, or bring the keyword phrase to the front.
    const fronted = series ? null : frontLoad(parts, ctx);
    if (fronted) add(joinTitle(fronted), note('title.frontLoaded', { keyword: keyword ?? '' }));
    else if (keyword && position >= window && !series) {
      const span = phraseSpan(base, keyword, language);
      if (span) {
        const rest = squish(`${base.slice(0, span.start)} ${base.slice(span.end)}`).replace(
          /[\s,;:|–—-]+$/u,
          '',
        );
        const phrase = base.slice(span.start, span.end);
        add(`${lead(phrase, style, language)}: ${rest}`, note('title.frontLoaded', { keyword }));
      }
    }
    // 3. Whole on the mobile home feed: drop secondary parts, or cut a long sentence at a clean break.
    const fitted = fitMobile(fronted ?? parts, ctx);
    const cut = fitted || parts.length > 1 || series ? null : cutForMobile(base, keyword, language);
    shortest = fitted ? joinTitle(fitted.parts) : cut;
    if (fitted) {
      add(joinTitle(fitted.parts), note('title.fitsMobile', { parts: quotedList(fitted.dropped, Infinity) }));
    } else if (cut) add(cut, note('title.fitsMobile', { parts: `“${squish(base.slice(cut.length))}”` }));
    // 4. The main keyword, when the title does not say it.
    if (keyword && position < 0) {
      const joiner = isSpaceless(language) ? '｜' : series ? ' | ' : ': ';
      add(`${lead(keyword, style, language)}${joiner}${base}`, note('title.keywordAdded', { keyword }));
    }
    // 5. A value promise: what the viewer gets, in the video's own keyphrases (on the mobile-fitted title if any).
    const [first, second] = topics;
    if (first) {
      const covered = second ? bothTopics(first, second, language) : first;
      const topicsNote = quotedList(topics.slice(0, 2));
      const rationale = note('title.valuePromise', { topics: topicsNote });
      if (series) add(`${lead(covered, style, language)} | ${base}`, rationale);
      else add(withValue(shortest ?? base, covered, language), rationale);
    }
  }

  // 6. A title from the video itself, when the creator's is a placeholder ("my video 3") or when fewer than three
  //    candidates came from it: the main keyphrase first, then what the video covers.
  const placeholderKeyword = keyword !== null && isPlaceholderTitle(keyword, language);
  const mainTopic = keyword && !placeholderKeyword ? keyword : topics[0];
  const headKeys = new Set(mainTopic ? tokenize(mainTopic, language).map((t) => t.key) : []);
  const others = titleTopics(ctx.keywords, { language, avoid: ctx.avoid, present: headKeys, limit: 4 });
  const target = Math.max(ctx.count, MIN_CANDIDATES);
  const fromVideo: Candidate[] = [];
  if (mainTopic && out.length < target) {
    const head = lead(mainTopic, style === 'none' ? 'none' : 'sentence', language);
    const joiner = leadJoiner(language);
    const suffix = series ? ` | ${original}` : '';
    const why = (covered: string[]) => {
      return covered.length
        ? note('title.fromTranscriptCovers', { keyword: mainTopic, topics: quotedList(covered) })
        : note('title.fromTranscript', { keyword: mainTopic });
    };
    const variants: [string | null, string[]][] = [
      [
        others[1] && others[0]
          ? `${head}${joiner}${bothTopics(others[0], others[1], language)}${suffix}`
          : null,
        others.slice(0, 2),
      ],
      [others[0] ? `${head}${joiner}${others[0]}${suffix}` : null, others.slice(0, 1)],
      [others[2] ? `${head}${joiner}${others[2]}${suffix}` : null, others.slice(2, 3)],
      [others[3] ? `${head}${joiner}${others[3]}${suffix}` : null, others.slice(3, 4)],
      [`${head}${suffix}`, []],
    ];
    for (const [text, covered] of variants) if (text) fromVideo.push({ text, rationale: why(covered) });
  }
  // 7. When even that leaves fewer than three, titles from what little the video has, before those of step 6.
  if (out.length + newOnes(fromVideo) < target) {
    const sparse = sparseCandidates({
      original,
      base,
      shortest,
      keyword,
      alternatives: ctx.alternatives,
      keywords: ctx.keywords,
      description: ctx.description ?? '',
      avoid: ctx.avoid,
      language,
      style,
      series,
    });
    for (const c of sparse) if (out.length < target) add(c.text, c.rationale);
  }
  for (const c of fromVideo) if (out.length < target) add(c.text, c.rationale);

  // Notes about the title itself: never one that another note or a candidate contradicts.
  const early = out.some((o) => {
    const at = keyword ? findPhrase(o.text, keyword, language) : -1;
    return at >= 0 && at < window;
  });
  const position = keyword ? findPhrase(original, keyword, language) : -1;
  if (!keyword && out.length === 0) notes.push(note('title.noKeyword'));
  else if (keyword && position >= window && !early)
    notes.push(note('title.keywordLate', { keyword, window }));
  else if (
    keyword &&
    out.length === 0 &&
    position >= 0 &&
    position < window &&
    !previewTitle(original, 'mobileHome').truncated
  ) {
    notes.push(note('title.alreadyGood', { keyword }));
  }
  return { titles: out.slice(0, Math.max(0, ctx.count)), notes };
}
