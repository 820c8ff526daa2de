// Every kind of job the system runs: its input schema, the steps its owner sees, and how pg-boss treats it.
// Enqueuing needs only this catalogue (an API-only process has no handlers); workers must handle every kind.
import { z } from 'zod';

export interface JobKindSpec<Input extends z.ZodType = z.ZodType> {
  input: Input;
  /** Step ids in order, shown to the owner as the processing overlay's steps. */
  steps: readonly string[];
  /** Attempts after a retryable failure before the run is marked failed. */
  maxAttempts: number;
}

function kind<Input extends z.ZodType>(spec: JobKindSpec<Input>): JobKindSpec<Input> {
  return spec;
}

export const jobCatalogue = {
  housekeeping: kind({
    input: z.object({}),
    steps: ['purging'],
    maxAttempts: 3,
  }),
  /** Mirrors a connected channel: `full` re-reads every video; `incremental` reads what is new or changed. */
  'channel-sync': kind({
    input: z.object({ connectionId: z.uuid(), mode: z.enum(['full', 'incremental']) }),
    steps: ['reading-channel', 'listing-videos', 'finishing'],
    maxAttempts: 5,
  }),
  /** Suggestions for one video from the builtin engine or the configured LLM provider. */
  'optimize-video': kind({
    input: z.object({
      videoId: z.uuid(),
      engine: z.enum(['builtin', 'llm']),
      useCaptions: z.boolean(),
      titleCount: z.number().int().min(1).max(8),
    }),
    steps: ['reading-video', 'reading-captions', 'generating', 'checking'],
    maxAttempts: 3,
  }),
  /** Translates one video's title, description and/or caption track into the languages of a translation job. */
  'translate-video': kind({
    input: z.object({ translationJobId: z.uuid() }),
    steps: ['reading-video', 'translating', 'back-translating', 'captions'],
    maxAttempts: 3,
  }),
  /** Sends the caption uploads the quota planner scheduled for today (runs every 15 minutes and on demand). */
  'send-planned-captions': kind({
    input: z.object({}),
    steps: ['sending'],
    maxAttempts: 3,
  }),
  /** Makes the packaging experiments' due swaps (every 5 minutes, and at once after a stop). */
  'experiment-swaps': kind({
    input: z.object({}),
    steps: ['swapping'],
    maxAttempts: 3,
  }),
  /** Analyses an uploaded video: media facts, audio (loudness, silences, speech, transcript), frames, suggestions. */
  'analyze-upload': kind({
    input: z.object({ uploadId: z.uuid() }),
    steps: ['initializing', 'extracting', 'analyzing', 'finalizing', 'completed'],
    maxAttempts: 2,
  }),
  /** Publishes an analysed upload as a new YouTube video (resumable videos.insert), then its thumbnail and captions. */
  'publish-upload': kind({
    input: z.object({ uploadId: z.uuid() }),
    steps: ['uploading-video', 'setting-thumbnail', 'captions'],
    maxAttempts: 3,
  }),
  /** Keeps synced YouTube data within the 30-day rule: re-syncs channels whose data is getting old. */
  'refresh-stale-channels': kind({
    input: z.object({}),
    steps: ['scheduling'],
    maxAttempts: 3,
  }),
  /** Reads a channel's YouTube Analytics (views, watch time) and Reporting API reach (impressions, CTR). */
  'ingest-analytics': kind({
    input: z.object({ connectionId: z.uuid() }),
    steps: ['reading-views', 'reading-reach'],
    maxAttempts: 3,
  }),
  /** Once a day: queues the analytics ingest of every channel that granted YouTube Analytics. */
  'ingest-analytics-all': kind({
    input: z.object({}),
    steps: ['scheduling'],
    maxAttempts: 3,
  }),
} as const;

export type JobCatalogue = Record<string, JobKindSpec>;
export type AppJobCatalogue = typeof jobCatalogue;
export type JobKindOf<C extends JobCatalogue> = keyof C & string;
/** What a handler receives (after defaults). */
export type JobInputOf<C extends JobCatalogue, K extends JobKindOf<C>> = z.output<C[K]['input']>;
/** What a caller passes when enqueuing (defaults optional). */
export type JobRequestOf<C extends JobCatalogue, K extends JobKindOf<C>> = z.input<C[K]['input']>;
export type JobKind = JobKindOf<AppJobCatalogue>;
export type JobInput<K extends JobKind> = JobInputOf<AppJobCatalogue, K>;
