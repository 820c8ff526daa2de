// captions.list, captions.download (tfmt, tlang) and captions.delete. Captions are owner-only, and only the
// youtube.force-ssl / youtubepartner scopes are accepted.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { isSupportedLanguage } from '../seed/languages.ts';
import type { CaptionTrack, Channel } from '../state/model.ts';
import { etagOf } from '../util/ids.ts';
import { defineApiRoute, requireChannel, type ApiAuth } from './api-route.ts';
import { formatCues } from './caption-formats.ts';
import { listResponse } from './list-response.ts';
import { parseParams, parseParts, standardParams } from './params.ts';
import { CAPTION_PARTS, presentCaption } from './present-caption.ts';
import { captionErrors } from './video-errors.ts';

const listSchema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  videoId: z.string().min(1),
  id: z.array(z.string()).optional(),
  onBehalfOf: z.string().optional(),
  onBehalfOfContentOwner: z.string().optional(),
});
const downloadSchema = z.object({
  ...standardParams,
  tfmt: z.enum(['sbv', 'scc', 'srt', 'ttml', 'vtt']).optional(),
  tlang: z.string().optional(),
  onBehalfOf: z.string().optional(),
  onBehalfOfContentOwner: z.string().optional(),
});
const deleteSchema = z.object({
  ...standardParams,
  id: z.string().min(1),
  onBehalfOfContentOwner: z.string().optional(),
});

/** The track, if it exists and the caller owns its video. */
export function ownedTrack(
  core: SandboxCore,
  auth: ApiAuth,
  id: string,
): { track: CaptionTrack; channel: Channel } {
  const channel = requireChannel(auth);
  const track = core.world.caption(id);
  if (!track) throw captionErrors.captionNotFound();
  const video = core.world.video(track.videoId, core.clock.now());
  if (!video) throw captionErrors.captionNotFound();
  if (video.channelId !== channel.id) throw captionErrors.forbidden();
  return { track, channel };
}

/** The tag YouTube's machine translation is marked with in the sandbox (it has no translation engine). */
export function machineTranslationMark(language: string): string {
  return `[MT ${language}] `;
}

export function registerCaptionReadRoutes(app: FastifyInstance, core: SandboxCore): void {
  defineApiRoute(app, core, {
    method: 'GET',
    url: '/youtube/v3/captions',
    name: 'youtube.captions.list',
    handler: ({ query, auth, now }) => {
      const params = parseParams(listSchema, query, ['id']);
      const parts = parseParts(params.part, CAPTION_PARTS);
      const channel = requireChannel(auth);
      const video = core.world.video(params.videoId, now);
      if (!video || (video.channelId !== channel.id && video.privacyStatus === 'private')) {
        throw captionErrors.videoNotFound();
      }
      if (video.channelId !== channel.id) throw captionErrors.forbidden();
      let tracks = core.world.captionsOf(video.id);
      if (params.id) {
        const wanted = params.id;
        if (wanted.some((id) => !tracks.some((t) => t.id === id))) throw captionErrors.captionNotFound();
        tracks = tracks.filter((t) => wanted.includes(t.id));
      }
      const items = tracks.map((t) => presentCaption(t, parts));
      return { type: 'json', body: listResponse('youtube#captionListResponse', items, { pageInfo: false }) };
    },
  });

  defineApiRoute(app, core, {
    method: 'GET',
    url: '/youtube/v3/captions/:id',
    name: 'youtube.captions.download',
    handler: ({ req, query, auth }) => {
      const params = parseParams(downloadSchema, query);
      const { track } = ownedTrack(core, auth, (req.params as { id: string }).id);
      if (track.status === 'failed' || params.tfmt === 'scc') throw captionErrors.couldNotConvert();
      if (params.tlang !== undefined && !isSupportedLanguage(params.tlang))
        throw captionErrors.couldNotConvert();
      const translated = params.tlang !== undefined && params.tlang !== track.language;
      const language = translated ? (params.tlang as string) : track.language;
      const cues = translated
        ? track.cues.map((c) => ({ ...c, text: machineTranslationMark(language) + c.text }))
        : track.cues;
      const note = translated
        ? `Machine translation from ${track.language} to ${language} (Google sandbox: source text, marked)`
        : undefined;
      const text = formatCues(cues, params.tfmt ?? track.originalFormat, language, note);
      return {
        type: 'file',
        body: text,
        contentType: 'application/octet-stream',
        etag: etagOf({ id: track.id, updated: track.lastUpdated, tfmt: params.tfmt, tlang: params.tlang }),
      };
    },
  });

  defineApiRoute(app, core, {
    method: 'DELETE',
    url: '/youtube/v3/captions',
    name: 'youtube.captions.delete',
    handler: ({ query, auth }) => {
      const params = parseParams(deleteSchema, query);
      const { track } = ownedTrack(core, auth, params.id);
      core.world.deleteCaption(track.id);
      return { type: 'noContent' };
    },
  });
}
