// A title as the creator built it: parts joined by separators (" | ", " – ", ": ") or wrapped in brackets
// ("(…)", "【…】"). Reordering and dropping whole parts keeps the creator's own words.

export interface TitlePart {
  text: string;
  /** What precedes the part in the title ('' for the first), or the bracket pair around it. */
  joiner: string;
  bracket: [string, string] | null;
}

const BRACKETS: Record<string, string> = { '(': ')', '[': ']', '【': '】', '〔': '〕', '（': '）' };
const SEPARATOR = /^(\s+[|｜–—-]\s+|\s*[｜]\s*|:\s+|：)/u;

export function splitTitle(title: string): TitlePart[] {
  const parts: TitlePart[] = [];
  let text = '';
  let joiner = '';
  const flush = (next: string) => {
    if (text.trim()) parts.push({ text: text.trim(), joiner, bracket: null });
    text = '';
    joiner = next;
  };
  for (let i = 0; i < title.length;) {
    const rest = title.slice(i);
    const open = rest[0] ?? '';
    const close = BRACKETS[open];
    const end = close ? rest.indexOf(close) : -1;
    if (close && end > 1) {
      flush(joiner || ' ');
      parts.push({
        text: rest.slice(1, end).trim(),
        joiner: parts.length ? ' ' : '',
        bracket: [open, close],
      });
      joiner = ' ';
      i += end + 1;
      continue;
    }
    const sep = SEPARATOR.exec(rest);
    if (sep && text.trim()) {
      flush(sep[0]);
      i += sep[0].length;
      continue;
    }
    text += open;
    i += 1;
  }
  flush('');
  return parts;
}

const FULLWIDTH_BRACKETS = new Set(['【', '〔', '（']);

export function joinTitle(parts: readonly TitlePart[]): string {
  return parts
    .map((p, i) => {
      const body = p.bracket ? `${p.bracket[0]}${p.text}${p.bracket[1]}` : p.text;
      if (i === 0) return body;
      // Full-width brackets carry their own spacing: no space before or after them.
      const previous = parts[i - 1]?.bracket?.[0];
      const tight =
        (p.bracket && FULLWIDTH_BRACKETS.has(p.bracket[0])) || (previous && FULLWIDTH_BRACKETS.has(previous));
      if (tight && (!p.joiner.trim() || p.bracket)) return body;
      return (p.bracket ? ' ' : p.joiner || ' ') + body;
    })
    .join('')
    .replace(/[^\S\n]+/gu, ' ')
    .trim();
}
