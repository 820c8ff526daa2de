// The cue editor's rows: times as typed, text as typed, and each row's problems — a time that is no time, or
// one of the shared cue rules (packages/contracts caption-cues.ts, the server's own) — so the editor marks
// exactly what the server would refuse.
import { cueProblems, type CaptionCue, type CueProblemKind } from '@vidcraft/contracts';
import { formatCueTime, parseCueTime } from './cue-time.ts';

export interface CueRow {
  /** Stable across edits, for React keys and labels. */
  key: number;
  start: string;
  end: string;
  text: string;
}

export type RowProblem = { kind: 'badStart' | 'badEnd' } | { kind: CueProblemKind; other: number | null };

let nextKey = 0;
const newKey = () => (nextKey += 1);

export function rowsOf(cues: readonly CaptionCue[]): CueRow[] {
  return cues.map((cue) => ({
    key: newKey(),
    start: formatCueTime(cue.startMs),
    end: formatCueTime(cue.endMs),
    text: cue.text,
  }));
}

/** A new cue after `index`: two seconds from where that cue ends (or from 0). */
export function rowAfter(rows: readonly CueRow[], index: number): CueRow {
  const from = index >= 0 ? (parseCueTime(rows[index]?.end ?? '') ?? 0) : 0;
  return { key: newKey(), start: formatCueTime(from), end: formatCueTime(from + 2000), text: '' };
}

/** The cues the rows make, or null while a time cannot be read. */
export function cuesOf(rows: readonly CueRow[]): CaptionCue[] | null {
  const cues: CaptionCue[] = [];
  for (const row of rows) {
    const startMs = parseCueTime(row.start);
    const endMs = parseCueTime(row.end);
    if (startMs === null || endMs === null) return null;
    cues.push({ startMs, endMs, text: row.text.trim() });
  }
  return cues;
}

/** Each row's problems, by row index. Order and overlap are judged on rows whose times can be read. */
export function rowProblems(rows: readonly CueRow[]): RowProblem[][] {
  const problems: RowProblem[][] = rows.map(() => []);
  const timed: { index: number; startMs: number; endMs: number; text: string }[] = [];
  rows.forEach((row, index) => {
    const startMs = parseCueTime(row.start);
    const endMs = parseCueTime(row.end);
    if (startMs === null) problems[index]!.push({ kind: 'badStart' });
    if (endMs === null) problems[index]!.push({ kind: 'badEnd' });
    if (startMs !== null && endMs !== null) timed.push({ index, startMs, endMs, text: row.text });
    else if (row.text.trim().length === 0) problems[index]!.push({ kind: 'emptyText', other: null });
  });
  for (const problem of cueProblems(timed)) {
    const row = timed[problem.index]!.index;
    const other = problem.other === null ? null : timed[problem.other]!.index;
    problems[row]!.push({ kind: problem.kind, other });
  }
  return problems;
}
