// Checks a caption file a creator uploads (SRT or WebVTT) block by block, so every problem is reported with the
// line it starts on: subsrt-ts reads each block (decision 027) and quietly skips what it cannot read, which is
// right for YouTube's own files and wrong for a file about to be sent — a skipped cue would simply vanish.
// The cues then pass the one set of cue rules (packages/contracts caption-cues.ts) the cue editor uses too.
import subsrt from 'subsrt-ts';
import { cueProblems, type CaptionFileCheck, type CaptionFileIssue } from '@vidcraft/contracts';
import { cleanCueText, detectCaptionFormat, isTimingLine, normalizeCaptionBody } from './caption-file.ts';

// WebVTT blocks that hold no cue: the header, comments, style sheets and regions.
const VTT_META_BLOCK = /^(?:WEBVTT|NOTE|STYLE|REGION)(?:[ \t\n]|$)/;
const EXCERPT_MAX = 120;
const TIMESTAMP = /\d:\d{2}[.,:]\d/;

interface Block {
  /** The first line of the block in the file, from 1. */
  line: number;
  lines: string[];
}

const excerpt = (line: string | undefined) => [...(line ?? '')].slice(0, EXCERPT_MAX).join('');

// Splits at blank lines as subsrt-ts does (a line of spaces counts as blank), except a line of spaces right after
// a timing line, which YouTube's auto-captions open cues with (caption-file.ts drops it too).
function blocksOf(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let previousWasTiming = false;
  lines.forEach((raw, index) => {
    const blank = raw.trim().length === 0;
    if (blank && previousWasTiming && raw.length > 0) return;
    previousWasTiming = !blank && isTimingLine(raw);
    if (blank) {
      current = null;
      return;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(raw);
  });
  return blocks;
}

/** Reads `bytes` as an uploaded caption file: its cues, each with its timing line, and every problem found. */
export function checkCaptionFile(bytes: Uint8Array): CaptionFileCheck {
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { format: null, cues: [], issues: [issue(1, 'notUtf8', '')] };
  }
  const lines = body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const format = detectCaptionFormat(normalizeCaptionBody(body));
  if (format === undefined)
    return { format: null, cues: [], issues: [issue(1, 'notACaptionFile', lines[0])] };
  if (format === 'sbv') return { format: null, cues: [], issues: [issue(1, 'unsupportedFormat', lines[0])] };

  const cues: CaptionFileCheck['cues'] = [];
  const issues: CaptionFileIssue[] = [];
  for (const block of blocksOf(lines)) {
    const text = block.lines.join('\n');
    if (format === 'vtt' && VTT_META_BLOCK.test(text)) continue;
    const parsed = subsrt
      .parse(normalizeCaptionBody(text), { format, eol: '\n' })
      .filter((caption) => caption.type === 'caption');
    const caption = parsed[0];
    // The timing line, or the line that tried to be one (a broken arrow), else the block's first line.
    const timingOffset = Math.max(
      0,
      block.lines.findIndex((line) => isTimingLine(line) || TIMESTAMP.test(line)),
    );
    if (parsed.length !== 1 || !caption) {
      issues.push(issue(block.line + timingOffset, 'unreadableBlock', block.lines[timingOffset]));
      continue;
    }
    cues.push({
      startMs: caption.start,
      endMs: caption.end,
      text: cleanCueText(caption.content, format),
      line: block.line + timingOffset,
    });
  }
  for (const problem of cueProblems(cues)) {
    const cue = cues[problem.index]!;
    issues.push({
      line: cue.line,
      cue: problem.index,
      code: problem.kind,
      other: problem.other,
      excerpt: excerpt(lines[cue.line - 1]),
    });
  }
  if (cues.length === 0 && issues.length === 0) issues.push(issue(1, 'noCues', lines[0]));
  issues.sort((a, b) => a.line - b.line);
  return { format, cues, issues };
}

function issue(line: number, code: CaptionFileIssue['code'], text: string | undefined): CaptionFileIssue {
  return { line, cue: null, code, other: null, excerpt: excerpt(text) };
}
