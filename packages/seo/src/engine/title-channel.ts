// The channel as context for titles: its name (YouTube shows it under every title, so a title need not repeat it),
// its series naming ("my iceland trip vlog part 3" after parts 1 and 2: the series name stays as it is), and the
// words of its best-performing titles (a keyword those titles use is the channel's own vocabulary).
import { tokenize } from '../language/tokenize.ts';
import { squish } from '../text.ts';

// Words that name no topic: a "series" made of only these ("my video 1, 2, 3") is a placeholder, not a series.
export const PLACEHOLDER_WORDS = new Set([
  'my',
  'video',
  'videos',
  'new',
  'clip',
  'upload',
  'untitled',
  'test',
  'vid',
  'vlog',
  'draft',
  'wip',
]);

/** A title's shape with numbers blanked ("my iceland trip vlog part #"). */
function shape(title: string): string {
  return squish(title.toLocaleLowerCase().replace(/\d+/gu, '#'));
}

/** Whether the title is an episode of a series the channel's top titles share, named with topic words. */
export function isSeriesTitle(title: string, topTitles: readonly string[], language: string): boolean {
  if (!/\d/u.test(title)) return false;
  const own = shape(title);
  if (!topTitles.some((t) => shape(t) === own)) return false;
  return tokenize(title.replace(/\d+/gu, ' '), language).some(
    (t) => !t.numeric && !PLACEHOLDER_WORDS.has(t.key),
  );
}

/** Whether the title is only placeholder words and numbers ("my video 3", "vlog #3" outside a series). */
export function isPlaceholderTitle(title: string, language: string): boolean {
  return tokenize(title, language).every((t) => t.numeric || t.stop || PLACEHOLDER_WORDS.has(t.key));
}

/** The title without the channel's name (as a part or in brackets), or the title when it does not hold it. */
export function withoutChannelName(title: string, channel: string | undefined): string {
  if (!channel || channel.trim().length < 3) return title;
  const escaped = channel.trim().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const pattern = new RegExp(
    `\\s*(?:[|｜–—-]|by|de|von|par)?\\s*[([【]?${escaped}[)\\]】]?\\s*$|^\\s*[([【]?${escaped}[)\\]】]?\\s*[|｜:–—-]\\s*`,
    'iu',
  );
  const out = squish(title.replace(pattern, ' '));
  return out || title;
}

/** How often each keyword's words appear in the channel's top titles (0 when they never do). */
export function channelAffinity(keyword: string, topTitles: readonly string[], language: string): number {
  const keys = new Set(
    tokenize(keyword, language)
      .filter((t) => !t.stop)
      .map((t) => t.key),
  );
  if (keys.size === 0) return 0;
  return topTitles.filter((title) => tokenize(title, language).some((t) => keys.has(t.key))).length;
}
