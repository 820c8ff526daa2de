// The publish form of one upload, kept in this tab's session storage: it survives a reload and the trip to
// Google to allow uploads, and goes when the upload to YouTube starts. Never holds tokens.
import type { PublishChoice } from './publish-choice.ts';

const PREFIX = 'vidcraft.upload.publish.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isChoice(value: unknown): value is PublishChoice {
  const choice = value as Partial<PublishChoice> | null;
  return (
    typeof choice === 'object' &&
    choice !== null &&
    typeof choice.connectionId === 'string' &&
    typeof choice.title === 'string' &&
    typeof choice.description === 'string' &&
    Array.isArray(choice.tags) &&
    choice.tags.every((tag) => typeof tag === 'string') &&
    (choice.privacy === 'private' ||
      choice.privacy === 'unlisted' ||
      choice.privacy === 'public' ||
      choice.privacy === 'scheduled') &&
    typeof choice.scheduleAt === 'string' &&
    (choice.madeForKids === null || typeof choice.madeForKids === 'boolean') &&
    (choice.thumbnail === null || typeof choice.thumbnail === 'number') &&
    typeof choice.captions === 'boolean'
  );
}

export function readPublishDraft(uploadId: string): PublishChoice | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PREFIX + uploadId) ?? 'null');
    return isChoice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function savePublishDraft(uploadId: string, choice: PublishChoice): void {
  try {
    storage()?.setItem(PREFIX + uploadId, JSON.stringify(choice));
  } catch {
    // Storage full or refused: the form still works, it only does not survive a reload.
  }
}

export function clearPublishDraft(uploadId: string): void {
  try {
    storage()?.removeItem(PREFIX + uploadId);
  } catch {
    // Nothing to clear.
  }
}
