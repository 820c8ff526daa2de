// The parts of a title or description no engine may change: links, e-mail addresses, @handles, hashtags,
// timestamps and the channel's glossary terms. They are swapped for placeholders ⟦n⟧ before the engine sees the
// text and put back afterwards (a chapter line's leading time is not sent at all) — a glossary term as its fixed
// translation, everything else exactly as written. What an engine breaks is repaired where the intent is
// clear (a mangled or moved placeholder, a dropped link) and reported, so the reviewer sees what was fixed.
import { PLACEHOLDER, placeholder } from '../../integrations/translation/translation-engine.ts';

export type TokenKind = 'link' | 'email' | 'handle' | 'hashtag' | 'timestamp' | 'term';

export interface ProtectedToken {
  kind: TokenKind;
  /** The text as the creator wrote it. */
  source: string;
  /** What it becomes per language (glossary translations); absent: the source text. */
  translations?: Record<string, string>;
}

export interface GlossaryEntry {
  term: string;
  keep: boolean;
  translations: Record<string, string>;
}

export interface ProtectedSegment {
  /** The text with placeholders, as the engine receives it. */
  masked: string;
  /** The segment's own tokens; placeholder n is tokens[n]. */
  tokens: ProtectedToken[];
  /**
   * A chapter line's time and what separates it from the chapter title (`1:30 `, `01:30 - `): kept out of what
   * the engine sees and put back first, exactly as written; empty for other lines.
   */
  chapterPrefix: string;
  /** Nothing but protected parts, spaces and punctuation: kept as written, not sent to the engine. */
  verbatim: boolean;
}

const PATTERNS: { kind: Exclude<TokenKind, 'term'>; pattern: RegExp }[] = [
  { kind: 'link', pattern: /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]}'’”]/giu },
  { kind: 'email', pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/gu },
  { kind: 'handle', pattern: /(?<![\p{L}\p{N}_@/.])@[\p{L}\p{N}_.-]*[\p{L}\p{N}_]/gu },
  { kind: 'hashtag', pattern: /(?<![\p{L}\p{N}_#&])#[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*/gu },
  { kind: 'timestamp', pattern: /(?<![\d:])(?:\d{1,2}:)?\d{1,2}:\d{2}(?![\d:])/gu },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CHAPTER_PREFIX = /^\s*(?:\d{1,2}:)?\d{1,2}:\d{2}(?![\d:])\s*(?:[-–—:|]\s*)?/u;

interface Span {
  start: number;
  end: number;
  token: ProtectedToken;
}

function findSpans(text: string, glossary: readonly GlossaryEntry[]): Span[] {
  const spans: Span[] = [];
  const taken = (start: number, end: number) => spans.some((s) => start < s.end && end > s.start);
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!taken(start, end)) spans.push({ start, end, token: { kind, source: match[0] } });
    }
  }
  // Longest terms first, whole words only (a brand inside a link was taken above).
  const terms = [...glossary].sort((a, b) => b.term.length - a.term.length);
  for (const entry of terms) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(entry.term)}(?![\\p{L}\\p{N}_])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken(start, end)) continue;
      spans.push({
        start,
        end,
        token: {
          kind: 'term',
          source: match[0],
          ...(entry.keep ? {} : { translations: entry.translations }),
        },
      });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Masks one line (or a title): its protected parts become ⟦0⟧, ⟦1⟧… */
export function protectSegment(line: string, glossary: readonly GlossaryEntry[] = []): ProtectedSegment {
  const chapterPrefix = CHAPTER_PREFIX.exec(line)?.[0] ?? '';
  const text = line.slice(chapterPrefix.length);
  const spans = findSpans(text, glossary);
  let masked = '';
  let at = 0;
  spans.forEach((span, index) => {
    masked += text.slice(at, span.start) + placeholder(index);
    at = span.end;
  });
  masked += text.slice(at);
  const rest = masked.replace(PLACEHOLDER, '');
  return {
    masked,
    tokens: spans.map((s) => s.token),
    chapterPrefix,
    verbatim: !/[\p{L}\p{N}]/u.test(rest),
  };
}

export interface RestoredSegment {
  text: string;
  /** What was repaired, in words a reviewer understands. */
  repairs: string[];
  /** Set when the answer cannot be used (the engine returned nothing for text that had words). */
  rejected: string | null;
}

/** Placeholders as engines mangle them: other brackets, doubled brackets, spaces, full-width digits. */
const MANGLED = /(?:⟦|\[\[|\[|【|〚|〔|\{\{|\{)\s*([0-9０-９]{1,3})\s*(?:⟧|\]\]|\]|】|〛|〕|\}\}|\})/gu;
const asciiDigits = (s: string) =>
  s.replace(/[０-９]/gu, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));

function valueOf(token: ProtectedToken, language: string): string {
  return token.translations?.[language] ?? token.source;
}

const describe = (token: ProtectedToken) =>
  ({
    link: `the link ${token.source}`,
    email: `the address ${token.source}`,
    handle: `the handle ${token.source}`,
    hashtag: `the hashtag ${token.source}`,
    timestamp: `the time ${token.source}`,
    term: `the glossary term “${token.source}”`,
  })[token.kind];

/**
 * Puts the protected parts back into an engine's answer for `language`: mangled placeholders are read as
 * meant, unknown ones removed, doubles dropped, a lost part added back (at the end of the line), and a chapter
 * line's time put back in front of its translated title.
 */
export function restoreSegment(segment: ProtectedSegment, answer: string, language: string): RestoredSegment {
  const repairs: string[] = [];
  if (segment.verbatim) {
    return {
      text:
        segment.chapterPrefix +
        segment.masked.replace(PLACEHOLDER, (_, n: string) => valueOf(segment.tokens[Number(n)]!, language)),
      repairs,
      rejected: null,
    };
  }
  if (answer.trim() === '') {
    return { text: '', repairs, rejected: 'The engine returned no text for a line that has words.' };
  }
  let text = answer.replace(MANGLED, (whole, digits: string) => {
    const n = Number(asciiDigits(digits));
    const token = segment.tokens[n];
    if (!token) return whole;
    if (whole !== placeholder(n))
      repairs.push(`Restored ${describe(token)} (the engine changed its marker).`);
    return placeholder(n);
  });
  const seen = new Set<number>();
  text = text.replace(PLACEHOLDER, (_, n: string) => {
    const index = Number(n);
    const token = segment.tokens[index];
    if (!token) {
      repairs.push('Removed a marker the engine invented.');
      return '';
    }
    if (seen.has(index)) {
      repairs.push(`Removed a repeated copy of ${describe(token)}.`);
      return '';
    }
    seen.add(index);
    return `\uE000${index}\uE000`;
  });
  segment.tokens.forEach((token, index) => {
    if (seen.has(index)) return;
    // An engine that wrote the part out instead of its marker kept it.
    if (token.kind !== 'term' && text.includes(token.source)) return;
    if (token.kind === 'term' && text.toLowerCase().includes(valueOf(token, language).toLowerCase())) return;
    repairs.push(`Put back ${describe(token)}, which the engine dropped.`);
    text = `${text.trimEnd()} \uE000${index}\uE000`;
  });
  text = text.replace(/\uE000(\d+)\uE000/g, (_, n: string) => valueOf(segment.tokens[Number(n)]!, language));
  const restored = text.replace(/[ \t]{2,}/g, ' ').trim();
  return { text: segment.chapterPrefix + restored, repairs, rejected: null };
}

export interface ProtectedDocument {
  /** One per line of the original; blank lines are kept as they are and not sent. */
  lines: { original: string; segment: ProtectedSegment | null }[];
}

/** Splits a description into lines and masks each (blank lines stay blank). */
export function protectDocument(text: string, glossary: readonly GlossaryEntry[] = []): ProtectedDocument {
  return {
    lines: text.split('\n').map((line) => ({
      original: line,
      segment: line.trim() === '' ? null : protectSegment(line, glossary),
    })),
  };
}

/** The segments of a document an engine must translate (not blank, not verbatim), in order. */
export function segmentsToSend(doc: ProtectedDocument): ProtectedSegment[] {
  return doc.lines.flatMap((l) => (l.segment && !l.segment.verbatim ? [l.segment] : []));
}

/** Rebuilds a document from the engine's answers (one per segment sent, in order). */
export function restoreDocument(
  doc: ProtectedDocument,
  answers: readonly string[],
  language: string,
): RestoredSegment {
  let next = 0;
  const repairs: string[] = [];
  let rejected: string | null = null;
  const lines = doc.lines.map((line) => {
    if (!line.segment) return line.original;
    const answer = line.segment.verbatim ? '' : (answers[next++] ?? '');
    const restored = restoreSegment(line.segment, answer.replace(/\n+/g, ' '), language);
    repairs.push(...restored.repairs);
    rejected ??= restored.rejected;
    return restored.text;
  });
  return { text: lines.join('\n'), repairs, rejected };
}
