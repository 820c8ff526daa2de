// Hashtags live in the description text. Adding one puts it on the closing line of hashtags (YouTube's usual
// place, after everything else); removing one takes it off that line, or — inside a sentence — only drops its
// "#" so the word stays. The first three hashtags of title and description show above the title.
import { LIMITS, parseHashtags, toHashtag } from '@vidcraft/seo';

const HASHTAGS_ONLY = /^(?:\s*#[\p{L}\p{M}\p{N}_]+)+\s*$/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "#Camp", "camp", "winter camping" → "#Camp", "#camp", "#WinterCamping"; null when nothing is left. */
export function normalizeHashtag(input: string): string | null {
  const body = input.trim().replace(/^#+/, '');
  return body ? toHashtag(body) : null;
}

export function hasHashtag(description: string, hashtag: string): boolean {
  const wanted = hashtag.toLocaleLowerCase();
  return parseHashtags(description).some((tag) => tag.toLocaleLowerCase() === wanted);
}

/** The description with the hashtag added to its closing hashtag line (a new last line when it has none). */
export function addHashtag(description: string, hashtag: string): string {
  if (hasHashtag(description, hashtag)) return description;
  const text = description.replace(/\s+$/, '');
  if (!text) return hashtag;
  const lines = text.split('\n');
  const last = lines.at(-1) ?? '';
  if (HASHTAGS_ONLY.test(last)) return [...lines.slice(0, -1), `${last.trimEnd()} ${hashtag}`].join('\n');
  return `${text}\n\n${hashtag}`;
}

/** The description without the hashtag: dropped from hashtag-only lines, un-tagged inside sentences. */
export function removeHashtag(description: string, hashtag: string): string {
  const body = escape(hashtag.replace(/^#/, ''));
  const pattern = new RegExp(`(^|[^\\p{L}\\p{M}\\p{N}_/&#])#(${body})(?![\\p{L}\\p{M}\\p{N}_])`, 'giu');
  const lines = description.split('\n').flatMap((line) => {
    if (!HASHTAGS_ONLY.test(line)) return [line.replace(pattern, '$1$2')];
    const rest = line
      .replace(pattern, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim();
    return rest ? [rest] : [];
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+$/, '');
}

export interface HashtagSummary {
  /** Hashtags in the description, in order. */
  inDescription: string[];
  /** The (up to) three YouTube shows above the title: the title's own first, then the description's. */
  aboveTitle: string[];
  /** Title and description together, as YouTube counts them. */
  total: number;
  level: 'none' | 'few' | 'good' | 'many' | 'overFifteen' | 'ignored';
}

export function summarizeHashtags(title: string, description: string): HashtagSummary {
  const all = parseHashtags(`${title}\n${description}`);
  const total = all.length;
  const { min, max } = LIMITS.hashtagsRecommended;
  const level =
    total === 0
      ? 'none'
      : total > LIMITS.hashtagsIgnoredAbove
        ? 'ignored'
        : total > LIMITS.hashtagsWarnAbove
          ? 'overFifteen'
          : total > max
            ? 'many'
            : total < min
              ? 'few'
              : 'good';
  return {
    inDescription: parseHashtags(description),
    aboveTitle: all.slice(0, LIMITS.hashtagsShownAboveTitle),
    total,
    level,
  };
}
