// The chapter editor's model: rows of (time, title) read from and written back into the description, where
// YouTube reads chapters (a timestamp first on each line). Rows keep what the user is still typing; only rows
// with a readable time are written. Validation follows YouTube's rules: the first at 0:00, at least three,
// ascending, each at least ten seconds long (the last one too, when the duration is known).
import { formatTimestamp, LIMITS, parseChapters } from '@vidcraft/seo';

export interface ChapterRow {
  id: string;
  /** As typed: "0:00", "4:05", "1:02:03". */
  time: string;
  title: string;
}

export type RowProblem = 'badTime' | 'firstNotAtZero' | 'notAscending' | 'tooShort' | 'emptyTitle';
export type ListProblem = 'fewerThanThree' | 'lastTooShort';

export interface ChapterValidation {
  rows: RowProblem[][];
  list: ListProblem[];
  /** The chapters YouTube would show as written. */
  valid: boolean;
}

const TIME = /^\s*(?:(\d{1,2}):)?(\d{1,2}):(\d{2})\s*$/;

/** "4:05" → 245; "1:02:03" → 3723; anything else → null. */
export function parseTimestamp(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const hours = match[1] === undefined ? 0 : Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  if (seconds >= 60 || (match[1] !== undefined && minutes >= 60)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

let counter = 0;
export function newRowId(): string {
  counter += 1;
  return `chapter-${counter}`;
}

export function rowsFromChapters(chapters: readonly { startSeconds: number; title: string }[]): ChapterRow[] {
  return chapters.map((chapter) => ({
    id: newRowId(),
    time: formatTimestamp(chapter.startSeconds),
    title: chapter.title,
  }));
}

/** The rows of the chapter lines in a description, as YouTube reads them. */
export function rowsFromDescription(description: string): ChapterRow[] {
  return rowsFromChapters(parseChapters(description).chapters);
}

/** The description lines for the rows with a readable time, timestamp first (YouTube's format). */
export function chapterLines(rows: readonly ChapterRow[]): string[] {
  return rows.flatMap((row) => {
    const seconds = parseTimestamp(row.time);
    return seconds === null ? [] : [`${formatTimestamp(seconds)} ${row.title.trim()}`.trimEnd()];
  });
}

const HASHTAGS_ONLY = /^(?:\s*#[\p{L}\p{M}\p{N}_]+)+\s*$/u;

function collapseBlankLines(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').replace(/^\n+/, '');
}

/** Where a new chapter block goes: after the opening paragraph, before a closing line of hashtags. */
function insertBlock(lines: string[], block: string[]): string[] {
  const blank = lines.findIndex((line, index) => index > 0 && line.trim() === '');
  if (blank !== -1) return [...lines.slice(0, blank), '', ...block, ...lines.slice(blank)];
  const last = lines.length - 1;
  if (last > 0 && HASHTAGS_ONLY.test(lines[last] ?? '')) {
    return [...lines.slice(0, last), '', ...block, '', lines[last] ?? ''];
  }
  return lines.length === 0 || (lines.length === 1 && lines[0] === '') ? block : [...lines, '', ...block];
}

/**
 * The description with its chapter lines replaced by the rows: in place of the first chapter line (other lines
 * are never touched), or — when it has none — after the opening paragraph.
 */
export function writeRows(description: string, rows: readonly ChapterRow[]): string {
  const lines = description.replace(/\r\n?/g, '\n').split('\n');
  const block = chapterLines(rows);
  const existing = new Set(parseChapters(description).chapters.map((chapter) => chapter.line - 1));
  if (existing.size === 0) {
    if (block.length === 0) return description;
    return collapseBlankLines(insertBlock(lines, block).join('\n'));
  }
  const first = Math.min(...existing);
  const kept = lines.flatMap((line, index) => {
    if (index === first) return block;
    return existing.has(index) ? [] : [line];
  });
  return collapseBlankLines(kept.join('\n')).replace(/\n+$/, description.endsWith('\n') ? '\n' : '');
}

/** Per-row problems and list problems, by YouTube's chapter rules. */
export function validateRows(rows: readonly ChapterRow[], durationSeconds: number | null): ChapterValidation {
  const problems: RowProblem[][] = rows.map(() => []);
  let previous: number | null = null;
  rows.forEach((row, index) => {
    const own = problems[index] ?? [];
    const seconds = parseTimestamp(row.time);
    if (!row.title.trim()) own.push('emptyTitle');
    if (seconds === null) {
      own.push('badTime');
      return;
    }
    if (index === 0 && seconds !== 0) own.push('firstNotAtZero');
    if (previous !== null) {
      if (seconds <= previous) own.push('notAscending');
      else if (seconds - previous < LIMITS.chapterMinSeconds) own.push('tooShort');
    }
    previous = seconds;
  });
  const list: ListProblem[] = [];
  if (rows.length < LIMITS.chaptersMin) list.push('fewerThanThree');
  const lastStart = parseTimestamp(rows.at(-1)?.time ?? '');
  if (
    durationSeconds !== null &&
    lastStart !== null &&
    durationSeconds - lastStart < LIMITS.chapterMinSeconds
  ) {
    list.push('lastTooShort');
  }
  const valid = list.length === 0 && problems.every((own) => own.length === 0);
  return { rows: problems, list, valid };
}

/** A new row's time: ten seconds after the last readable one (0:00 for the first). */
export function nextRowTime(rows: readonly ChapterRow[]): string {
  const starts = rows.map((row) => parseTimestamp(row.time)).filter((s): s is number => s !== null);
  return formatTimestamp(starts.length === 0 ? 0 : Math.max(...starts) + LIMITS.chapterMinSeconds);
}

export function moveRow<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
