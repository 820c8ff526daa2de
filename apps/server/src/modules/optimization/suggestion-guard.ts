// Every engine's output passes YouTube's rules (packages/seo) before anyone sees it. Over-long parts are
// repaired deterministically (and the repair is noted, so nothing is cut silently); what cannot be repaired
// is dropped with the reason. Chapters survive only at real caption timestamps.
import type { Chapter, SuggestionContent } from '@vidcraft/contracts';
import { checkMetadata, descriptionBytes, LIMITS, tagBudget, titleLength } from '@vidcraft/seo';

export interface RawSuggestion {
  titles: { text: string; rationale: string }[];
  description: string;
  tags: string[];
  hashtags: string[];
  chapters: Chapter[];
  keywords?: string[];
  notes?: string[];
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
): { chapters: Chapter[]; reason: string | null } {
  if (chapters.length === 0) return { chapters: [], reason: null };
  if (ctx.isShort) return { chapters: [], reason: 'Shorts have no chapters.' };
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
    return {
      chapters: [],
      reason: 'Chapters need a first chapter at 0:00 and at least three, each at a caption timestamp.',
    };
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
      dropped.push({ field: 'title', reason: 'An empty title candidate was dropped.' });
      continue;
    }
    if (titles.some((t) => t.text === title)) continue;
    if (trimmed) notes.push(`A title candidate was shortened to YouTube's 100-character limit: “${title}”.`);
    titles.push({ text: title, rationale: stripAngles(candidate.rationale).trim() });
    if (titles.length >= ctx.titleCount) break;
  }

  const fitted = fitDescription(raw.description);
  let description = fitted.description;
  const trimmed = fitted.trimmed;
  if (trimmed) notes.push("The suggested description was shortened to fit YouTube's 5,000-byte limit.");
  // The creator's links are theirs to keep: any the engine left out are added back.
  const missingLinks = [...new Set(ctx.originalDescription.match(URL_PATTERN) ?? [])].filter(
    (u) => !description.includes(u),
  );
  if (missingLinks.length > 0) {
    const withLinks = `${description}\n\n${missingLinks.join('\n')}`;
    if (descriptionBytes(withLinks) <= LIMITS.descriptionMaxBytes) {
      description = withLinks;
      notes.push('Links from the current description were kept at the end of the suggested description.');
    } else {
      dropped.push({
        field: 'description',
        reason: 'The suggestion left out links of the current description.',
      });
    }
  }

  const fittedTags = fitTags(raw.tags);
  if (fittedTags.dropped > 0)
    notes.push(
      `${fittedTags.dropped} tag(s) were left out to stay within YouTube's 500-character tag budget.`,
    );

  let hashtags = fitHashtags(raw.hashtags);
  if (hashtags.length > 15) {
    dropped.push({
      field: 'hashtags',
      reason: `${hashtags.length - 15} hashtags beyond 15 were dropped (YouTube ignores all past 60; 3–5 work best).`,
    });
    hashtags = hashtags.slice(0, 15);
  }

  const chapters = fitChapters(raw.chapters, ctx);
  if (chapters.reason) dropped.push({ field: 'chapters', reason: chapters.reason });

  // The final word: would YouTube accept the first title with this description and these tags?
  const verdict = checkMetadata({
    title: titles[0]?.text ?? 'x',
    description,
    tags: fittedTags.tags,
    isShort: ctx.isShort,
  });
  for (const problem of verdict.problems) {
    dropped.push({ field: problem.field, reason: problem.message });
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
