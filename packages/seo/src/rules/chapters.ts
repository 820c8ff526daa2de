// Chapters from a description, by YouTube's rules: the timestamp first on its line, the first at 0:00, at least
// three, ascending, each at least ten seconds long. Brackets around a timestamp break YouTube's parser.
import { LIMITS } from './limits.ts';

export interface Chapter {
  startSeconds: number;
  title: string;
  /** The line as written (1-based line number in the description). */
  line: number;
}

export type ChapterProblem =
  'fewerThanThree' | 'firstNotAtZero' | 'notAscending' | 'chapterUnderTenSeconds' | 'bracketedTimestamp';

export interface ParsedChapters {
  chapters: Chapter[];
  /** True when YouTube would show these chapters. */
  valid: boolean;
  /** Stable ids (see ChapterProblem), in the order found; empty when valid or when there are no chapters. */
  problems: ChapterProblem[];
}

const TIMESTAMP = String.raw`(?:(\d{1,2}):)?(\d{1,2}):(\d{2})`;
const LEADING = new RegExp(String.raw`^\s*${TIMESTAMP}(?=$|[\s\-–—:|.)\]])\s*[-–—:|.]?\s*(.*)$`, 'u');
const BRACKETED = new RegExp(String.raw`^\s*[[(]\s*${TIMESTAMP}\s*[\])]`, 'u');

function toSeconds(hours: string | undefined, minutes: string, seconds: string): number | null {
  const m = Number(minutes);
  const s = Number(seconds);
  if (s >= 60 || (hours !== undefined && m >= 60)) return null;
  return Number(hours ?? 0) * 3600 + m * 60 + s;
}

/** "0:00", "4:05", "1:02:03": YouTube's own display format. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Reads the chapter list. `durationSeconds`, when known, also checks the last chapter's length.
 * Lines whose timestamp is in brackets are reported (YouTube ignores them) but not taken as chapters.
 */
export function parseChapters(description: string, durationSeconds?: number | null): ParsedChapters {
  const chapters: Chapter[] = [];
  const problems = new Set<ChapterProblem>();
  description.split(/\r?\n/).forEach((text, index) => {
    if (BRACKETED.test(text)) {
      problems.add('bracketedTimestamp');
      return;
    }
    const match = LEADING.exec(text);
    if (!match) return;
    const seconds = toSeconds(match[1], match[2] ?? '0', match[3] ?? '0');
    if (seconds === null) return;
    chapters.push({ startSeconds: seconds, title: (match[4] ?? '').trim(), line: index + 1 });
  });
  if (chapters.length === 0) return { chapters, valid: false, problems: [...problems] };
  if (chapters.length < LIMITS.chaptersMin) problems.add('fewerThanThree');
  if (chapters[0]?.startSeconds !== 0) problems.add('firstNotAtZero');
  for (let i = 1; i < chapters.length; i += 1) {
    const gap = (chapters[i]?.startSeconds ?? 0) - (chapters[i - 1]?.startSeconds ?? 0);
    if (gap <= 0) problems.add('notAscending');
    else if (gap < LIMITS.chapterMinSeconds) problems.add('chapterUnderTenSeconds');
  }
  const last = chapters[chapters.length - 1];
  if (durationSeconds != null && last && durationSeconds - last.startSeconds < LIMITS.chapterMinSeconds) {
    problems.add('chapterUnderTenSeconds');
  }
  return { chapters, valid: problems.size === 0, problems: [...problems] };
}

/** The description lines of a chapter list, in YouTube's format: timestamp first, then the title. */
export function formatChapterLines(chapters: readonly { startSeconds: number; title: string }[]): string[] {
  return chapters.map((c) => `${formatTimestamp(c.startSeconds)} ${c.title}`);
}
