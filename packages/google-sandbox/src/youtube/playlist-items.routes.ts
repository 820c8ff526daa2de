// playlistItems.list for the uploads playlist (UU…), newest first, paged with maxResults ≤ 50. The owner also sees
// private, unlisted and scheduled uploads.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { apiErrors } from '../http/error-catalog.ts';
import type { Video } from '../state/model.ts';
import { decodePageToken, encodePageToken, etagOf, playlistItemIdFor } from '../util/ids.ts';
import { defineApiRoute } from './api-route.ts';
import { listResponse } from './list-response.ts';
import { maxResultsParam, parseParams, parseParts, standardParams } from './params.ts';
import { videoThumbnails } from './thumbnail-urls.ts';
import { playlistErrors } from './video-errors.ts';

const PARTS = ['contentDetails', 'id', 'snippet', 'status'] as const;

const schema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  playlistId: z.string().optional(),
  id: z.array(z.string()).optional(),
  maxResults: maxResultsParam(50, 5),
  pageToken: z.string().optional(),
  videoId: z.string().optional(),
  onBehalfOfContentOwner: z.string().optional(),
});

function presentItem(core: SandboxCore, video: Video, playlistId: string, position: number, parts: string[]) {
  const channel = core.world.channel(video.channelId);
  const item: Record<string, unknown> = {
    kind: 'youtube#playlistItem',
    etag: '',
    id: playlistItemIdFor(playlistId, video.id),
  };
  const published = video.privacyStatus !== 'private';
  if (parts.includes('snippet')) {
    item.snippet = {
      publishedAt: video.publishedAt,
      channelId: video.channelId,
      title: video.title,
      description: video.description,
      thumbnails: videoThumbnails(core, video),
      channelTitle: channel?.title ?? '',
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      videoOwnerChannelTitle: channel?.title ?? '',
      videoOwnerChannelId: video.channelId,
    };
  }
  if (parts.includes('contentDetails')) {
    item.contentDetails = {
      videoId: video.id,
      ...(published ? { videoPublishedAt: video.publishedAt } : {}),
    };
  }
  if (parts.includes('status')) item.status = { privacyStatus: video.privacyStatus };
  item.etag = etagOf({ ...item, etag: undefined });
  return item;
}

export function registerPlaylistItemRoutes(app: FastifyInstance, core: SandboxCore): void {
  defineApiRoute(app, core, {
    method: 'GET',
    url: '/youtube/v3/playlistItems',
    name: 'youtube.playlistItems.list',
    handler: ({ query, auth, now }) => {
      const params = parseParams(schema, query, ['id']);
      const parts = parseParts(params.part, PARTS);
      if (!params.playlistId && !params.id) {
        throw apiErrors.missingParameter('part', 'No filter selected. Expected one of: id, playlistId');
      }
      if (params.playlistId && params.id) {
        throw apiErrors.invalidCriteria('Incompatible parameters specified in the request: id, playlistId');
      }
      let playlistId = params.playlistId ?? '';
      let wantedVideo = params.videoId;
      if (params.id) {
        const decoded = params.id.map((id) => Buffer.from(id, 'base64').toString('utf8').split('.'));
        playlistId = decoded[0]?.[0] ?? '';
        wantedVideo = decoded[0]?.[1];
      }
      const channelId = `UC${playlistId.slice(2)}`;
      const channel = core.world.channel(channelId);
      if (!channel) throw playlistErrors.playlistNotFound();
      const owner = auth.channel?.id === channel.id;
      let videos: Video[];
      if (playlistId.startsWith('UU')) {
        videos = core.world
          .uploads(channel.id, now)
          .filter((v) => owner || (v.privacyStatus === 'public' && v.uploadStatus === 'processed'));
      } else if (playlistId.startsWith('LL')) {
        if (!owner) throw playlistErrors.playlistItemsNotAccessible();
        videos = [];
      } else throw playlistErrors.playlistNotFound();
      const positioned = videos.map((video, position) => ({ video, position }));
      const filtered = wantedVideo ? positioned.filter((p) => p.video.id === wantedVideo) : positioned;

      let offset = 0;
      if (params.pageToken) {
        const decoded = decodePageToken(params.pageToken);
        if (decoded === null || decoded > filtered.length) throw apiErrors.invalidPageToken();
        offset = decoded;
      }
      const page = filtered.slice(offset, offset + params.maxResults);
      const next = offset + params.maxResults;
      const items = page.map(({ video, position }) => presentItem(core, video, playlistId, position, parts));
      return {
        type: 'json',
        body: listResponse('youtube#playlistItemListResponse', items, {
          totalResults: filtered.length,
          resultsPerPage: params.maxResults,
          ...(params.maxResults > 0 && next < filtered.length
            ? { nextPageToken: encodePageToken(next, 'next') }
            : {}),
          ...(offset > 0
            ? { prevPageToken: encodePageToken(Math.max(0, offset - params.maxResults), 'prev') }
            : {}),
          volatileEtag: true,
        }),
      };
    },
  });
}
