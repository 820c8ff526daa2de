// Putting a title candidate together from pieces the creator or the video already has: a phrase styled to lead
// the title, and "what the viewer gets" appended before any trailing hashtags.
import { isSpaceless } from '../language/tokenize.ts';
import { styled } from './casing.ts';
import type { CaseStyle } from './casing.ts';

/** The title followed by what the video covers, before any trailing hashtags ("… #shorts"). */
export function withValue(title: string, covered: string, language: string): string {
  const tail = /(?:\s+#[\p{L}\p{M}\p{N}_]+)+$/u.exec(title)?.[0] ?? '';
  const body = title.slice(0, title.length - tail.length).trim();
  const joiner = isSpaceless(language) ? '｜' : /[:?!.]|\s[|–—-]\s/u.test(body) ? ' – ' : ': ';
  return `${body}${joiner}${covered}${tail}`;
}

/** A phrase styled to open a title in the creator's case style. */
export function lead(phrase: string, style: CaseStyle, language: string): string {
  return styled(phrase, style === 'none' ? 'none' : style, language);
}

/** What joins a leading phrase to the rest: a colon, or a full-width bar in scripts without spaces. */
export function leadJoiner(language: string): string {
  return isSpaceless(language) ? '｜' : ': ';
}
