// What the creator chose on the result page for the upload to YouTube, and the request it becomes: a scheduled
// video is private with its `publishAt`; made-for-kids has no default (YouTube requires the answer); captions
// start off when the transcript is the offline engine's rough one. The thumbnail is one of the analysis's frames
// or a thumbnail kept in the studio. Each click sends its own idempotency key.
import type { Connection, UploadView } from '@vidcraft/contracts';
import { bestFrames } from './frame-lanes.ts';
import type { PublishUploadInput } from './uploads-api.ts';

export type PrivacyChoice = 'private' | 'unlisted' | 'public' | 'scheduled';

/** The thumbnail to go with the video: an analysis frame (by index), or a thumbnail kept in the studio. */
export type ThumbnailChoice = { kind: 'frame'; index: number } | { kind: 'kept'; thumbnailId: string };

export interface PublishChoice {
  connectionId: string;
  title: string;
  description: string;
  tags: string[];
  privacy: PrivacyChoice;
  /** A `datetime-local` value (the creator's own clock), used when `privacy` is scheduled. */
  scheduleAt: string;
  madeForKids: boolean | null;
  /** The frame or kept thumbnail to use as the thumbnail, or null for none (YouTube picks one). */
  thumbnail: ThumbnailChoice | null;
  captions: boolean;
}

export type PublishGap = 'channel' | 'title' | 'kids' | 'schedule';

/** A scheduled time must be at least this far ahead (the server refuses less than a minute). */
export const SCHEDULE_LEAD_MS = 2 * 60_000;

export function initialChoice(upload: UploadView, connections: readonly Connection[]): PublishChoice {
  const analysis = upload.analysis;
  const suggestion = analysis?.suggestion ?? null;
  const active = connections.find((connection) => connection.isActive) ?? connections[0];
  const best = analysis ? [...bestFrames(analysis.frames, 1)][0] : undefined;
  return {
    connectionId: active?.id ?? '',
    title: suggestion?.titles[0]?.text ?? upload.workingTitle,
    description: suggestion?.description ?? '',
    tags: suggestion?.tags ?? [],
    privacy: 'private',
    scheduleAt: '',
    madeForKids: null,
    thumbnail: best === undefined ? null : { kind: 'frame', index: best },
    captions: analysis?.transcript ? !analysis.transcript.rough : false,
  };
}

/** The `datetime-local` value as a moment, or null when it is not one. */
export function scheduledMoment(value: string): Date | null {
  if (!value) return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** What is still missing before the upload can start. */
export function publishGaps(choice: PublishChoice, now: number): PublishGap[] {
  const gaps: PublishGap[] = [];
  if (!choice.connectionId) gaps.push('channel');
  if (!choice.title.trim()) gaps.push('title');
  if (choice.madeForKids === null) gaps.push('kids');
  if (choice.privacy === 'scheduled') {
    const moment = scheduledMoment(choice.scheduleAt);
    if (!moment || moment.getTime() < now + SCHEDULE_LEAD_MS) gaps.push('schedule');
  }
  return gaps;
}

/** The same thumbnail, as the request names it (only its own fields, whatever else the value carries). */
function thumbnailInput(thumbnail: ThumbnailChoice): NonNullable<PublishUploadInput['thumbnail']> {
  return thumbnail.kind === 'frame'
    ? { kind: 'frame', index: thumbnail.index }
    : { kind: 'kept', thumbnailId: thumbnail.thumbnailId };
}

/** Whether two thumbnail choices are the same one. */
export function sameThumbnail(a: ThumbnailChoice | null, b: ThumbnailChoice | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'frame') return b.kind === 'frame' && a.index === b.index;
  return b.kind === 'kept' && a.thumbnailId === b.thumbnailId;
}

/** The request body (POST /api/uploads/:id/publish), or null while something is missing. */
export function publishBody(
  choice: PublishChoice,
  idempotencyKey: string,
  now: number = Date.now(),
): PublishUploadInput | null {
  if (publishGaps(choice, now).length > 0 || choice.madeForKids === null) return null;
  const scheduled = choice.privacy === 'scheduled' ? scheduledMoment(choice.scheduleAt) : null;
  return {
    connectionId: choice.connectionId,
    title: choice.title.trim(),
    description: choice.description,
    tags: choice.tags,
    privacyStatus: choice.privacy === 'scheduled' ? 'private' : choice.privacy,
    ...(scheduled ? { publishAt: scheduled.toISOString() } : {}),
    madeForKids: choice.madeForKids,
    ...(choice.thumbnail ? { thumbnail: thumbnailInput(choice.thumbnail) } : {}),
    captions: choice.captions,
    idempotencyKey,
  };
}

/** YouTube quota units the upload takes: the insert, plus a thumbnail and a caption track when chosen. */
export function publishUnits(
  choice: Pick<PublishChoice, 'thumbnail' | 'captions'>,
  costs: { insert: number; thumbnail: number; caption: number },
): number {
  return (
    costs.insert + (choice.thumbnail !== null ? costs.thumbnail : 0) + (choice.captions ? costs.caption : 0)
  );
}

/** Title, description and tags as one text to paste elsewhere. */
export function metadataText(choice: Pick<PublishChoice, 'title' | 'description' | 'tags'>): string {
  return [choice.title.trim(), choice.description.trim(), choice.tags.join(', ')]
    .filter((part) => part.length > 0)
    .join('\n\n');
}
