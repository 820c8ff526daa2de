// Writes to YouTube are deliberate (DESIGN §4.7): re-read the video, stop if it changed since the user's base
// (they see what changed and decide), merge into the FULL snippet (videos.update replaces it: categoryId,
// defaultLanguage and untouched fields are sent back as they are; localizations are not touched at all),
// validate with YouTube's rules, send, read back and verify, and record before/after. The idempotency key
// makes a double click or a retried request publish once, and a request retried after a crash between
// "sent" and "recorded" finds the values already on YouTube and does not send them again.
import type { MetadataFields } from '@vidcraft/contracts';
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
import type { SuggestionsRepo } from './suggestions.repo.ts';
import { scoreInputOf } from './video-score.ts';

const FIELDS = ['title', 'description', 'tags'] as const;
type Field = (typeof FIELDS)[number];

export interface PublishRequest {
  idempotencyKey: string;
  fields: Partial<MetadataFields>;
  base?: Partial<MetadataFields> | undefined;
  overwrite: boolean;
  suggestionId?: string | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pick = (values: MetadataFields, fields: readonly Field[]): PublishFields =>
  Object.fromEntries(fields.map((f) => [f, values[f]]));
const fieldsOf = (video: Video): MetadataFields => ({
  title: video.snippet?.title ?? '',
  description: video.snippet?.description ?? '',
  tags: video.snippet?.tags ?? [],
});

export class PublishService {
  private readonly deps: {
    videos: VideosService;
    videosRepo: VideosRepo;
    publishes: PublishesRepo;
    suggestions: SuggestionsRepo;
    tokens: ConnectionTokens;
    youtube: YoutubeClient;
  };
  constructor(deps: PublishService['deps']) {
    this.deps = deps;
  }

  async publish(
    userId: string,
    youtubeVideoId: string,
    request: PublishRequest,
    history: { kind: 'publish' | 'revert'; revertsId: string | null } = { kind: 'publish', revertsId: null },
  ): Promise<{ entry: PublishRow; video: VideoRow; replayed: boolean }> {
    const { video, connection } = await this.deps.videos.get(userId, youtubeVideoId);
    const existing = await this.deps.publishes.findByKey(userId, request.idempotencyKey);
    if (existing && existing.video_id !== video.id) {
      throw new AppError('VALIDATION', 'This idempotency key was already used for another video.', {
        details: { reason: 'keyReused' },
      });
    }
    if (existing?.status === 'succeeded') return { entry: existing, video, replayed: true };
    this.assertCanWrite(connection);
    const suggestion = request.suggestionId
      ? await this.deps.suggestions.findForUser(userId, request.suggestionId)
      : undefined;
    if (request.suggestionId && !suggestion) throw notFound('The suggestions');

    const caller = this.deps.tokens.caller(connection);
    const current = await this.readVideo(caller, connection, youtubeVideoId, ['snippet']);
    const now = fieldsOf(current);

    // A retry of an interrupted publish: if YouTube already has what it was sending, it went through.
    if (
      existing?.status === 'pending' &&
      Object.entries(existing.after).every(([f, v]) => same(now[f as Field], v))
    ) {
      return this.finish(existing, caller, connection, video, youtubeVideoId);
    }

    if (request.base && !request.overwrite) {
      const changes = FIELDS.filter(
        (f) => request.base![f] !== undefined && !same(request.base![f], now[f]),
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

    const after: MetadataFields = { ...now, ...request.fields };
    const changed = FIELDS.filter((f) => !same(after[f], now[f]));
    if (changed.length === 0) {
      throw new AppError('VALIDATION', 'Nothing to publish: YouTube already has these values.', {
        details: { reason: 'noChanges' },
      });
    }
    const verdict = checkMetadata({
      ...after,
      categoryId: current.snippet?.categoryId ?? null,
      defaultLanguage: current.snippet?.defaultLanguage ?? null,
      isShort: video.is_short,
    });
    if (!verdict.accepted) {
      throw new AppError('VALIDATION', verdict.problems.map((p) => p.message).join(' '), {
        details: { reason: 'youtubeRules', problems: verdict.problems },
      });
    }

    const record = {
      before: pick(now, changed),
      after: pick(after, changed),
      changed_fields: [...changed],
      score_before: scoreVideo(scoreInputOf(video, now)).score,
      status: 'pending' as const,
      error_code: null,
      error_message: null,
    };
    const entry =
      existing !== undefined
        ? await this.deps.publishes.update(existing.id, record)
        : await this.deps.publishes.insert({
            userId,
            videoId: video.id,
            suggestionId: suggestion?.id ?? null,
            idempotencyKey: request.idempotencyKey,
            kind: history.kind,
            revertsId: history.revertsId,
            status: 'pending',
            engine: engineTag(suggestion ?? null),
            before: record.before,
            after: record.after,
            changedFields: record.changed_fields,
            scoreBefore: record.score_before,
          });
    if (!entry) {
      // The same key is being published by a concurrent request (a double click): answer with its outcome.
      const other = await this.deps.publishes.findByKey(userId, request.idempotencyKey);
      if (other?.status === 'succeeded') return { entry: other, video, replayed: true };
      throw new AppError('CONFLICT', 'This publish is already in progress.', {
        details: { reason: 'inProgress' },
      });
    }

    const snippet: Record<string, unknown> = {
      title: after.title,
      description: after.description,
      tags: after.tags,
      categoryId: current.snippet?.categoryId,
    };
    if (current.snippet?.defaultLanguage) snippet.defaultLanguage = current.snippet.defaultLanguage;
    if (current.snippet?.defaultAudioLanguage)
      snippet.defaultAudioLanguage = current.snippet.defaultAudioLanguage;
    try {
      await this.deps.youtube.updateSnippet(caller, youtubeVideoId, snippet);
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
    return this.finish(entry, caller, connection, video, youtubeVideoId);
  }

  /** Reads back what YouTube stored, verifies it, refreshes the mirror and closes the history entry. */
  private async finish(
    entry: PublishRow,
    caller: ReturnType<ConnectionTokens['caller']>,
    connection: ConnectionRow,
    video: VideoRow,
    youtubeVideoId: string,
  ) {
    const stored = await this.readVideo(caller, connection, youtubeVideoId);
    const storedFields = fieldsOf(stored);
    const mismatch = Object.entries(entry.after).filter(([f, v]) => !same(storedFields[f as Field], v));
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
    const changed = FIELDS.filter((f) => fields[f] !== undefined);
    if (changed.length === 0) throw new AppError('VALIDATION', 'Name at least one copied field.');
    const after = { ...suggestion.base, ...fields } as MetadataFields;
    const entry = await this.deps.publishes.insert({
      userId,
      videoId: video.id,
      suggestionId,
      idempotencyKey: null,
      kind: 'copy',
      revertsId: null,
      status: 'succeeded',
      engine: engineTag(suggestion),
      before: pick(suggestion.base as MetadataFields, changed),
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
