// Caption tracks are listed only on demand (captions.list costs 50 units) and cached for a day; a track's
// text (captions.download, 200 units) is cached until the 30-day rule removes it. Both need the
// youtube.force-ssl scope, which a read-only connection lacks: that is said before any call is made.
import type { CaptionsResponse } from '@vidcraft/contracts';
import type { CaptionTrackRow, ConnectionRow, VideoRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { grantAllowsWrite } from '../../integrations/google/google-scopes.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { CaptionsRepo } from './captions.repo.ts';

const LIST_TTL_MS = 24 * 3600 * 1000;

const presentTrack = (t: CaptionTrackRow) => ({
  id: t.youtube_caption_id,
  language: t.language,
  name: t.name,
  kind: t.track_kind,
  isDraft: t.is_draft,
  status: t.status,
  lastUpdated: t.last_updated?.toISOString() ?? null,
});

export class CaptionsService {
  private readonly deps: { captions: CaptionsRepo; tokens: ConnectionTokens; youtube: YoutubeClient };
  constructor(deps: CaptionsService['deps']) {
    this.deps = deps;
  }

  async get(
    video: VideoRow,
    connection: ConnectionRow,
    options: { track?: string | undefined; format: 'srt' | 'vtt'; refresh: boolean },
  ): Promise<CaptionsResponse> {
    const costs = {
      listTracks: this.deps.youtube.cost('captions.list'),
      downloadTrack: this.deps.youtube.cost('captions.download'),
    };
    let tracks = await this.deps.captions.tracks(video.id);
    let listedAt = video.captions_listed_at;
    const stale = !listedAt || Date.now() - listedAt.getTime() > LIST_TTL_MS;
    if (video.has_captions && (options.refresh || stale)) {
      this.assertCaptionAccess(connection);
      const listed = await this.deps.youtube.captionTracks(
        this.deps.tokens.caller(connection),
        video.youtube_video_id,
      );
      tracks = await this.deps.captions.replaceTracks(video.id, listed);
      listedAt = new Date();
    }
    let text: CaptionsResponse['text'] = null;
    if (options.track) {
      const track = tracks.find((t) => t.youtube_caption_id === options.track);
      if (!track) throw notFound('The caption track');
      const cached = await this.deps.captions.text(track.id, options.format);
      if (cached) {
        text = { trackId: options.track, format: options.format, body: cached.body, cached: true };
      } else {
        this.assertCaptionAccess(connection);
        const body = await this.deps.youtube.captionText(
          this.deps.tokens.caller(connection),
          options.track,
          options.format,
        );
        await this.deps.captions.saveText(track.id, options.format, body);
        text = { trackId: options.track, format: options.format, body, cached: false };
      }
    }
    return {
      videoId: video.youtube_video_id,
      hasCaptions: video.has_captions,
      tracks: tracks.map(presentTrack),
      listedAt: listedAt?.toISOString() ?? null,
      costs,
      text,
    };
  }

  private assertCaptionAccess(connection: ConnectionRow): void {
    if (grantAllowsWrite(connection.scopes)) return;
    throw new AppError(
      'AUTH_REQUIRED',
      'Reading caption tracks needs permission to manage this channel’s captions. Allow it to continue.',
      {
        details: {
          reason: 'insufficientPermissions',
          needsWriteAccess: true,
          channelId: connection.youtube_channel_id,
        },
      },
    );
  }
}
