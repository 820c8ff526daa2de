// YouTube's numbers in one place (youtube-platform.md §5, §8; metadata-quality.md §1–§7). Hard limits are what
// videos.update enforces; the rest are platform behaviour and guidance that drive warnings, previews and scores.

export const LIMITS = {
  /** snippet.title: code points, required, no < or > (invalidTitle). */
  titleMaxCodepoints: 100,
  /** snippet.description: UTF-8 bytes, no < or > (invalidDescription). */
  descriptionMaxBytes: 5000,
  /** snippet.tags: Σ(length + 2 if the tag has a space) + (n − 1) (invalidTags). */
  tagsMaxBudget: 500,
  /** Community-reported per-tag length; undocumented, so a warning only. */
  tagMaxCodepointsAdvisory: 100,
  /** The first three hashtags show above the title. */
  hashtagsShownAboveTitle: 3,
  /** Guides warn past 15 hashtags; YouTube Help (as quoted) ignores all of them past 60. */
  hashtagsWarnAbove: 15,
  hashtagsIgnoredAbove: 60,
  hashtagsRecommended: { min: 3, max: 5 },
  /** Chapters: first at 0:00, at least three, ascending, each at least ten seconds. */
  chaptersMin: 3,
  chapterMinSeconds: 10,
  /** A chapter label shows 49 characters on hover (70 when selected). */
  chapterTitleVisibleCodepoints: 49,
  /** Shorts are vertical or square videos up to three minutes and have no chapters. */
  shortsMaxSeconds: 180,
  /** Guidance: the primary keyword within the first ~40 characters of the title. */
  titleKeywordWindow: 40,
  /** Guidance: keyword and value promise within the first ~100–150 characters of the description. */
  descriptionKeywordWindow: 150,
  /** Thumbnail upload limit via the API. */
  thumbnailMaxBytes: 2 * 1024 * 1024,
} as const;
