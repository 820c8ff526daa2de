// The rotation: every few minutes (and at once after a stop) the swaps that are due are made through the metered
// YouTube client. Per experiment only the newest due swap is made — after a worker was down for days the
// missed ones are marked skipped rather than replayed one after another. A swap is claimed before the call and
// marked done after; a claim whose worker died is taken over when its lease runs out, and for a title the video
// is read first, so a swap that reached YouTube before the crash is recorded, not sent again. (A thumbnail
// cannot be compared that way; sending the same image again leaves the video as it was.)
import { buffer } from 'node:stream/consumers';
import type { ExperimentRow, ExperimentSwapRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { YoutubeCaller, YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import { acceptImage } from '../thumbnails/image-intake.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import type { ExperimentsRepo } from './experiments.repo.ts';
import { titleSnippet } from './title-snippet.ts';

/** How long a claim holds before another worker may take the swap over. */
export const SWAP_LEASE_MS = 10 * 60_000;
/** Tries of one swap before the experiment is stopped as failed. */
const MAX_ATTEMPTS = 5;
/** Refusals that will not go away by trying again: the experiment stops and says why. */
const FINAL_CODES = new Set(['AUTH_REQUIRED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION']);

export interface ExperimentSwapsDeps {
  experiments: ExperimentsRepo;
  videos: VideosRepo;
  connections: ConnectionsRepo;
  tokens: ConnectionTokens;
  youtube: YoutubeClient;
  files: FileStore;
  now: () => Date;
}

export function createExperimentSwapsHandler(deps: ExperimentSwapsDeps): JobHandler<'experiment-swaps'> {
  return async (ctx) => {
    await ctx.step('swapping');
    const now = deps.now();
    const staleBefore = new Date(now.getTime() - SWAP_LEASE_MS);
    const due = await deps.experiments.due(now, staleBefore);
    const newest = new Map<string, ExperimentSwapRow>();
    for (const swap of due) newest.set(swap.experiment_id, swap);
    let made = 0;
    let skipped = 0;
    for (const swap of newest.values()) {
      if (ctx.signal.aborted) break;
      skipped += due.filter((s) => s.experiment_id === swap.experiment_id).length - 1;
      await deps.experiments.skipBefore(swap.experiment_id, swap.day_index, staleBefore);
      // A restore waits for a swap still being made, so it is certainly the last word.
      if (swap.kind === 'restore' && (await deps.experiments.inFlight(swap.experiment_id, staleBefore)))
        continue;
      const outcome = await makeSwap(deps, swap, now, staleBefore, ctx.runId);
      if (outcome === 'quota') break;
      if (outcome === 'done') made += 1;
    }
    return { swaps: made, skipped };
  };
}

async function makeSwap(
  deps: ExperimentSwapsDeps,
  due: ExperimentSwapRow,
  now: Date,
  staleBefore: Date,
  runId: string,
): Promise<'done' | 'retry' | 'failed' | 'quota' | 'taken'> {
  const claimed = await deps.experiments.claim(due.experiment_id, due.day_index, now, staleBefore);
  if (!claimed) return 'taken';
  const { swap, previousClaim } = claimed;
  const experiment = (await deps.experiments.findById(swap.experiment_id))!;
  const release = (error: string | null) =>
    deps.experiments.setSwap(swap.experiment_id, swap.day_index, { status: 'pending', error });
  try {
    const { variants } = await deps.experiments.bundle(experiment);
    const target = variants.find((v) => v.position === swap.variant);
    const video = await deps.videos.findById(experiment.video_id);
    const connection = video && (await deps.connections.findById(video.connection_id));
    if (!target || !video || !connection || video.removed_at)
      throw new AppError('NOT_FOUND', 'The video is no longer on the channel.');
    const caller: YoutubeCaller = { ...deps.tokens.caller(connection), jobRunId: runId };
    let called = false;
    if (experiment.kind === 'title') {
      called = await swapTitle(deps, caller, video.youtube_video_id, target.title!);
    } else if (experiment.live_variant !== swap.variant || previousClaim !== null) {
      // Taken over from a dead worker: it may or may not have sent the image, so it is sent (again).
      const stored = target.file_key ? await deps.files.get(target.file_key) : null;
      if (!stored) throw new AppError('NOT_FOUND', 'The variant’s thumbnail image is no longer stored.');
      const image = await acceptImage(await buffer(stored.body));
      await deps.youtube.setThumbnail(caller, video.youtube_video_id, {
        bytes: image.image,
        mimeType: image.contentType,
      });
      called = true;
    }
    const doneAt = deps.now();
    await deps.experiments.transaction(async (trx) => {
      await deps.experiments.setSwap(
        swap.experiment_id,
        swap.day_index,
        { status: 'done', done_at: doneAt, called, error: null },
        trx,
      );
      await deps.experiments.update(
        experiment.id,
        {
          live_variant: swap.variant,
          ...(swap.kind === 'restore'
            ? { status: experiment.stopped_at ? 'stopped' : 'finished', ended_at: doneAt }
            : {}),
        },
        trx,
      );
    });
    return 'done';
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'INTERNAL';
    const message = error instanceof Error ? error.message : 'The swap failed unexpectedly.';
    if (code === 'QUOTA_EXCEEDED') {
      // The day's quota is spent: the swap waits for the reset (the calendar shows it late). Waiting is not a
      // failed try, so it does not count towards stopping the experiment.
      await deps.experiments.setSwap(swap.experiment_id, swap.day_index, {
        status: 'pending',
        error: message,
        attempts: Math.max(0, swap.attempts - 1),
      });
      return 'quota';
    }
    if (FINAL_CODES.has(code) || swap.attempts >= MAX_ATTEMPTS) {
      await fail(deps, experiment, swap, code, message);
      return 'failed';
    }
    await release(message);
    return 'retry';
  }
}

/** Reads the video, then sends the title with the rest of the snippet as it is; no call when it is live already. */
async function swapTitle(
  deps: ExperimentSwapsDeps,
  caller: YoutubeCaller,
  youtubeVideoId: string,
  title: string,
): Promise<boolean> {
  const read = await deps.youtube.videos(caller, [youtubeVideoId], { parts: ['snippet'] });
  const current = read.notModified ? undefined : read.data.items?.[0];
  if (!current?.snippet) throw new AppError('NOT_FOUND', 'The video is no longer on YouTube.');
  if (current.snippet.title === title) return false;
  await deps.youtube.updateSnippet(caller, youtubeVideoId, titleSnippet(current, title));
  return true;
}

async function fail(
  deps: ExperimentSwapsDeps,
  experiment: ExperimentRow,
  swap: ExperimentSwapRow,
  code: string,
  message: string,
) {
  await deps.experiments.transaction(async (trx) => {
    await deps.experiments.setSwap(
      swap.experiment_id,
      swap.day_index,
      { status: 'failed', error: message },
      trx,
    );
    await deps.experiments.cancelPending(experiment.id, trx);
    await deps.experiments.update(
      experiment.id,
      { status: 'failed', ended_at: deps.now(), error_code: code, error_message: message },
      trx,
    );
  });
}
