// The builtin ("Basic") engine: offline, deterministic, rule-based. It finds the video's keywords in its own
// text and captions, reorders and trims the creator's title, scaffolds the description around the creator's
// words, builds tags and hashtags within YouTube's limits and places chapters at caption timestamps. It does not
// write new creative copy; that is what the AI providers are for.
import { analysisLanguage, extractKeywords } from '../keywords/extract.ts';
import type { Keyword } from '../keywords/extract.ts';
import { negatedItems } from '../keywords/negation.ts';
import { tokenize } from '../language/tokenize.ts';
import { checkPromise } from '../promise/check.ts';
import { channelAffinity } from './title-channel.ts';
import { checkMetadata } from '../rules/check.ts';
import { planChapters } from './chapters.ts';
import { buildDescription } from './description.ts';
import { suggestHashtags, suggestTags } from './tags.ts';
import { suggestTitles } from './titles.ts';
import type { SuggestionNote } from './notes.ts';
import type { SuggestInput, Suggestions } from './types.ts';

export type { CaptionCue, SuggestInput, Suggestions, TitleSuggestion } from './types.ts';

/**
 * The keyword a title should lead with: of the three strongest, the one the channel's best titles use most (its
 * audience searches in those words), never an item the video is without or part of an unsupported claim.
 */
function titleKeyword(
  keywords: readonly Keyword[],
  avoid: ReadonlySet<string>,
  topTitles: readonly string[],
  language: string,
): string | null {
  const usable = keywords.filter((k) => !tokenize(k.keyword, language).some((t) => avoid.has(t.key)));
  const top = usable.slice(0, 3);
  // A phrase the creator tagged beats a spoken fragment ("ajo" over "Pelar una cabeza").
  let best = top[0]?.sources.includes('tags')
    ? top[0]
    : (top.find((k) => k.sources.includes('tags')) ?? top[0]);
  if (!best) return null;
  // Of the variants of that keyword ("pizza", "skillet pizza"), the one the channel's best titles use.
  const keys = new Set(tokenize(best.keyword, language).map((t) => t.key));
  let bestAffinity = channelAffinity(best.keyword, topTitles, language);
  for (const k of top) {
    if (!tokenize(k.keyword, language).some((t) => keys.has(t.key))) continue;
    const affinity = channelAffinity(k.keyword, topTitles, language);
    if (affinity > bestAffinity) [best, bestAffinity] = [k, affinity];
  }
  return best?.keyword ?? null;
}

export function builtinSuggest(input: SuggestInput): Suggestions {
  const captions = [...(input.captions ?? [])].sort((a, b) => a.startSeconds - b.startSeconds);
  const transcript = captions.map((c) => c.text).join('\n');
  const keywordInput = { title: input.title, description: input.description, tags: input.tags, transcript };
  const language = analysisLanguage({ ...keywordInput, language: input.language });
  const keywords = extractKeywords({ ...keywordInput, language }, { limit: 40 });
  const keyword = keywords[0]?.keyword ?? null;
  const notes: SuggestionNote[] = [];

  // Claims the video does not back up, and items the creator says it goes without, stay out of every title.
  const claims = checkPromise({ title: input.title, transcript, language });
  const negated = new Set(
    [input.title, input.description, ...input.tags].flatMap((text) =>
      negatedItems(text, language).map((n) => n.key),
    ),
  );
  const avoid = new Set([
    ...negated,
    ...claims.flatMap((c) => tokenize(c.claim, language).map((t) => t.key)),
  ]);
  const topTitles = input.channel?.topTitles ?? [];
  const titles = suggestTitles({
    title: input.title,
    keyword: titleKeyword(keywords, avoid, topTitles, language),
    alternatives: keywords.slice(1, 3).map((k) => k.keyword),
    keywords,
    claims,
    avoid,
    language,
    description: input.description,
    channelTitle: input.channel?.title,
    channelTopTitles: topTitles,
    count: input.titleCount ?? 3,
  });
  notes.push(...titles.notes);

  const plan = planChapters(captions, input.isShort, input.durationSeconds, language, keywords);
  if (plan.reason && !input.isShort) notes.push(plan.reason);

  // Items the creator says the video goes without ("NO OVEN") are never suggested as tags or hashtags either.
  const tags = suggestTags(input.tags, keywords, language, negated);
  notes.push(...tags.notes);
  const hashtags = suggestHashtags(input.title, input.description, keywords, language, input.tags, negated);
  const description = buildDescription({
    description: input.description,
    keyword,
    keywords: keywords.map((k) => k.keyword),
    language,
    captions,
    chapters: plan.chapters,
    hashtags,
    durationSeconds: input.durationSeconds,
  });
  notes.push(...description.notes);

  // Every suggestion is checked with the same rules as the creator's own edits before it is offered.
  const usable = titles.titles.filter(
    (t) => checkMetadata({ title: t.text, description: description.description, tags: tags.tags }).accepted,
  );
  return {
    engine: 'builtin',
    language,
    keywords: keywords.slice(0, 10).map((k) => k.keyword),
    titles: usable,
    description: description.description,
    tags: tags.tags,
    hashtags,
    chapters: plan.chapters,
    notes,
  };
}
