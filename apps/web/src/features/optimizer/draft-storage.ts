// The editor's values for one video, kept in this tab's session storage: they survive a reload and the trip
// to Google to grant write access, and are cleared after a successful publish. Never holds tokens.
import type { MetadataFields } from '@vidcraft/contracts';

export interface OptimizerDraft {
  /** The suggestion set the values were edited from. */
  suggestionId: string;
  /** What the user started from (sent with a publish so YouTube-side changes are noticed). */
  base: MetadataFields;
  values: MetadataFields;
  /** Set when the user left to grant write access from the review step: reopen it on return. */
  resumePublish?: boolean;
}

const PREFIX = 'vidcraft.optimizer.draft.';

function isFields(value: unknown): value is MetadataFields {
  const fields = value as Partial<MetadataFields> | null;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    typeof fields.title === 'string' &&
    typeof fields.description === 'string' &&
    Array.isArray(fields.tags) &&
    fields.tags.every((tag) => typeof tag === 'string')
  );
}

export function loadDraft(videoId: string, storage: Storage = window.sessionStorage): OptimizerDraft | null {
  try {
    const raw = storage.getItem(PREFIX + videoId);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<OptimizerDraft>;
    if (typeof draft.suggestionId !== 'string' || !isFields(draft.base) || !isFields(draft.values))
      return null;
    return {
      suggestionId: draft.suggestionId,
      base: draft.base,
      values: draft.values,
      ...(draft.resumePublish === true ? { resumePublish: true } : {}),
    };
  } catch {
    return null;
  }
}

export function saveDraft(
  videoId: string,
  draft: OptimizerDraft,
  storage: Storage = window.sessionStorage,
): void {
  try {
    storage.setItem(PREFIX + videoId, JSON.stringify(draft));
  } catch {
    // Storage full or off: the edits stay in memory only.
  }
}

export function clearDraft(videoId: string, storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(PREFIX + videoId);
  } catch {
    // nothing stored
  }
}
