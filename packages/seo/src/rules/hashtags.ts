// Hashtags as YouTube links them: '#' followed by letters, marks, digits or underscores (a space or punctuation
// ends the hashtag), not preceded by a letter, digit or '/' (so URL fragments and "C#" are not hashtags), and
// containing at least one letter (a bare "#1" is not a hashtag).

const HASHTAG = /(^|[^\p{L}\p{M}\p{N}_/&#])#([\p{L}\p{M}\p{N}_]+)/gu;

/** Distinct hashtags in order of first appearance, with their '#', compared case-insensitively. */
export function parseHashtags(text: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const match of text.matchAll(HASHTAG)) {
    const body = match[2] ?? '';
    if (!/\p{L}/u.test(body)) continue;
    const key = body.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(`#${body}`);
  }
  return found;
}

/** Turns a keyword into a hashtag: spaces and punctuation removed, CamelCase where the script has case. */
export function toHashtag(keyword: string): string | null {
  const words = keyword
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return null;
  const body = words
    .map((w, i) => (words.length > 1 || i > 0 ? w.charAt(0).toLocaleUpperCase() + w.slice(1) : w))
    .join('');
  if (!/\p{L}/u.test(body)) return null;
  return `#${body}`;
}
