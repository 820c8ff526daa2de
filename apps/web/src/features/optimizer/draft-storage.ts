// The editor's values for one video, kept in this browser's local storage for the signed-in user: they survive
// a reload, a closed tab and the trip to Google to grant write access, until the user publishes or discards
// them. A draft belongs to the account that wrote it (another account on this browser does not see it) and
// is dropped after 30 days untouched. Never holds tokens.
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

interface StoredDraft extends OptimizerDraft {
  /** The account the draft belongs to (its email). */
  owner: string;
  savedAt: number;
}

const PREFIX = 'vidcraft.optimizer.draft.';
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

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

function readStored(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (
      typeof draft.suggestionId !== 'string' ||
      typeof draft.owner !== 'string' ||
      typeof draft.savedAt !== 'number' ||
      !isFields(draft.base) ||
      !isFields(draft.values)
    )
      return null;
    return draft as StoredDraft;
  } catch {
    return null;
  }
}

/** The owner's draft for this video, or null (none, someone else's, too old, or unreadable). */
export function loadDraft(
  owner: string,
  videoId: string,
  storage: Storage | null = browserStorage(),
  now = Date.now(),
): OptimizerDraft | null {
  try {
    const stored = readStored(storage?.getItem(PREFIX + videoId) ?? null);
    if (!stored || stored.owner !== owner) return null;
    if (now - stored.savedAt > DRAFT_MAX_AGE_MS) {
      storage?.removeItem(PREFIX + videoId);
      return null;
    }
    return {
      suggestionId: stored.suggestionId,
      base: stored.base,
      values: stored.values,
      ...(stored.resumePublish === true ? { resumePublish: true } : {}),
    };
  } catch {
    return null;
  }
}

export function saveDraft(
  owner: string,
  videoId: string,
  draft: OptimizerDraft,
  storage: Storage | null = browserStorage(),
  now = Date.now(),
): void {
  const stored: StoredDraft = { ...draft, owner, savedAt: now };
  try {
    storage?.setItem(PREFIX + videoId, JSON.stringify(stored));
  } catch {
    // Storage full or off: the edits stay in memory only.
  }
}

export function clearDraft(videoId: string, storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(PREFIX + videoId);
  } catch {
    // nothing stored
  }
}

/** Removes every draft of this owner (their account was deleted). */
export function clearDraftsOf(owner: string, storage: Storage | null = browserStorage()): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) === true,
    );
    for (const key of keys) if (readStored(storage.getItem(key))?.owner === owner) storage.removeItem(key);
  } catch {
    // nothing stored
  }
}
