// Pure helpers of the admin pages: the reason code of a refusal, and an audit entry's before and after as the
// fields that changed, each a dotted path with its old and new value in words.
import { isApiError } from '../../lib/api.ts';

/** The `details.reason` the server gave for a refusal, if any. */
export function errorReason(error: unknown): string | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const reason = (error.details as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
}

export interface FieldChange {
  /** A dotted path ("limits.optimization"), or "" for a value that is not an object. */
  field: string;
  /** The value as text; undefined where the field did not exist on that side. */
  before: string | undefined;
  after: string | undefined;
}

const MAX_TEXT = 160;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted paths (three levels deep); arrays and deeper objects stay whole. */
function flatten(value: unknown, prefix = '', depth = 0): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isRecord(value) || depth >= 3) {
    out.set(prefix, value);
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) {
      for (const [k, v] of flatten(inner, path, depth + 1)) out.set(k, v);
    } else out.set(path, inner);
  }
  return out;
}

/** A value as short text: strings as they are, null as "—", anything else as compact JSON. */
export function valueText(value: unknown): string {
  const text = value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The fields an entry changed, in a stable order; a created or removed thing lists all of its fields. */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const old = hasBefore ? flatten(before) : new Map<string, unknown>();
  const now = hasAfter ? flatten(after) : new Map<string, unknown>();
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .filter(
      (field) => !hasBefore || !hasAfter || JSON.stringify(old.get(field)) !== JSON.stringify(now.get(field)),
    )
    .map((field) => ({
      field,
      before: old.has(field) ? valueText(old.get(field)) : undefined,
      after: now.has(field) ? valueText(now.get(field)) : undefined,
    }));
}
