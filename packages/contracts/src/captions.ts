// Caption management (/caption-management): checking a caption file, uploading a track (captions.insert),
// saving edited cues or a new file over a track (captions.update) and deleting one (captions.delete). Listing
// and downloading are the video routes' (videos.ts). Every write is once per idempotency key.
import { z } from './zod.ts';
import { CaptionCue, CueProblemKind, MAX_CUES } from './caption-cues.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { YoutubeLanguage } from './localizations.ts';
import { plainText } from './text.ts';
import { CaptionTrackParams, CaptionsResponse, VideoIdParams } from './videos.ts';

/** YouTube's limit on a track's name (captions.insert answers nameTooLong past it). */
export const CAPTION_NAME_MAX = 150;
/**
 * The largest caption file Vidcraft takes (YouTube's own limit is 100 MB): a 12-hour video's SRT is well under
 * 2 MB, and the file is read into memory to be checked.
 */
export const CAPTION_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** What can be wrong in an uploaded file: reading it, or its cues (the cue rules of caption-cues.ts). */
export const CaptionFileIssueCode = z.enum([
  'notUtf8',
  'notACaptionFile',
  /** SBV and other formats download fine but are not taken for upload: SRT or WebVTT only. */
  'unsupportedFormat',
  /** A block that is not a cue: a timing line missing or malformed. */
  'unreadableBlock',
  'noCues',
  ...CueProblemKind.options,
]);
export type CaptionFileIssueCode = z.infer<typeof CaptionFileIssueCode>;

export const CaptionFileIssue = z.object({
  /** The line of the file the problem starts on, from 1. */
  line: z.number().int().min(1),
  /** The cue, from 0, when the problem is one cue's. */
  cue: z.number().int().min(0).nullable(),
  code: CaptionFileIssueCode,
  /** The other cue (order, overlap), from 0. */
  other: z.number().int().min(0).nullable(),
  /** The line as it stands in the file (cut to 120 characters), to show beside the line number. */
  excerpt: z.string(),
});
export type CaptionFileIssue = z.infer<typeof CaptionFileIssue>;

export const CaptionFileCheck = z
  .object({
    format: z.enum(['srt', 'vtt']).nullable(),
    /** The cues as they would be sent (each with its first line in the file). */
    cues: z.array(CaptionCue.extend({ line: z.number().int().min(1) })),
    issues: z.array(CaptionFileIssue),
  })
  .meta({ id: 'CaptionFileCheck' });
export type CaptionFileCheck = z.infer<typeof CaptionFileCheck>;

export const CaptionWriteKind = z.enum(['insert', 'update', 'delete']);
export type CaptionWriteKind = z.infer<typeof CaptionWriteKind>;

export const CaptionWriteResponse = CaptionsResponse.extend({
  write: z.object({
    kind: CaptionWriteKind,
    trackId: z.string(),
    /** The same idempotency key was used before: nothing was sent again. */
    replayed: z.boolean(),
  }),
}).meta({ id: 'CaptionWrite' });
export type CaptionWriteResponse = z.infer<typeof CaptionWriteResponse>;

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');
export const CaptionName = plainText().trim().max(CAPTION_NAME_MAX);

export const CaptionInsertFields = z.object({
  language: YoutubeLanguage,
  name: CaptionName.default(''),
  isDraft: Flag.default(false),
  idempotencyKey: z.uuid(),
});
export const CaptionCuesBody = z.object({
  cues: z.array(CaptionCue).min(1).max(MAX_CUES),
  idempotencyKey: z.uuid(),
});
export const CaptionKeyBody = z.object({ idempotencyKey: z.uuid() });

const file = { file: { maxBytes: CAPTION_FILE_MAX_BYTES } };
const Common = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const captionRoutes = {
  check: defineRoute({
    method: 'POST',
    path: '/api/videos/:id/captions/check',
    summary:
      'Reads an SRT or WebVTT file and answers its cues and every problem with its line (no YouTube call)',
    tags: ['captions'],
    params: VideoIdParams,
    multipart: { fields: z.object({}), files: file },
    response: { 200: CaptionFileCheck, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  insert: defineRoute({
    method: 'POST',
    path: '/api/videos/:id/captions',
    summary:
      'Uploads a checked SRT or WebVTT file as a new caption track (captions.insert, 400 units); once per idempotency key',
    tags: ['captions'],
    params: VideoIdParams,
    multipart: { fields: CaptionInsertFields, files: file },
    response: { 200: CaptionWriteResponse, 400: ErrorBody, ...Common },
  }),
  saveCues: defineRoute({
    method: 'POST',
    path: '/api/videos/:id/captions/:trackId/cues',
    summary:
      'Saves edited cues over a caption track (captions.update with a new file, 450 units); once per idempotency key',
    tags: ['captions'],
    params: CaptionTrackParams,
    body: CaptionCuesBody,
    response: { 200: CaptionWriteResponse, 400: ErrorBody, ...Common },
  }),
  replace: defineRoute({
    method: 'POST',
    path: '/api/videos/:id/captions/:trackId/replace',
    summary:
      'Replaces a caption track with a checked SRT or WebVTT file (captions.update, 450 units); once per idempotency key',
    tags: ['captions'],
    params: CaptionTrackParams,
    multipart: { fields: CaptionKeyBody, files: file },
    response: { 200: CaptionWriteResponse, 400: ErrorBody, ...Common },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/videos/:id/captions/:trackId',
    summary: 'Deletes a caption track on YouTube (captions.delete, 50 units); once per idempotency key',
    tags: ['captions'],
    params: CaptionTrackParams,
    body: CaptionKeyBody,
    response: { 200: CaptionWriteResponse, 400: ErrorBody, ...Common },
  }),
} as const;
