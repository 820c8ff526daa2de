// The suggested chapters written into the description, where YouTube reads them (a timestamp first on each
// line): in place of the chapter lines already there, or — when there are none — before a closing line of
// hashtags, else at the end.
import { formatTimestamp, parseChapters } from '@vidcraft/seo';

interface ChapterLike {
  startSeconds: number;
  title: string;
}

const HASHTAGS_ONLY = /^(?:\s*#[\p{L}\p{M}\p{N}_]+)+\s*$/u;

function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').replace(/^\n+/, '');
}

export function withChapters(description: string, chapters: readonly ChapterLike[]): string {
  const block = chapters.map((chapter) => `${formatTimestamp(chapter.startSeconds)} ${chapter.title.trim()}`);
  if (block.length === 0) return description;
  const lines = description.replace(/\r\n?/g, '\n').split('\n');
  const existing = new Set(parseChapters(description).chapters.map((chapter) => chapter.line - 1));
  if (existing.size > 0) {
    const first = Math.min(...existing);
    return tidy(
      lines
        .flatMap((line, index) => (index === first ? block : existing.has(index) ? [] : [line]))
        .join('\n'),
    );
  }
  const trimmed = lines.join('\n').replace(/\s+$/, '').split('\n');
  const last = trimmed.length - 1;
  if (trimmed.length > 1 && HASHTAGS_ONLY.test(trimmed[last] ?? '')) {
    return tidy([...trimmed.slice(0, last), '', ...block, '', trimmed[last] ?? ''].join('\n'));
  }
  if (trimmed.length === 1 && trimmed[0] === '') return block.join('\n');
  return tidy([...trimmed, '', ...block].join('\n'));
}

/** The description's chapters are exactly these. */
export function hasChapters(description: string, chapters: readonly ChapterLike[]): boolean {
  const found = parseChapters(description).chapters;
  return (
    chapters.length > 0 &&
    found.length === chapters.length &&
    found.every((chapter, index) => {
      const wanted = chapters[index];
      return (
        wanted !== undefined &&
        chapter.startSeconds === wanted.startSeconds &&
        chapter.title === wanted.title.trim()
      );
    })
  );
}

export function describesChapters(description: string): boolean {
  return parseChapters(description).chapters.length > 0;
}
