// @vidcraft/seo: pure functions, no I/O. YouTube's metadata rules, truncation previews with real font metrics,
// the explainable SEO score and the offline builtin ("Basic") suggestion engine. Used by the server and the web.
export { LIMITS } from './rules/limits.ts';
export { titleLength, titleProblem } from './rules/title.ts';
export { descriptionBytes, descriptionProblem } from './rules/description.ts';
export { tagBudget, tagCost } from './rules/tags.ts';
export { parseHashtags, toHashtag } from './rules/hashtags.ts';
export { formatTimestamp, parseChapters } from './rules/chapters.ts';
export type { Chapter, ChapterProblem, ParsedChapters } from './rules/chapters.ts';
export { ASSIGNABLE_CATEGORY_IDS, checkMetadata } from './rules/check.ts';
export type { MetadataField, MetadataInput, MetadataProblem, MetadataVerdict } from './rules/check.ts';
export { previewDescription, previewTitle } from './preview/truncate.ts';
export type { Preview } from './preview/truncate.ts';
export { DESCRIPTION_SURFACES, TITLE_SURFACES } from './preview/surfaces.ts';
export type { DescriptionSurface, SurfaceGeometry, TitleSurface } from './preview/surfaces.ts';
export { textWidthPx } from './preview/measure.ts';
export { scoreVideo } from './score/score.ts';
export { scoreInputOf } from './score/score-input.ts';
export type { ScoredVideo } from './score/score-input.ts';
export type { ScoreInput, SeoCheck, SeoScore } from './score/score.ts';
export { RUBRIC, RUBRIC_TOTAL_WEIGHT } from './score/rubric.ts';
export type { RubricItem } from './score/rubric.ts';
export { extractKeywords } from './keywords/extract.ts';
export type { ExtractOptions, Keyword, KeywordInput, KeywordSource } from './keywords/extract.ts';
export { detectLanguage } from './language/detect.ts';
export { INTERFACE_LANGUAGES, normalizeLanguage } from './language/languages.ts';
export type { InterfaceLanguage } from './language/languages.ts';
// The Basic engine is `@vidcraft/seo/engine`: its English tagger (compromise) holds about 35 MB once loaded, so
// only the code that suggests loads it.
export type { CaptionCue, SuggestInput, Suggestions, TitleSuggestion } from './engine/types.ts';
export { note, NOTE_CODES, quotedList } from './engine/notes.ts';
export type { NoteCode, NoteDetails, SuggestionNote } from './engine/notes.ts';
export { checkPromise } from './promise/check.ts';
export type { PromiseInput, PromiseIssue, PromiseKind } from './promise/check.ts';
