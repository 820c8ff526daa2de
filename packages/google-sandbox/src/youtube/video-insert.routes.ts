// videos.insert on the upload path. uploadType=resumable starts a session: the JSON video resource is validated
// now, the answer is 200 with the session URI in Location, and the bytes follow with PUTs to that URI
// (upload-session.routes.ts). uploadType=multipart (metadata + media in one request, as Google's Node client
// sends it) and media (the file alone; the Slug header names it) create the video at once. Every start is one
// videos.insert call in the quota ledger; the PUTs cost nothing.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { jsonBody } from '../http/body.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { scalarParam, type RawQuery } from '../http/query.ts';
import { defineApiRoute, requireChannel } from './api-route.ts';
import { boolParam, parseParams, parseParts, standardParams } from './params.ts';
import { presentVideo, VIDEO_PARTS } from './present-video.ts';
import { readUpload } from './upload-body.ts';
import { completeInsert, mediaSummary, prepareInsert } from './video-insert.ts';
import { uploadErrors, videoErrors } from './video-errors.ts';

export const VIDEO_UPLOAD_PATH = '/upload/youtube/v3/videos';

const schema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  notifySubscribers: boolParam.optional(),
  autoLevels: boolParam.optional(),
  stabilize: boolParam.optional(),
  onBehalfOfContentOwner: z.string().optional(),
  onBehalfOfContentOwnerChannel: z.string().optional(),
});

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The Slug header carries the file name, percent-encoded when it is not ASCII. */
function fileNameOf(req: FastifyRequest): string | undefined {
  const slug = header(req, 'slug');
  if (!slug) return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * The session URI: the URL the request was addressed to plus upload_id, like Google's. When the caller used the
 * sandbox's public address it is the public base URL; a caller on another address (the app's loopback back
 * channel) gets a URI on that address, so it can reach it.
 */
function sessionUri(core: SandboxCore, req: FastifyRequest, query: RawQuery, uploadId: string): string {
  const publicBase = core.baseUrl();
  const host = req.headers.host;
  let base = publicBase;
  if (host && host !== new URL(publicBase).host) {
    const mounted = req.routeOptions.url ?? VIDEO_UPLOAD_PATH;
    base = `${req.protocol}://${host}${mounted.slice(0, mounted.length - VIDEO_UPLOAD_PATH.length)}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === 'access_token' || key === 'oauth_token' || key === 'upload_id')
      continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  params.set('upload_id', uploadId);
  return `${base}${VIDEO_UPLOAD_PATH}?${params.toString()}`;
}

function declaredLength(req: FastifyRequest): number | null {
  const raw = header(req, 'x-upload-content-length');
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw.trim())) throw uploadErrors.missingUploadLength();
  return Number(raw.trim());
}

export function registerVideoInsertRoutes(app: FastifyInstance, core: SandboxCore): void {
  defineApiRoute(app, core, {
    method: 'POST',
    url: VIDEO_UPLOAD_PATH,
    name: 'youtube.videos.insert',
    handler: ({ req, query, auth, now }) => {
      const params = parseParams(schema, query);
      const parts = parseParts(params.part, VIDEO_PARTS);
      const channel = requireChannel(auth);
      const fileName = fileNameOf(req);

      if (scalarParam(query, 'uploadType') === 'resumable') {
        const json = jsonBody(req);
        if (!json.ok) throw apiErrors.parseError();
        const total = declaredLength(req);
        if (total === 0) throw videoErrors.mediaBodyRequired();
        if (total !== null && total > core.settings.videoMaxBytes) {
          throw apiErrors.uploadTooLarge(core.settings.videoMaxBytes);
        }
        const draft = prepareInsert(core, channel, { parts, metadata: json.value, fileName }, now);
        const session = core.uploads.create(
          {
            clientId: auth.access.clientId,
            channelId: channel.id,
            parts,
            draft,
            total,
            contentType: header(req, 'x-upload-content-type'),
            fileName,
          },
          now.getTime(),
          core.settings.uploadSessionTtlSeconds * 1000,
        );
        return {
          type: 'empty',
          headers: {
            location: sessionUri(core, req, query, session.id),
            'x-guploader-uploadid': session.id,
          },
        };
      }

      const upload = readUpload(req, query);
      if (!upload.media) throw videoErrors.mediaBodyRequired();
      if (upload.media.length > core.settings.videoMaxBytes) {
        throw apiErrors.uploadTooLarge(core.settings.videoMaxBytes);
      }
      const draft = prepareInsert(core, channel, { parts, metadata: upload.metadata, fileName }, now);
      const media = mediaSummary({
        bytes: upload.media.length,
        sha256: createHash('sha256').update(upload.media).digest('hex'),
        contentType: upload.mediaType,
        head: upload.media,
        fileName,
      });
      const video = completeInsert(core, draft, media, now);
      return { type: 'json', body: presentVideo(core, video, parts, channel.id) };
    },
  });

  // The metadata path has no media: Google answers mediaBodyRequired.
  defineApiRoute(app, core, {
    method: 'POST',
    url: '/youtube/v3/videos',
    name: 'youtube.videos.insert',
    handler: ({ query, auth }) => {
      parseParts(parseParams(schema, query).part, VIDEO_PARTS);
      requireChannel(auth);
      throw videoErrors.mediaBodyRequired();
    },
  });
}
