// Every engine's output passes YouTube's rules (packages/seo) before anyone sees it. Over-long parts are
// repaired deterministically (and the repair is noted, so nothing is cut silently); what cannot be repaired
// is dropped with the reason. Chapters survive only at real caption timestamps.
import type { Chapter, SuggestionContent } from '@vidcraft/contracts';
import { checkMetadata, descriptionBytes, LIMITS, note, tagBudget, titleLength } from '@vidcraft/seo';
import type { SuggestionNote } from '@vidcraft/seo';

export interface RawSuggestion {
  /** The builtin engine explains by note; an AI provider in its own words, in whatever language it wrote. */
  titles: { text: string; rationale: SuggestionNote | string }[];
  description: string;
  tags: string[];
  hashtags: string[];
  chapters: Chapter[];
  keywords?: string[];
  notes?: SuggestionNote[];
}

export interface GuardContext {
  originalDescription: string;
  /** Caption cue starts (whole seconds) a chapter may begin at; 0 is always allowed. */
  cueStarts: readonly number[];
  isShort: boolean;
  titleCount: number;
}

const stripAngles = (text: string) => text.replace(/[<>]/g, '');
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

function fitTitle(text: string): { title: string; trimmed: boolean } {
  const clean = stripAngles(text).replace(/\s+/g, ' ').trim();
  if (titleLength(clean) <= LIMITS.titleMaxCodepoints) return { title: clean, trimmed: false };
  const chars = [...clean].slice(0, LIMITS.titleMaxCodepoints);
  const cut = chars.join('');
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length);
  return { title: atWord.replace(/[\s,;:–—-]+$/u, ''), trimmed: true };
}

function fitDescription(text: string): { description: string; trimmed: boolean } {
  let description = stripAngles(text).trim();
  if (descriptionBytes(description) <= LIMITS.descriptionMaxBytes) return { description, trimmed: false };
  const paragraphs = description.split(/\n{2,}/);
  while (paragraphs.length > 1 && descriptionBytes(paragraphs.join('\n\n')) > LIMITS.descriptionMaxBytes)
    paragraphs.pop();
  description = paragraphs.join('\n\n');
  while (descriptionBytes(description) > LIMITS.descriptionMaxBytes)
    description = [...description].slice(0, -50).join('');
  return { description, trimmed: true };
}

function fitTags(tags: readonly string[]): { tags: string[]; dropped: number } {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const raw of tags) {
    const tag = stripAngles(raw).replace(/^#/, '').replace(/[",]/g, ' ').replace(/\s+/g, ' ').trim();
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      clean.push(tag);
    }
  }
  let dropped = 0;
  while (clean.length > 0 && tagBudget(clean) > LIMITS.tagsMaxBudget) {
    clean.pop(); // the least important come last
    dropped += 1;
  }
  return { tags: clean, dropped };
}

function fitHashtags(hashtags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of hashtags) {
    const body = stripAngles(raw)
      .replace(/^#+/, '')
      .replace(/[\s#]+/g, '');
    const tag = body ? `#${body}` : '';
    if (tag && !out.some((h) => h.toLocaleLowerCase() === tag.toLocaleLowerCase())) out.push(tag);
  }
  return out;
}

function fitChapters(
  chapters: readonly Chapter[],
  ctx: GuardContext,
): { chapters: Chapter[]; reason: SuggestionNote | null } {
  if (chapters.length === 0) return { chapters: [], reason: null };
  if (ctx.isShort) return { chapters: [], reason: note('chapters.onShort') };
  const allowed = new Set([0, ...ctx.cueStarts.map((s) => Math.floor(s))]);
  const kept: Chapter[] = [];
  for (const chapter of [...chapters].sort((a, b) => a.startSeconds - b.startSeconds)) {
    const start = Math.floor(chapter.startSeconds);
    const title = stripAngles(chapter.title).replace(/\s+/g, ' ').trim();
    if (!allowed.has(start) || !title) continue;
    if (kept.length > 0 && start - kept.at(-1)!.startSeconds < 10) continue;
    kept.push({ startSeconds: start, title: [...title].slice(0, 100).join('') });
  }
  if (kept[0]?.startSeconds !== 0 || kept.length < 3) {
    return { chapters: [], reason: note('chapters.invalid') };
  }
  return { chapters: kept, reason: null };
}

export function guardSuggestion(raw: RawSuggestion, ctx: GuardContext): SuggestionContent {
  const notes = [...(raw.notes ?? [])];
  const dropped: SuggestionContent['dropped'] = [];

  const titles: SuggestionContent['titles'] = [];
  for (const candidate of raw.titles) {
    const { title, trimmed } = fitTitle(candidate.text);
    if (!title) {
      dropped.push({ field: 'title', ...note('title.empty') });
      continue;
    }
    if (titles.some((t) => t.text === title)) continue;
    if (trimmed) notes.push(note('title.shortened', { title }));
    const rationale =
      typeof candidate.rationale === 'string' ? { message: candidate.rationale } : candidate.rationale;
    titles.push({ text: title, rationale: { ...rationale, message: stripAngles(rationale.message).trim() } });
    if (titles.length >= ctx.titleCount) break;
  }

  const fitted = fitDescription(raw.description);
  let description = fitted.description;
  const trimmed = fitted.trimmed;
  if (trimmed) notes.push(note('description.shortened'));
  // The creator's links are theirs to keep: any the engine left out are added back.
  const missingLinks = [...new Set(ctx.originalDescription.match(URL_PATTERN) ?? [])].filter(
    (u) => !description.includes(u),
  );
  if (missingLinks.length > 0) {
    const withLinks = `${description}\n\n${missingLinks.join('\n')}`;
    if (descriptionBytes(withLinks) <= LIMITS.descriptionMaxBytes) {
      description = withLinks;
      notes.push(note('description.linksKept'));
    } else {
      dropped.push({ field: 'description', ...note('description.linksLeftOut') });
    }
  }

  const fittedTags = fitTags(raw.tags);
  if (fittedTags.dropped > 0)
    notes.push(note('tags.overBudget', { count: fittedTags.dropped, budget: LIMITS.tagsMaxBudget }));

  let hashtags = fitHashtags(raw.hashtags);
  if (hashtags.length > 15) {
    dropped.push({ field: 'hashtags', ...note('hashtags.overFifteen', { count: hashtags.length - 15 }) });
    hashtags = hashtags.slice(0, 15);
  }

  const chapters = fitChapters(raw.chapters, ctx);
  if (chapters.reason) dropped.push({ field: 'chapters', ...chapters.reason });

  // The final word: would YouTube accept the first title with this description and these tags?
  const verdict = checkMetadata({
    title: titles[0]?.text ?? 'x',
    description,
    tags: fittedTags.tags,
    isShort: ctx.isShort,
  });
  for (const problem of verdict.problems) {
    dropped.push({
      field: problem.field,
      reason: problem.reason,
      message: problem.message,
      ...(problem.details ? { details: problem.details } : {}),
    });
    if (problem.field === 'description') description = '';
    if (problem.field === 'tags') fittedTags.tags.length = 0;
  }

  return {
    titles,
    description,
    tags: fittedTags.tags,
    hashtags,
    chapters: chapters.chapters,
    keywords: raw.keywords ?? [],
    notes,
    dropped,
  };
}
