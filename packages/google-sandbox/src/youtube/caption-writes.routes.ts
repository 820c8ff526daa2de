// captions.insert and captions.update: metadata plus a timed caption file (SRT, VTT or SBV). An unreadable file
// is stored as a failed track, as YouTube's processing would mark it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { jsonBody } from '../http/body.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { CAPTION_NAME_MAX } from '../metadata/limits.ts';
import { isSupportedLanguage } from '../seed/languages.ts';
import type { CaptionTrack } from '../state/model.ts';
import { rfc3339 } from '../util/clock.ts';
import { captionIdFor, randomId } from '../util/ids.ts';
import { defineApiRoute, requireChannel } from './api-route.ts';
import { parseCaptionFile } from './caption-formats.ts';
import { ownedTrack } from './captions.routes.ts';
import { parseParams, parseParts, standardParams } from './params.ts';
import { CAPTION_PARTS, presentCaption } from './present-caption.ts';
import { readUpload } from './upload-body.ts';
import { captionErrors } from './video-errors.ts';

const querySchema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  sync: z.string().optional(),
  onBehalfOf: z.string().optional(),
  onBehalfOfContentOwner: z.string().optional(),
});
const captionBodySchema = z.looseObject({
  id: z.string().optional(),
  snippet: z
    .looseObject({
      videoId: z.string().optional(),
      language: z.string().optional(),
      name: z.string().optional(),
      isDraft: z.boolean().optional(),
    })
    .optional(),
});

function applyFile(track: CaptionTrack, media: Buffer): CaptionTrack {
  const parsed = parseCaptionFile(media.toString('utf8'));
  if (!parsed) return { ...track, cues: [], status: 'failed', failureReason: 'unknownFormat' };
  const { failureReason: _dropped, ...rest } = track;
  return { ...rest, cues: parsed.cues, status: 'serving', originalFormat: parsed.format };
}

function metadataOf(value: unknown) {
  const parsed = captionBodySchema.safeParse(value ?? {});
  if (!parsed.success)
    throw captionErrors.invalidMetadata(`Invalid value at '${parsed.error.issues[0]?.path.join('.')}'.`);
  return parsed.data;
}

export function registerCaptionWriteRoutes(app: FastifyInstance, core: SandboxCore): void {
  for (const url of ['/upload/youtube/v3/captions', '/youtube/v3/captions']) {
    const upload = url.startsWith('/upload/');
    defineApiRoute(app, core, {
      method: 'POST',
      url,
      name: 'youtube.captions.insert',
      handler: ({ req, query, auth, now }) => {
        const params = parseParams(querySchema, query);
        const parts = parseParts(params.part, CAPTION_PARTS);
        if (!parts.includes('snippet'))
          throw apiErrors.missingParameter('part', "The part parameter must include 'snippet'.");
        const channel = requireChannel(auth);
        if (!upload) throw captionErrors.contentRequired();
        const { metadata, media } = readUpload(req, query);
        const snippet = metadataOf(metadata).snippet ?? {};
        if (!snippet.videoId) throw captionErrors.invalidMetadata('snippet.videoId is required.');
        if (!snippet.language || !isSupportedLanguage(snippet.language)) {
          throw captionErrors.invalidMetadata('snippet.language must be a supported BCP-47 language.');
        }
        const name = snippet.name ?? '';
        if ([...name].length > CAPTION_NAME_MAX) throw captionErrors.nameTooLong();
        const video = core.world.video(snippet.videoId, now);
        if (!video || (video.channelId !== channel.id && video.privacyStatus === 'private')) {
          throw captionErrors.videoNotFound();
        }
        if (video.channelId !== channel.id) throw captionErrors.forbidden();
        if (!media) throw captionErrors.contentRequired();
        const exists = core.world
          .captionsOf(video.id)
          .some((t) => t.language === snippet.language && t.name === name);
        if (exists) throw captionErrors.captionExists();
        const track = applyFile(
          {
            id: captionIdFor(`${video.id}:${randomId(12)}`),
            videoId: video.id,
            language: snippet.language,
            name,
            trackKind: 'standard',
            audioTrackType: 'unknown',
            isCC: false,
            isLarge: false,
            isEasyReader: false,
            isDraft: snippet.isDraft ?? false,
            isAutoSynced: false,
            status: 'serving',
            lastUpdated: rfc3339(now),
            cues: [],
            originalFormat: 'srt',
          },
          media,
        );
        core.world.putCaption(track);
        return { type: 'json', body: presentCaption(track, parts) };
      },
    });

    defineApiRoute(app, core, {
      method: 'PUT',
      url,
      name: 'youtube.captions.update',
      handler: ({ req, query, auth, now }) => {
        const params = parseParams(querySchema, query);
        const parts = parseParts(params.part, CAPTION_PARTS);
        let metadata: unknown;
        let media: Buffer | undefined;
        if (upload) ({ metadata, media } = readUpload(req, query));
        else {
          const json = jsonBody(req);
          if (!json.ok) throw apiErrors.parseError();
          metadata = json.value;
        }
        const body = metadataOf(metadata);
        if (!body.id) throw captionErrors.invalidMetadata('The caption resource must specify its id.');
        const { track } = ownedTrack(core, auth, body.id);
        let next: CaptionTrack = { ...track, lastUpdated: rfc3339(now) };
        // Replace semantics: a snippet without isDraft publishes the track.
        if (parts.includes('snippet')) next.isDraft = body.snippet?.isDraft ?? false;
        if (media) next = applyFile(next, media);
        core.world.putCaption(next);
        return { type: 'json', body: presentCaption(next, parts) };
      },
    });
  }
}
