// WebVTT and SRT caption files → timed cues, the transcript the engines ground chapters and keywords in.
export interface Cue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

function seconds(stamp: string): number {
  const parts = stamp.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Parses WebVTT or SRT; tags (<i>, <c.x>, voice spans) are stripped, NOTE/STYLE blocks skipped. */
export function parseCaptionCues(body: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of body.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => TIMING.test(line));
    if (timingIndex < 0) continue;
    const match = TIMING.exec(lines[timingIndex]!)!;
    const text = lines
      .slice(timingIndex + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    cues.push({ startSeconds: seconds(match[1]!), endSeconds: seconds(match[2]!), text });
  }
  return cues.sort((a, b) => a.startSeconds - b.startSeconds);
}
