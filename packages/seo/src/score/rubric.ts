// The SEO rubric: each check is one rule from metadata-quality.md with its weight, why it matters and how to fix
// it. Weights add up to 100; checks that do not apply to a video (chapters on a Short) drop out and the score is
// scaled over the rest. This is Vidcraft's own rule-based assessment of the text, not a YouTube metric
// (Developer Policies III.E.4.h).
import { LIMITS } from '../rules/limits.ts';

export interface RubricItem {
  id: string;
  weight: number;
  why: string;
  fix: string;
  source: string;
}

export const RUBRIC = {
  titleKeywordFront: {
    id: 'title.keywordFront',
    weight: 15,
    why: 'Viewers and search read the start of a title first; on mobile the rest may be cut.',
    fix: `Move the main keyword into the first ~${LIMITS.titleKeywordWindow} characters; put branding and episode numbers at the end.`,
    source: 'Think with Google; titles.video (metadata-quality.md §2.3)',
  },
  titleLength: {
    id: 'title.length',
    weight: 10,
    why: 'Titles that are too short say little; past the visible width the end is cut off in search.',
    fix: 'Keep the whole idea within what desktop search shows (about 60–70 characters) without going below a few words.',
    source: '1of10 study; titles.video; wildandfreetools (§2.2, §2.4)',
  },
  descriptionKeywordEarly: {
    id: 'description.keywordEarly',
    weight: 10,
    why: 'Only the first ~100–150 characters show in search and above the fold.',
    fix: `Use the main keyword in the first sentence, within ~${LIMITS.descriptionKeywordWindow} characters.`,
    source: 'Think with Google; Creator Playbook; videodescriptions.com (§3.2)',
  },
  descriptionHook: {
    id: 'description.hook',
    weight: 5,
    why: 'The opening line is the value promise: what the viewer gets. Links or hashtags there waste it.',
    fix: 'Open with one or two sentences that say what the video gives the viewer; move links further down.',
    source: 'Creator Playbook v2 p. 40/42 (§3.2)',
  },
  chaptersValid: {
    id: 'chapters.valid',
    weight: 10,
    why: 'Valid chapters make the video skimmable and show in search; broken ones are silently ignored.',
    fix: 'List chapters in the description: first at 0:00, at least three, ascending, each at least 10 seconds, timestamp first on its line.',
    source: '9to5google; Vevo support (§4)',
  },
  tagsCoverTitle: {
    id: 'tags.coverTitle',
    weight: 10,
    why: "Tags are a minor signal but help disambiguate; Google's guidance is to include the title's keywords.",
    fix: `Add the title's main keywords as tags and keep the total within ${LIMITS.tagsMaxBudget} characters.`,
    source: 'Creator Playbook v4 p. 32; Data API reference (§6)',
  },
  hashtagsCount: {
    id: 'hashtags.count',
    weight: 5,
    why: 'The first three hashtags show above the title; too many look like spam and can all be ignored.',
    fix: 'Use 3–5 relevant hashtags, at the end of the description.',
    source: 'YouTube Help 6390658 as quoted; thumbmentor (§5)',
  },
  thumbnailCustom: {
    id: 'thumbnail.custom',
    weight: 10,
    why: 'A custom thumbnail is half of the package viewers choose from; auto-picked frames rarely tell the story.',
    fix: 'Upload a 1280×720 custom thumbnail (verified channels) that reinforces the title.',
    source: 'YouTube Help 72431; Creator Playbook v4 p. 32 (§7)',
  },
  captionsPresent: {
    id: 'captions.present',
    weight: 10,
    why: 'Captions make the video accessible and watchable without sound, and give chapters real timestamps.',
    fix: 'Add or review a caption track in your language.',
    source: 'metadata-quality.md §4, §10',
  },
  localizationsPresent: {
    id: 'localizations.present',
    weight: 5,
    why: 'Translated titles and descriptions are searchable in other languages and reach more viewers.',
    fix: 'Add a translated title and description for a language your audience speaks.',
    source: 'videodubbing.com; etcentric (§10)',
  },
  titleNoMisleadingMarkers: {
    id: 'title.noMisleadingMarkers',
    weight: 10,
    why: 'ALL-CAPS words and runs of !!! or ?! read as clickbait; YouTube removes egregious clickbait.',
    fix: 'Write the title in normal case with at most one ! or ?, and let the promise be accurate.',
    source: 'YouTube misleading-metadata policy; zeenews Dec 2024 (§9)',
  },
} as const satisfies Record<string, RubricItem>;

export const RUBRIC_TOTAL_WEIGHT = Object.values(RUBRIC).reduce((sum, item) => sum + item.weight, 0);
