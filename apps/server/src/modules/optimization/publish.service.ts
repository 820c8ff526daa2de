// Writes to YouTube are deliberate (DESIGN §4.7): re-read the video, stop if it changed since the user's base
// (they see what changed and decide), merge into the FULL snippet (videos.update replaces it: categoryId,
// defaultLanguage and untouched fields are sent back as they are; localizations are not touched at all),
// validate with YouTube's rules, send, read back and verify, and record before/after.
// Exactly once per idempotency key (decision 015): the key is claimed atomically with a lease the owner renews
// while it works; a concurrent request with the key waits for the owner's outcome (or answers "in progress");
// an entry whose owner died is reconciled by reading the video back before anything is sent again.
import { randomUUID } from 'node:crypto';
import type { Localizations, MetadataFields } from '@vidcraft/contracts';
import { checkMetadata, scoreVideo } from '@vidcraft/seo';
import type { ConnectionRow, PublishFields, PublishRow, VideoRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { grantAllowsWrite } from '../../integrations/google/google-scopes.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { Video } from '../../integrations/google/youtube.schemas.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import type { VideosService } from '../videos/videos.service.ts';
import type { PublishesRepo } from './publishes.repo.ts';
import { engineTag } from './optimization.presenter.ts';
import { keyReused, PublishClaims, type ClaimOptions } from './publish-claims.ts';
import type { SuggestionsRepo } from './suggestions.repo.ts';
import { scoreInputOf } from './video-score.ts';

const FIELDS = ['title', 'description', 'tags', 'localizations', 'defaultLanguage'] as const;
type Field = (typeof FIELDS)[number];
/** What a publish can change: the metadata, and (translations) the localizations with the default language. */
export type PublishValues = MetadataFields & { localizations: Localizations; defaultLanguage: string | null };

export interface PublishRequest {
  idempotencyKey: string;
  fields: Partial<PublishValues>;
  base?: Partial<PublishValues> | undefined;
  overwrite: boolean;
  suggestionId?: string | undefined;
  /** `fields.localizations` are added to the video's (a translation never drops a language YouTube has). */
  mergeLocalizations?: boolean;
}

export interface PublishOptions {
  /**
   * The video as read (all sync parts) moments ago by this same request, e.g. one videos.list for many
   * videos: it stands in for the read before the write, and what videos.update answers is the read-back.
   */
  current?: Video | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pick = (values: PublishValues, fields: readonly Field[]): PublishFields =>
  Object.fromEntries(fields.map((f) => [f, values[f]]));
const fieldsOf = (video: Video): PublishValues => ({
  title: video.snippet?.title ?? '',
  description: video.snippet?.description ?? '',
  tags: video.snippet?.tags ?? [],
  localizations: video.localizations ?? {},
  defaultLanguage: video.snippet?.defaultLanguage ?? null,
});
/** Map equality that ignores key order (YouTube answers the localizations in its own order). */
const sameValue = (field: Field, a: unknown, b: unknown) =>
  field === 'localizations' ? same(sortedMap(a), sortedMap(b)) : same(a, b);
const sortedMap = (value: unknown) =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
  );
/** A pending entry that recorded what it was about to send (a claim dies before that, too). */
const isIntended = (entry: PublishRow) => entry.status === 'pending' && entry.changed_fields.length > 0;
const sameAsIntended = (entry: PublishRow, now: PublishValues) =>
  Object.entries(entry.after).every(([f, v]) => sameValue(f as Field, now[f as Field], v));
const COPY_FIELDS = ['title', 'description', 'tags'] as const;

export class PublishService {
  private readonly deps: {
    videos: VideosService;
    videosRepo: VideosRepo;
    publishes: PublishesRepo;
    suggestions: SuggestionsRepo;
    tokens: ConnectionTokens;
    youtube: YoutubeClient;
    claims?: ClaimOptions;
  };
  private readonly claims: PublishClaims;
  constructor(deps: PublishService['deps']) {
    this.deps = deps;
    this.claims = new PublishClaims(deps.publishes, deps.claims);
  }

  private get leaseMs() {
    return this.claims.leaseMs;
  }

  async publish(
    userId: string,
    youtubeVideoId: string,
    request: PublishRequest,
    history: { kind: 'publish' | 'revert'; revertsId: string | null } = { kind: 'publish', revertsId: null },
    options: PublishOptions = {},
  ): Promise<{ entry: PublishRow; video: VideoRow; replayed: boolean }> {
    const { video, connection } = await this.deps.videos.get(userId, youtubeVideoId);
    const existing = await this.deps.publishes.findByKey(userId, request.idempotencyKey);
    if (existing && existing.video_id !== video.id) throw keyReused();
    if (existing?.status === 'succeeded') return { entry: existing, video, replayed: true };
    this.assertCanWrite(connection);
    const suggestion = request.suggestionId
      ? await this.deps.suggestions.findForUser(userId, request.suggestionId)
      : undefined;
    if (request.suggestionId && !suggestion) throw notFound('The suggestions');

    const claimed = await this.claims.claim(userId, video, request, history, suggestion ?? null);
    if ('replay' in claimed) {
      // It finished while this request waited: answer the video as that publish left it.
      const { video: fresh } = await this.deps.videos.get(userId, youtubeVideoId);
      return { entry: claimed.replay, video: fresh, replayed: true };
    }
    const { owner } = claimed;
    const stopRenewing = this.claims.keep(claimed.entry.id, owner);
    let mayHaveSent = false;
    try {
      const caller = this.deps.tokens.caller(connection);
      const current =
        options.current ??
        (await this.readVideo(caller, connection, youtubeVideoId, ['snippet', 'localizations']));
      const now = fieldsOf(current);

      // The owner before us died after choosing what to send: if YouTube has it, it went through.
      if (isIntended(claimed.entry) && sameAsIntended(claimed.entry, now)) {
        mayHaveSent = true;
        return await this.finish(claimed.entry, caller, connection, video, youtubeVideoId);
      }

      if (request.base && !request.overwrite) {
        const changes = FIELDS.filter(
          (f) => request.base![f] !== undefined && !sameValue(f, request.base![f], now[f]),
        ).map((f) => ({
          field: f,
          base: request.base![f],
          current: now[f],
        }));
        if (changes.length > 0) {
          throw new AppError(
            'CONFLICT',
            'This video was changed on YouTube since these suggestions were made. Review the changes, then publish again.',
            {
              details: { reason: 'changedOnYoutube', changes },
            },
          );
        }
      }

      const after: PublishValues = { ...now, ...request.fields };
      if (request.mergeLocalizations)
        after.localizations = { ...now.localizations, ...request.fields.localizations };
      const changed = FIELDS.filter((f) => !sameValue(f, after[f], now[f]));
      if (changed.length === 0) {
        throw new AppError('VALIDATION', 'Nothing to publish: YouTube already has these values.', {
          details: { reason: 'noChanges' },
        });
      }
      const localizing = changed.includes('localizations') || changed.includes('defaultLanguage');
      // The localizations are checked when they are sent (what YouTube holds already is not ours to judge).
      const { localizations, ...snippetValues } = after;
      const verdict = checkMetadata({
        ...snippetValues,
        ...(localizing ? { localizations } : {}),
        categoryId: current.snippet?.categoryId ?? null,
        isShort: video.is_short,
      });
      if (!verdict.accepted) {
        throw new AppError('VALIDATION', verdict.problems.map((p) => p.message).join(' '), {
          details: { reason: 'youtubeRules', problems: verdict.problems },
        });
      }

      // What is about to be sent is recorded first, so whoever finds this entry later can check YouTube for it.
      const entry = await this.deps.publishes.update(claimed.entry.id, {
        before: pick(now, changed),
        after: pick(after, changed),
        changed_fields: [...changed],
        score_before: scoreVideo(scoreInputOf(video, now)).score,
        status: 'pending',
        error_code: null,
        error_message: null,
      });

      const snippet: Record<string, unknown> = {
        title: after.title,
        description: after.description,
        tags: after.tags,
        categoryId: current.snippet?.categoryId,
      };
      if (after.defaultLanguage) snippet.defaultLanguage = after.defaultLanguage;
      if (current.snippet?.defaultAudioLanguage)
        snippet.defaultAudioLanguage = current.snippet.defaultAudioLanguage;
      mayHaveSent = true;
      let answered: Video;
      try {
        answered = localizing
          ? await this.deps.youtube.updateSnippetAndLocalizations(
              caller,
              youtubeVideoId,
              snippet,
              after.localizations,
            )
          : await this.deps.youtube.updateSnippet(caller, youtubeVideoId, snippet);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'INTERNAL';
        const message = error instanceof AppError ? error.message : 'Publishing failed unexpectedly.';
        await this.deps.publishes.update(entry.id, {
          status: 'failed',
          error_code: code,
          error_message: message,
          completed_at: new Date(),
        });
        throw error;
      }
      // Read back: what videos.update answered is what YouTube stored (for a request that read the whole
      // video moments ago); otherwise the video is read again.
      const readBack = options.current
        ? {
            ...options.current,
            snippet: answered.snippet ?? options.current.snippet,
            localizations: localizing ? (answered.localizations ?? {}) : options.current.localizations,
          }
        : undefined;
      return await this.finish(entry, caller, connection, video, youtubeVideoId, readBack);
    } catch (error) {
      // Nothing went to YouTube under this claim: free the key (a new entry) or hand the entry back.
      if (!mayHaveSent) {
        if (claimed.fresh) await this.deps.publishes.deleteUnsentClaim(claimed.entry.id, owner);
        else await this.deps.publishes.releaseClaim(claimed.entry.id, owner);
      }
      throw error;
    } finally {
      stopRenewing();
    }
  }

  /**
   * Completes publishes interrupted by a crash: each pending entry whose lease ran out is read back from
   * YouTube; when YouTube has what it was sending it is recorded as succeeded, otherwise as failed. Nothing is
   * sent. Answers how many entries it closed.
   */
  async reconcileAbandoned(limit = 50): Promise<number> {
    let closed = 0;
    for (const orphan of await this.deps.publishes.listAbandoned(
      new Date(Date.now() - this.leaseMs),
      limit,
    )) {
      const owner = randomUUID();
      const key = orphan.idempotency_key;
      if (!key) continue;
      const entry = await this.deps.publishes.takeOverClaim(
        orphan.user_id,
        key,
        owner,
        new Date(Date.now() + this.leaseMs),
      );
      if (!entry || entry.status !== 'pending') continue;
      try {
        const row = await this.deps.videosRepo.findById(entry.video_id);
        if (!row) throw notFound('The video');
        const { video, connection } = await this.deps.videos.get(entry.user_id, row.youtube_video_id);
        const caller = this.deps.tokens.caller(connection);
        const current = fieldsOf(await this.readVideo(caller, connection, row.youtube_video_id, ['snippet']));
        if (isIntended(entry) && sameAsIntended(entry, current)) {
          await this.finish(entry, caller, connection, video, row.youtube_video_id);
        } else {
          await this.deps.publishes.update(entry.id, {
            status: 'failed',
            error_code: 'UPSTREAM_UNAVAILABLE',
            error_message:
              'Publishing was interrupted before YouTube received the change; nothing was changed.',
            completed_at: new Date(),
          });
        }
        closed += 1;
      } catch {
        await this.deps.publishes.releaseClaim(entry.id, owner); // try again next time
      }
    }
    return closed;
  }

  /** Reads back what YouTube stored, verifies it, refreshes the mirror and closes the history entry. */
  private async finish(
    entry: PublishRow,
    caller: ReturnType<ConnectionTokens['caller']>,
    connection: ConnectionRow,
    video: VideoRow,
    youtubeVideoId: string,
    readBack?: Video,
  ) {
    const stored = readBack ?? (await this.readVideo(caller, connection, youtubeVideoId));
    const storedFields = fieldsOf(stored);
    const mismatch = Object.entries(entry.after).filter(
      ([f, v]) => !sameValue(f as Field, storedFields[f as Field], v),
    );
    const [row] = await this.deps.videosRepo.upsertFromYoutube(
      { connectionId: connection.id, userId: connection.user_id },
      [stored],
      null,
    );
    const fresh = row ?? video;
    if (mismatch.length > 0) {
      const failed = await this.deps.publishes.update(entry.id, {
        status: 'failed',
        error_code: 'UPSTREAM_UNAVAILABLE',
        error_message: `YouTube stored different values for: ${mismatch.map(([f]) => f).join(', ')}.`,
        completed_at: new Date(),
      });
      return { entry: failed, video: fresh, replayed: false };
    }
    await this.deps.videosRepo.markOptimized(fresh.id);
    const done = await this.deps.publishes.update(entry.id, {
      status: 'succeeded',
      score_after: fresh.seo_score,
      completed_at: new Date(),
    });
    return { entry: done, video: fresh, replayed: false };
  }

  /** Reverts a publish: its earlier values go out through the same checks, conflict detection included. */
  async revert(userId: string, publishId: string, idempotencyKey: string, overwrite: boolean) {
    const target = await this.deps.publishes.findForUser(userId, publishId);
    if (!target) throw notFound('The history entry');
    if (target.kind === 'copy' || target.status !== 'succeeded') {
      throw new AppError('VALIDATION', 'Only a change that was published can be reverted.', {
        details: { reason: 'notRevertible' },
      });
    }
    const video = await this.deps.videosRepo.findById(target.video_id);
    if (!video || video.removed_at) throw notFound('The video');
    return this.publish(
      userId,
      video.youtube_video_id,
      { idempotencyKey, fields: target.before, base: target.after, overwrite },
      { kind: 'revert', revertsId: target.id },
    );
  }

  /** Records suggestions the user copied to YouTube Studio by hand, so the history stays complete. */
  async recordCopy(userId: string, suggestionId: string, fields: Partial<MetadataFields>) {
    const suggestion = await this.deps.suggestions.findForUser(userId, suggestionId);
    if (!suggestion) throw notFound('The suggestions');
    const video = await this.deps.videosRepo.findById(suggestion.video_id);
    if (!video) throw notFound('The video');
    const changed = COPY_FIELDS.filter((f) => fields[f] !== undefined);
    if (changed.length === 0) throw new AppError('VALIDATION', 'Name at least one copied field.');
    const after = { ...suggestion.base, ...fields } as PublishValues;
    const entry = await this.deps.publishes.insert({
      userId,
      videoId: video.id,
      suggestionId,
      idempotencyKey: null,
      kind: 'copy',
      revertsId: null,
      status: 'succeeded',
      engine: engineTag(suggestion),
      before: pick(suggestion.base as PublishValues, changed),
      after: pick(after, changed),
      changedFields: [...changed],
      scoreBefore: suggestion.score_before,
    });
    return this.deps.publishes.update(entry!.id, {
      score_after: scoreVideo(scoreInputOf(video, after)).score,
      completed_at: new Date(),
    });
  }

  private assertCanWrite(connection: ConnectionRow) {
    if (grantAllowsWrite(connection.scopes)) return;
    throw new AppError(
      'AUTH_REQUIRED',
      'Publishing needs permission to edit this channel’s videos. Allow it to continue.',
      {
        details: {
          reason: 'insufficientPermissions',
          needsWriteAccess: true,
          channelId: connection.youtube_channel_id,
        },
      },
    );
  }

  private async readVideo(
    caller: ReturnType<ConnectionTokens['caller']>,
    connection: ConnectionRow,
    youtubeVideoId: string,
    parts?: string[],
  ): Promise<Video> {
    const result = await this.deps.youtube.videos(caller, [youtubeVideoId], parts ? { parts } : {});
    const video = result.notModified ? undefined : result.data.items?.[0];
    if (!video) {
      await this.deps.videosRepo.markRemoved(connection.id, [youtubeVideoId]);
      throw notFound('The video on YouTube');
    }
    return video;
  }
}
