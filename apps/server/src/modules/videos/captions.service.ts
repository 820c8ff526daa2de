// Caption tracks are listed only on demand (captions.list costs 50 units) and cached for a day; a track's
// text (captions.download, 200 units) is cached until the 30-day rule removes it. Only `stored` is for GETs:
// the others may spend quota and run behind POSTs (decision 016). Both need the
// youtube.force-ssl scope, which a read-only connection lacks: that is said before any call is made.
import type { CaptionsResponse, CaptionTextFormat } from '@vidcraft/contracts';
import type { CaptionTrackRow, ConnectionRow, VideoRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { grantAllowsWrite } from '../../integrations/google/google-scopes.ts';
import type { QuotaLedger } from '../../integrations/google/quota-ledger.ts';
import type { YoutubeClient } from '../../integrations/google/youtube.client.ts';
import { NotACaptionFileError, parseCaptionFile } from '../translation/caption-file.ts';
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

/** A kept or downloaded body read as cues (the editor's), or null when it is no caption file we read (TTML). */
function cuesOf(body: string, format: CaptionTextFormat) {
  if (format === 'ttml') return null;
  try {
    return parseCaptionFile(body).cues;
  } catch (error) {
    if (error instanceof NotACaptionFileError) return null;
    throw error;
  }
}

export class CaptionsService {
  private readonly deps: {
    captions: CaptionsRepo;
    tokens: ConnectionTokens;
    youtube: YoutubeClient;
    /** Tells what is left of today's YouTube units; without it the answer leaves them out. */
    ledger?: QuotaLedger;
  };
  constructor(deps: CaptionsService['deps']) {
    this.deps = deps;
  }

  /** What is stored: no YouTube call, whatever the list's age (GET …/captions). */
  async stored(video: VideoRow, connection: ConnectionRow, userId: string): Promise<CaptionsResponse> {
    const tracks = await this.deps.captions.tracks(video.id);
    return this.present(video, connection, userId, tracks, video.captions_listed_at, null);
  }

  /** Lists the tracks on YouTube (50 units); with `onlyIfStale`, only when none are stored from the last day. */
  async list(
    video: VideoRow,
    connection: ConnectionRow,
    options: { onlyIfStale: boolean },
  ): Promise<CaptionsResponse> {
    const { tracks, listedAt } = await this.listTracks(video, connection, !options.onlyIfStale);
    return this.present(video, connection, connection.user_id, tracks, listedAt, null);
  }

  /** A track's text: stored (no units) or downloaded (200 units). Lists the tracks first only if stale. */
  async download(
    video: VideoRow,
    connection: ConnectionRow,
    trackId: string,
    format: CaptionTextFormat,
  ): Promise<CaptionsResponse> {
    const { tracks, listedAt } = await this.listTracks(video, connection, false);
    const text = await this.text(connection, tracks, trackId, format);
    return this.present(video, connection, connection.user_id, tracks, listedAt, text);
  }

  /** What is stored after a write, with the track's text when one was kept (for the write's answer). */
  async afterWrite(
    video: VideoRow,
    connection: ConnectionRow,
    text: { trackId: string; body: string } | null,
  ): Promise<CaptionsResponse> {
    const tracks = await this.deps.captions.tracks(video.id);
    const kept = text
      ? { ...text, format: 'vtt' as const, cached: true, cues: cuesOf(text.body, 'vtt') }
      : null;
    return this.present(video, connection, connection.user_id, tracks, video.captions_listed_at, kept);
  }

  /** Lists the tracks when stale and, with `track`, reads its text: for jobs a POST has already started. */
  async get(
    video: VideoRow,
    connection: ConnectionRow,
    options: { track?: string | undefined; format: 'srt' | 'vtt'; refresh: boolean },
  ): Promise<CaptionsResponse> {
    const { tracks, listedAt } = await this.listTracks(video, connection, options.refresh);
    const text = options.track ? await this.text(connection, tracks, options.track, options.format) : null;
    return this.present(video, connection, null, tracks, listedAt, text);
  }

  /**
   * YouTube's own machine translation of a track into `language` (captions.download with tlang: 200 units),
   * kept like any downloaded text. For jobs a POST has already started.
   */
  async machineTranslation(
    video: VideoRow,
    connection: ConnectionRow,
    trackId: string,
    language: string,
  ): Promise<string> {
    const tracks = await this.deps.captions.tracks(video.id);
    const track = tracks.find((t) => t.youtube_caption_id === trackId);
    if (!track) throw notFound('The caption track');
    const cached = await this.deps.captions.text(track.id, 'vtt', language);
    if (cached) return cached.body;
    this.assertCaptionAccess(connection);
    const body = await this.deps.youtube.captionText(
      this.deps.tokens.caller(connection),
      trackId,
      'vtt',
      language,
    );
    await this.deps.captions.saveText(track.id, 'vtt', body, language);
    return body;
  }

  private async listTracks(video: VideoRow, connection: ConnectionRow, force: boolean) {
    let tracks = await this.deps.captions.tracks(video.id);
    let listedAt = video.captions_listed_at;
    const stale = !listedAt || Date.now() - listedAt.getTime() > LIST_TTL_MS;
    // A forced list asks YouTube even when the video shows no captions: drafts and automatic tracks do not
    // count in contentDetails.caption.
    if (force || (video.has_captions && stale)) {
      this.assertCaptionAccess(connection);
      const listed = await this.deps.youtube.captionTracks(
        this.deps.tokens.caller(connection),
        video.youtube_video_id,
      );
      tracks = await this.deps.captions.replaceTracks(video.id, listed);
      listedAt = new Date();
    }
    return { tracks, listedAt };
  }

  private async text(
    connection: ConnectionRow,
    tracks: CaptionTrackRow[],
    trackId: string,
    format: CaptionTextFormat,
  ): Promise<NonNullable<CaptionsResponse['text']>> {
    const track = tracks.find((t) => t.youtube_caption_id === trackId);
    if (!track) throw notFound('The caption track');
    const cached = await this.deps.captions.text(track.id, format);
    if (cached)
      return { trackId, format, body: cached.body, cached: true, cues: cuesOf(cached.body, format) };
    this.assertCaptionAccess(connection);
    const body = await this.deps.youtube.captionText(this.deps.tokens.caller(connection), trackId, format);
    await this.deps.captions.saveText(track.id, format, body);
    return { trackId, format, body, cached: false, cues: cuesOf(body, format) };
  }

  private async present(
    video: VideoRow,
    connection: ConnectionRow,
    userId: string | null,
    tracks: CaptionTrackRow[],
    listedAt: Date | null,
    text: CaptionsResponse['text'],
  ): Promise<CaptionsResponse> {
    const cost = (method: string) => this.deps.youtube.cost(method);
    const unitsLeftToday = userId && this.deps.ledger ? await this.deps.ledger.spendableToday(userId) : null;
    return {
      videoId: video.youtube_video_id,
      hasCaptions: video.has_captions,
      tracks: tracks.map(presentTrack),
      listedAt: listedAt?.toISOString() ?? null,
      costs: {
        listTracks: cost('captions.list'),
        downloadTrack: cost('captions.download'),
        insertTrack: cost('captions.insert'),
        updateTrack: cost('captions.update'),
        deleteTrack: cost('captions.delete'),
      },
      unitsLeftToday,
      canWrite: grantAllowsWrite(connection.scopes),
      text,
    };
  }

  /** Refuses before any call when the connection may not touch captions (a read-only grant). */
  assertCaptionAccess(connection: ConnectionRow): void {
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
