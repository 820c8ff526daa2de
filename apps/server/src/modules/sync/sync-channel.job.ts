// The channel sync job. Quota-minimal: channels.list (1 unit), then the uploads playlist 50 at a time (1 unit
// a page) with videos.list for the same 50 ids (1 unit) — 1 + 2⌈N/50⌉ for a full sync, never search.list.
// An incremental sync stops paging at known videos and re-reads the newest page only if its ETag changed,
// so an unchanged channel costs 3 units. A checkpoint after every page lets a crashed or interrupted run
// continue where it stopped; re-reading a page is harmless (upserts), so the result matches a clean run.
import type { ConnectionRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { QuotaLedger } from '../../integrations/google/quota-ledger.ts';
import { JobFailure, JobPause } from '../../jobs/job-errors.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import { channelFields } from '../channels/connections.service.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';

export interface SyncCheckpoint {
  mode: 'full' | 'incremental';
  uploadsPlaylistId: string;
  pageToken: string | null;
  page: number;
  seen: number;
  newVideos: number;
  updated: number;
  total: number;
  /** Active videos before this run (incremental syncs stop paging once the counts agree). */
  knownAtStart: number;
  newest?: { ids: string[]; etag: string | null };
}

export interface SyncDeps {
  connections: ConnectionsRepo;
  tokens: ConnectionTokens;
  youtube: YoutubeClient;
  videos: VideosRepo;
  ledger: QuotaLedger;
}

type SyncContext = JobContext<{ connectionId: string; mode: 'full' | 'incremental' }>;

/** A minute or so after the reset, spread out so paused jobs do not all start at once. */
const resumeAfterReset = (resetAt: Date) => new Date(resetAt.getTime() + 60_000 + Math.random() * 240_000);

export function createSyncChannelHandler(deps: SyncDeps): JobHandler<'channel-sync'> {
  return async (ctx) => {
    const connection = await deps.connections.findById(ctx.input.connectionId);
    if (!connection || connection.user_id !== ctx.ownerUserId) {
      throw new JobFailure('NOT_FOUND', 'This channel is no longer connected.');
    }
    try {
      return await syncChannel(ctx, connection, deps);
    } catch (error) {
      if (error instanceof AppError && error.code === 'QUOTA_EXCEEDED') {
        const resumeAt = (error.details as { resumeAt?: string } | undefined)?.resumeAt;
        throw new JobPause(
          'QUOTA_EXCEEDED',
          `${error.message} The sync continues where it stopped.`,
          resumeAfterReset(resumeAt ? new Date(resumeAt) : deps.ledger.resetTime()),
        );
      }
      throw error;
    }
  };
}

async function syncChannel(ctx: SyncContext, connection: ConnectionRow, deps: SyncDeps) {
  const caller = { ...deps.tokens.caller(connection), jobRunId: ctx.runId };
  const owner = { connectionId: connection.id, userId: connection.user_id };
  let cp = ctx.checkpoint as SyncCheckpoint | null;

  if (!cp) {
    await ctx.step('reading-channel');
    const channel = await deps.youtube.myChannel(caller);
    if (!channel || channel.id !== connection.youtube_channel_id) {
      throw new JobFailure(
        'FORBIDDEN',
        'This grant no longer gives access to the channel. Please re-authorize it.',
      );
    }
    const uploads = channel.contentDetails?.relatedPlaylists.uploads;
    if (!uploads)
      throw new JobFailure('UPSTREAM_UNAVAILABLE', 'YouTube did not name the channel’s uploads playlist.');
    await deps.connections.update(connection.id, { ...channelFields(channel), uploads_playlist_id: uploads });
    // Without a previous full sync there is nothing to be incremental against.
    const mode = ctx.input.mode === 'incremental' && connection.last_full_sync_at ? 'incremental' : 'full';
    cp = {
      mode,
      uploadsPlaylistId: uploads,
      pageToken: null,
      page: 0,
      seen: 0,
      newVideos: 0,
      updated: 0,
      total: Number(channel.statistics?.videoCount ?? 0),
      knownAtStart: connection.listed_video_count,
    };
    await ctx.saveCheckpoint(cp, 5);
  }

  await ctx.step('listing-videos');
  let complete: boolean;
  for (;;) {
    const result = await deps.youtube.playlistPage(caller, cp.uploadsPlaylistId, cp.pageToken ?? undefined);
    if (result.notModified)
      throw new JobFailure('UPSTREAM_UNAVAILABLE', 'YouTube answered the listing unexpectedly.');
    const page = result.data;
    const ids = (page.items ?? [])
      .map((item) => item.contentDetails?.videoId)
      .filter((id): id is string => !!id);
    cp.total = page.pageInfo?.totalResults ?? cp.total;
    const known = await deps.videos.knownIds(connection.id, ids);
    const unknown = ids.filter((id) => !known.has(id));

    let toRead = cp.mode === 'full' ? ids : unknown;
    let etag: string | undefined;
    if (cp.mode === 'incremental' && cp.page === 0) {
      // The newest page is where edits and new uploads happen: re-read it, unless its ETag says unchanged.
      toRead = ids;
      const cursor = connection.sync_cursor;
      if (cursor && cursor.newestEtag && sameIds(cursor.newestIds, ids)) etag = cursor.newestEtag;
    }
    if (toRead.length > 0) {
      const read = await deps.youtube.videos(caller, toRead, etag ? { etag } : {});
      if (read.notModified) {
        await deps.videos.markSeen(connection.id, toRead, ctx.runId);
      } else {
        const items = read.data.items ?? [];
        await deps.videos.upsertFromYoutube(owner, items, ctx.runId);
        const returned = new Set(items.map((v) => v.id));
        // videos.list silently omits deleted or inaccessible ids.
        await deps.videos.markRemoved(
          connection.id,
          toRead.filter((id) => !returned.has(id)),
        );
        cp.updated += items.length;
        if (cp.page === 0) cp.newest = { ids, etag: read.data.etag };
      }
    }
    await deps.videos.markSeen(
      connection.id,
      ids.filter((id) => !toRead.includes(id)),
      ctx.runId,
    );

    cp.seen += ids.length;
    cp.newVideos += unknown.length;
    cp.page += 1;
    cp.pageToken = page.nextPageToken ?? null;
    complete = cp.pageToken === null;
    // Incremental: once a page brings nothing new and the counts agree, nothing older changed place.
    const settled =
      cp.mode === 'incremental' && unknown.length === 0 && cp.knownAtStart + cp.newVideos === cp.total;
    const percent = 5 + Math.min(90, (cp.seen / Math.max(cp.total, 1)) * 90);
    await ctx.saveCheckpoint(cp, percent);
    if (complete || settled) break;
  }

  await ctx.step('finishing');
  const removed = complete ? await deps.videos.markUnseenRemoved(connection.id, ctx.runId) : 0;
  const unitsUsed = await deps.ledger.usedByRun(ctx.runId);
  const now = new Date();
  await deps.connections.update(connection.id, {
    last_synced_at: now,
    ...(complete ? { last_full_sync_at: now } : {}),
    sync_units_last: unitsUsed,
    ...(cp.newest
      ? { sync_cursor: JSON.stringify({ newestIds: cp.newest.ids, newestEtag: cp.newest.etag }) }
      : {}),
  });
  return {
    mode: cp.mode,
    videosSeen: cp.seen,
    newVideos: cp.newVideos,
    updated: cp.updated,
    removed,
    unitsUsed,
    completeListing: complete,
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
