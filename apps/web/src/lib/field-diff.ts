// What changes between two versions of a video's metadata, presented per field: the title as before → after,
// the description line by line (kept, removed, added), the tags as added, removed and kept.
import type { MetadataFields } from '@vidcraft/contracts';

export type MetadataField = keyof MetadataFields;
export const METADATA_FIELDS: readonly MetadataField[] = ['title', 'description', 'tags'];

export interface LineChange {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

export interface TagChange {
  added: string[];
  removed: string[];
  kept: string[];
  /** Same tags in a different order. */
  reordered: boolean;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ, in title, description, tags order. */
export function changedFields(
  before: Partial<MetadataFields>,
  after: Partial<MetadataFields>,
): MetadataField[] {
  return METADATA_FIELDS.filter(
    (field) =>
      after[field] !== undefined && before[field] !== undefined && !sameValue(before[field], after[field]),
  );
}

/** Only the changed fields of `after` (what a publish sends). */
export function changedValues(base: MetadataFields, after: MetadataFields): Partial<MetadataFields> {
  return Object.fromEntries(changedFields(base, after).map((field) => [field, after[field]]));
}

/** A line diff (longest common subsequence): every line of both texts, in order. */
export function diffLines(before: string, after: string): LineChange[] {
  const a = before.replace(/\r\n?/g, '\n').split('\n');
  const b = after.replace(/\r\n?/g, '\n').split('\n');
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * cols + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * cols + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * cols + j] ?? 0, lcs[i * cols + j + 1] ?? 0);
    }
  }
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] ?? '' });
      i += 1;
      j += 1;
    } else if (
      j < b.length &&
      (i >= a.length || (lcs[i * cols + j + 1] ?? 0) > (lcs[(i + 1) * cols + j] ?? 0))
    ) {
      out.push({ kind: 'added', text: b[j] ?? '' });
      j += 1;
    } else {
      out.push({ kind: 'removed', text: a[i] ?? '' });
      i += 1;
    }
  }
  return out;
}

/** Changed lines with up to `context` unchanged lines around them; longer unchanged runs become one gap. */
export function withContext(
  lines: readonly LineChange[],
  context = 1,
): Array<LineChange | { kind: 'gap'; count: number }> {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.kind !== 'same'),
  );
  const out: Array<LineChange | { kind: 'gap'; count: number }> = [];
  lines.forEach((line, index) => {
    if (line.kind !== 'same' || near[index]) {
      out.push(line);
      return;
    }
    const last = out.at(-1);
    if (last?.kind === 'gap') last.count += 1;
    else out.push({ kind: 'gap', count: 1 });
  });
  return out;
}

const tagKey = (tag: string) => tag.toLocaleLowerCase();

export function diffTags(before: readonly string[], after: readonly string[]): TagChange {
  const had = new Set(before.map(tagKey));
  const has = new Set(after.map(tagKey));
  const kept = after.filter((tag) => had.has(tagKey(tag)));
  const keptBefore = before.filter((tag) => has.has(tagKey(tag)));
  return {
    added: after.filter((tag) => !had.has(tagKey(tag))),
    removed: before.filter((tag) => !has.has(tagKey(tag))),
    kept,
    reordered: !sameValue(kept.map(tagKey), keptBefore.map(tagKey)),
  };
}

/** A localized title and description, as a history entry keeps them per YouTube language id. */
export interface LocalizedTexts {
  title?: string;
  description?: string;
}

export interface LocalizationChange {
  /** YouTube's language id (`de`, `iw`, `zh-TW`, `es-419`). */
  language: string;
  kind: 'added' | 'changed' | 'removed';
  before?: LocalizedTexts;
  after?: LocalizedTexts;
}

/** Per language, what a translation publish added, changed or removed, in language-id order. */
export function diffLocalizations(
  before: Readonly<Record<string, LocalizedTexts>> | undefined,
  after: Readonly<Record<string, LocalizedTexts>> | undefined,
): LocalizationChange[] {
  const had = before ?? {};
  const has = after ?? {};
  const languages = [...new Set([...Object.keys(had), ...Object.keys(has)])].sort();
  return languages.flatMap((language): LocalizationChange[] => {
    const old = had[language];
    const now = has[language];
    if (!old && now) return [{ language, kind: 'added', after: now }];
    if (old && !now) return [{ language, kind: 'removed', before: old }];
    if (old && now && (old.title !== now.title || old.description !== now.description)) {
      return [{ language, kind: 'changed', before: old, after: now }];
    }
    return [];
  });
}
