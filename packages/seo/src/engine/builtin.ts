// The builtin ("Basic") engine: offline, deterministic, rule-based. It finds the video's keywords in its own
// text and captions, reorders and trims the creator's title, scaffolds the description around the creator's
// words, builds tags and hashtags within YouTube's limits and places chapters at caption timestamps. It does not
// write new creative copy; that is what the AI providers are for.
import { analysisLanguage, extractKeywords } from '../keywords/extract.ts';
import { checkMetadata } from '../rules/check.ts';
import { planChapters } from './chapters.ts';
import { buildDescription } from './description.ts';
import { suggestHashtags, suggestTags } from './tags.ts';
import { suggestTitles } from './titles.ts';
import type { SuggestionNote } from './notes.ts';
import type { SuggestInput, Suggestions } from './types.ts';

export type { CaptionCue, SuggestInput, Suggestions, TitleSuggestion } from './types.ts';

export function builtinSuggest(input: SuggestInput): Suggestions {
  const captions = [...(input.captions ?? [])].sort((a, b) => a.startSeconds - b.startSeconds);
  const transcript = captions.map((c) => c.text).join('\n');
  const keywordInput = { title: input.title, description: input.description, tags: input.tags, transcript };
  const language = analysisLanguage({ ...keywordInput, language: input.language });
  const keywords = extractKeywords({ ...keywordInput, language }, { limit: 40 });
  const keyword = keywords[0]?.keyword ?? null;
  const notes: SuggestionNote[] = [];

  const titles = suggestTitles({
    title: input.title,
    keyword,
    alternatives: keywords.slice(1, 3).map((k) => k.keyword),
    language,
    channelTitle: input.channel?.title,
    count: input.titleCount ?? 3,
  });
  notes.push(...titles.notes);

  const plan = planChapters(captions, input.isShort, input.durationSeconds, language, keywords);
  if (plan.reason && !input.isShort) notes.push(plan.reason);

  const tags = suggestTags(input.tags, keywords, language);
  notes.push(...tags.notes);
  const hashtags = suggestHashtags(input.title, input.description, keywords, language, input.tags);
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
