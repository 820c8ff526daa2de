// The publish form of one upload, kept in this tab's session storage: it survives a reload, the trip to Google to
// allow uploads and the trip to the thumbnail studio, and goes when the upload to YouTube starts. Never holds
// tokens. A draft stored before kept thumbnails existed names its frame by number: read as that frame.
import type { PublishChoice, ThumbnailChoice } from './publish-choice.ts';

const PREFIX = 'vidcraft.upload.publish.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored thumbnail choice: null, a frame or a kept thumbnail, or (older drafts) a frame's index. */
function thumbnailOf(value: unknown): ThumbnailChoice | null | undefined {
  if (value === null) return null;
  const isIndex = (index: unknown): index is number => Number.isInteger(index) && (index as number) >= 0;
  if (isIndex(value)) return { kind: 'frame', index: value };
  if (typeof value !== 'object') return undefined;
  const choice = value as Record<string, unknown>;
  if (choice.kind === 'frame' && isIndex(choice.index)) return { kind: 'frame', index: choice.index };
  if (choice.kind === 'kept' && typeof choice.thumbnailId === 'string' && choice.thumbnailId !== '') {
    return { kind: 'kept', thumbnailId: choice.thumbnailId };
  }
  return undefined;
}

function isChoice(value: unknown): value is Omit<PublishChoice, 'thumbnail'> & { thumbnail: unknown } {
  const choice = value as Partial<Record<keyof PublishChoice, unknown>> | null;
  return (
    typeof choice === 'object' &&
    choice !== null &&
    typeof choice.connectionId === 'string' &&
    typeof choice.title === 'string' &&
    typeof choice.description === 'string' &&
    Array.isArray(choice.tags) &&
    choice.tags.every((tag: unknown) => typeof tag === 'string') &&
    (choice.privacy === 'private' ||
      choice.privacy === 'unlisted' ||
      choice.privacy === 'public' ||
      choice.privacy === 'scheduled') &&
    typeof choice.scheduleAt === 'string' &&
    (choice.madeForKids === null || typeof choice.madeForKids === 'boolean') &&
    thumbnailOf(choice.thumbnail) !== undefined &&
    typeof choice.captions === 'boolean'
  );
}

export function readPublishDraft(uploadId: string): PublishChoice | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PREFIX + uploadId) ?? 'null');
    if (!isChoice(parsed)) return null;
    return { ...parsed, thumbnail: thumbnailOf(parsed.thumbnail) ?? null };
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
