// The typed YouTube Data API client: every call is checked against the quota budget, metered in the ledger
// (each attempt, failed ones included), retried with backoff and full jitter on 429/5xx (honouring
// Retry-After), refreshed once on an expired access token, and mapped to client-actionable errors.
import { randomUUID } from 'node:crypto';
import type { ZodType } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { GoogleEndpoints } from './google-endpoints.ts';
import type { QuotaLedger } from './quota-ledger.ts';
import { isRetryable, mapYoutubeError, googleErrorReason } from './youtube-errors.ts';
import { DEFAULT_RETRY, retryDelay, type RetryOptions } from './youtube-retry.ts';
import { insertVideo, type InsertVideoOptions } from './video-insert.ts';
import {
  Caption,
  CaptionListResponse,
  ChannelListResponse,
  PlaylistItemListResponse,
  ThumbnailSetResponse,
  Video,
  VideoListResponse,
} from './youtube.schemas.ts';

/** videos.list parts a sync reads (fileDetails is owner-only: it tells vertical videos, i.e. Shorts). */
export const SYNC_VIDEO_PARTS = [
  'snippet',
  'contentDetails',
  'statistics',
  'status',
  'localizations',
  'fileDetails',
];

export { DEFAULT_RETRY, retryDelay, type RetryOptions } from './youtube-retry.ts';

/** Who a call is for, and how to get (or force-refresh) the access token of that grant. */
export interface YoutubeCaller {
  userId: string | null;
  connectionId: string | null;
  /** The YouTube channel of the grant, named in errors so the client knows which channel to re-authorize. */
  channelId?: string | null;
  /** The job run the call is made for, so a run's quota cost can be reported. */
  jobRunId?: string | null;
  accessToken(options?: { forceRefresh?: boolean }): Promise<string>;
}

export interface RequestSpec<T> {
  method: string;
  httpMethod: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  query?: Record<string, string | string[] | number | boolean | undefined>;
  body?: string | Uint8Array;
  contentType?: string;
  /** Further request headers, e.g. X-Upload-Content-Length when starting an upload. */
  headers?: Record<string, string>;
  etag?: string;
  schema: ZodType<T> | null;
}

export type Conditional<T> =
  { notModified: true } | { notModified: false; data: T; etag: string | null; headers: Headers };

export class YoutubeClient {
  private readonly endpoints: GoogleEndpoints;
  private readonly ledger: QuotaLedger;
  private readonly retry: RetryOptions;

  constructor(endpoints: GoogleEndpoints, ledger: QuotaLedger, retry: RetryOptions = DEFAULT_RETRY) {
    this.endpoints = endpoints;
    this.ledger = ledger;
    this.retry = retry;
  }

  cost(method: string): number {
    return this.ledger.cost(method);
  }

  /** channels.list mine=true: the one channel the grant was issued for (none for an account without one). */
  async myChannel(caller: YoutubeCaller) {
    const result = await this.call(caller, {
      method: 'channels.list',
      httpMethod: 'GET',
      url: `${this.endpoints.youtubeApiUrl}/channels`,
      query: { part: 'snippet,contentDetails,statistics', mine: true, maxResults: 1 },
      schema: ChannelListResponse,
    });
    return result.notModified ? null : (result.data.items?.[0] ?? null);
  }

  /** One page (≤ 50) of a playlist, e.g. a channel's uploads. */
  playlistPage(caller: YoutubeCaller, playlistId: string, pageToken?: string) {
    return this.call(caller, {
      method: 'playlistItems.list',
      httpMethod: 'GET',
      url: `${this.endpoints.youtubeApiUrl}/playlistItems`,
      query: { part: 'contentDetails', playlistId, maxResults: 50, pageToken },
      schema: PlaylistItemListResponse,
    });
  }

  /** Up to 50 videos by id; `etag` of an earlier identical request makes an unchanged answer a 304. */
  videos(caller: YoutubeCaller, ids: readonly string[], options: { parts?: string[]; etag?: string } = {}) {
    if (ids.length === 0 || ids.length > 50)
      throw new Error(`videos.list takes 1 to 50 ids, got ${ids.length}`);
    return this.call(caller, {
      method: 'videos.list',
      httpMethod: 'GET',
      url: `${this.endpoints.youtubeApiUrl}/videos`,
      query: { part: (options.parts ?? SYNC_VIDEO_PARTS).join(','), id: ids.join(','), maxResults: 50 },
      schema: VideoListResponse,
      ...(options.etag ? { etag: options.etag } : {}),
    });
  }

  /**
   * videos.update part=snippet (50 units; needs youtube.force-ssl). The snippet REPLACES the stored one, so the
   * caller sends the full merged snippet (title and categoryId are required).
   */
  async updateSnippet(caller: YoutubeCaller, videoId: string, snippet: Record<string, unknown>) {
    const result = await this.call(caller, {
      method: 'videos.update',
      httpMethod: 'PUT',
      url: `${this.endpoints.youtubeApiUrl}/videos`,
      query: { part: 'snippet' },
      body: JSON.stringify({ id: videoId, snippet }),
      contentType: 'application/json',
      schema: Video,
    });
    if (result.notModified) throw new Error('videos.update cannot answer 304');
    return result.data;
  }

  /**
   * videos.update part=snippet,localizations (50 units): the snippet and the localizations map both REPLACE
   * what is stored, so the caller sends the full snippet and the full merged map (never only the new
   * languages). The answer is the stored video's snippet and localizations.
   */
  async updateSnippetAndLocalizations(
    caller: YoutubeCaller,
    videoId: string,
    snippet: Record<string, unknown>,
    localizations: Record<string, { title?: string; description?: string }>,
  ) {
    const result = await this.call(caller, {
      method: 'videos.update',
      httpMethod: 'PUT',
      url: `${this.endpoints.youtubeApiUrl}/videos`,
      query: { part: 'snippet,localizations' },
      body: JSON.stringify({ id: videoId, snippet, localizations }),
      contentType: 'application/json',
      schema: Video,
    });
    if (result.notModified) throw new Error('videos.update cannot answer 304');
    return result.data;
  }

  /**
   * captions.insert (400 units) or, with `captionId`, captions.update (450 units) on the upload host: the
   * metadata and the caption file in one multipart/related request.
   */
  async uploadCaption(
    caller: YoutubeCaller,
    track: {
      captionId?: string | undefined;
      videoId: string;
      language: string;
      name: string;
      body: string;
      /** Published unless said otherwise (an update's snippet replaces the stored isDraft too). */
      isDraft?: boolean;
    },
  ) {
    const boundary = `vidcraft-${randomUUID()}`;
    const isDraft = track.isDraft ?? false;
    const metadata = track.captionId
      ? { id: track.captionId, snippet: { isDraft } }
      : { snippet: { videoId: track.videoId, language: track.language, name: track.name, isDraft } };
    const body = [
      `--${boundary}`,
      'Content-Type: application/json; charset=UTF-8',
      '',
      JSON.stringify(metadata),
      `--${boundary}`,
      'Content-Type: text/vtt; charset=UTF-8',
      '',
      track.body,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const result = await this.call(caller, {
      method: track.captionId ? 'captions.update' : 'captions.insert',
      httpMethod: track.captionId ? 'PUT' : 'POST',
      url: `${this.endpoints.youtubeUploadUrl}/captions`,
      query: { part: 'snippet', uploadType: 'multipart' },
      body: new TextEncoder().encode(body),
      contentType: `multipart/related; boundary=${boundary}`,
      schema: Caption,
    });
    if (result.notModified) throw new Error('captions upload cannot answer 304');
    return result.data;
  }

  /**
   * thumbnails.set on the upload host (50 units; needs youtube.force-ssl and a verified channel): the image is
   * the whole body (uploadType=media). Callers send a checked JPEG or PNG of at most 2 MB.
   */
  async setThumbnail(
    caller: YoutubeCaller,
    videoId: string,
    image: { bytes: Uint8Array; mimeType: 'image/jpeg' | 'image/png' },
  ) {
    const result = await this.call(caller, {
      method: 'thumbnails.set',
      httpMethod: 'POST',
      url: `${this.endpoints.youtubeUploadUrl}/thumbnails/set`,
      query: { videoId, uploadType: 'media' },
      body: image.bytes,
      contentType: image.mimeType,
      schema: ThumbnailSetResponse,
    });
    if (result.notModified) throw new Error('thumbnails.set cannot answer 304');
    return result.data.items?.[0] ?? {};
  }

  /**
   * videos.insert (current profile: one call from the 100-a-day videos.insert bucket; legacy: 1,600 units; needs
   * youtube.upload or youtube.force-ssl) through the resumable protocol: the session start is booked in the quota
   * ledger like every call; the file follows in chunks from a stream, resuming where YouTube says after lost
   * connections and 5xx, and starting over once if the session expired. Returns the new video.
   */
  insertVideo(caller: YoutubeCaller, options: InsertVideoOptions) {
    return insertVideo(
      {
        call: (spec) => this.call(caller, spec),
        accessToken: (tokenOptions) => caller.accessToken(tokenOptions),
        uploadUrl: this.endpoints.youtubeUploadUrl,
        retry: this.retry,
        fail: (status, body) =>
          mapYoutubeError('videos.insert', status, body, this.ledger.resetTime(), {
            connectionId: caller.connectionId,
            channelId: caller.channelId ?? null,
          }),
      },
      options,
    );
  }

  /** The caption tracks of a video (50 units; needs the youtube.force-ssl scope). */
  async captionTracks(caller: YoutubeCaller, videoId: string) {
    const result = await this.call(caller, {
      method: 'captions.list',
      httpMethod: 'GET',
      url: `${this.endpoints.youtubeApiUrl}/captions`,
      query: { part: 'snippet', videoId },
      schema: CaptionListResponse,
    });
    return result.notModified ? [] : (result.data.items ?? []);
  }

  /** captions.delete (50 units; needs youtube.force-ssl). YouTube answers 204. */
  async deleteCaption(caller: YoutubeCaller, captionId: string): Promise<void> {
    await this.call(caller, {
      method: 'captions.delete',
      httpMethod: 'DELETE',
      url: `${this.endpoints.youtubeApiUrl}/captions`,
      query: { id: captionId },
      schema: null,
    });
  }

  /**
   * A caption track's text converted by YouTube (`tfmt`: SRT, WebVTT, SBV or TTML; 200 units); with `tlang`,
   * YouTube's machine translation of it.
   */
  async captionText(
    caller: YoutubeCaller,
    captionId: string,
    format: 'srt' | 'vtt' | 'sbv' | 'ttml',
    tlang?: string,
  ): Promise<string> {
    const result = await this.call<string>(caller, {
      method: 'captions.download',
      httpMethod: 'GET',
      url: `${this.endpoints.youtubeApiUrl}/captions/${encodeURIComponent(captionId)}`,
      query: { tfmt: format, tlang },
      schema: null,
    });
    return result.notModified ? '' : result.data;
  }

  async call<T>(caller: YoutubeCaller, spec: RequestSpec<T>): Promise<Conditional<T>> {
    const url = new URL(spec.url);
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
    }
    const startedAt = Date.now();
    let refreshed = false;
    let forceRefresh = false;
    for (let attempt = 1; ; attempt += 1) {
      await this.ledger.assertCanSpend(spec.method, caller.userId);
      const token = await caller.accessToken({ forceRefresh });
      forceRefresh = false;
      const units = this.ledger.cost(spec.method);
      let response: Response;
      try {
        response = await fetch(url, {
          method: spec.httpMethod,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(spec.contentType ? { 'content-type': spec.contentType } : {}),
            ...(spec.etag ? { 'if-none-match': spec.etag } : {}),
            ...spec.headers,
          },
          ...(spec.body === undefined ? {} : { body: spec.body }),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        await this.book(caller, spec.method, units, 'error', null, 'connectionFailed');
        if (attempt < this.retry.maxAttempts && (await this.pause(attempt, null, startedAt))) continue;
        throw new AppError(
          'UPSTREAM_UNAVAILABLE',
          'YouTube could not be reached. Please try again shortly.',
          {
            cause: error,
            details: { method: spec.method },
          },
        );
      }

      if (response.status === 304) {
        await this.book(caller, spec.method, units, 'not_modified', 304, null);
        return { notModified: true };
      }
      if (response.ok) {
        await this.book(caller, spec.method, units, 'ok', response.status, null);
        const data = spec.schema ? await this.parse(spec, response) : ((await response.text()) as T);
        return { notModified: false, data, etag: response.headers.get('etag'), headers: response.headers };
      }

      const body: unknown = await response.json().catch(() => null);
      const { reason } = googleErrorReason(body);
      await this.book(caller, spec.method, units, 'error', response.status, reason);
      if (response.status === 401 && reason !== 'youtubeSignupRequired' && !refreshed) {
        refreshed = true; // the access token expired early or was revoked: refresh once and retry once
        forceRefresh = true;
        continue;
      }
      if (
        isRetryable(response.status, reason) &&
        attempt < this.retry.maxAttempts &&
        (await this.pause(attempt, response.headers.get('retry-after'), startedAt))
      ) {
        continue;
      }
      throw mapYoutubeError(spec.method, response.status, body, this.ledger.resetTime(), {
        connectionId: caller.connectionId,
        channelId: caller.channelId ?? null,
      });
    }
  }

  private async parse<T>(spec: RequestSpec<T>, response: Response): Promise<T> {
    const text = await response.text();
    const raw: unknown = spec.schema && text ? JSON.parse(text) : text;
    if (!spec.schema) return raw as T;
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) {
      throw new AppError('UPSTREAM_UNAVAILABLE', 'YouTube answered in an unexpected shape.', {
        details: {
          method: spec.method,
          issues: parsed.error.issues.slice(0, 5).map((i) => i.path.join('.')),
        },
      });
    }
    return parsed.data;
  }

  private book(
    caller: YoutubeCaller,
    method: string,
    units: number,
    outcome: 'ok' | 'not_modified' | 'error',
    status: number | null,
    reason: string | null,
  ) {
    return this.ledger.record({
      method,
      units,
      userId: caller.userId,
      connectionId: caller.connectionId,
      jobRunId: caller.jobRunId ?? null,
      outcome,
      httpStatus: status,
      reason,
    });
  }

  /** Waits before the next attempt; false when the wait would exceed the call's time budget. */
  private async pause(attempt: number, retryAfter: string | null, startedAt: number): Promise<boolean> {
    const delay = retryDelay(attempt, retryAfter, this.retry);
    if (Date.now() - startedAt + delay > this.retry.budgetMs) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
    return true;
  }
}
