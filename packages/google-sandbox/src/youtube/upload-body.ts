// Reads an upload: uploadType=media (the body is the media) or multipart (a JSON part, then the media part).
// Resumable sessions (videos.insert only) are handled by video-insert.routes.ts and upload-session.routes.ts.
import type { FastifyRequest } from 'fastify';
import { contentType, rawBody } from '../http/body.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { boundaryOf, parseMultipart } from '../http/multipart.ts';
import { scalarParam, type RawQuery } from '../http/query.ts';

export interface Upload {
  metadata: unknown;
  media: Buffer | undefined;
  mediaType: string | undefined;
}

export function readUpload(req: FastifyRequest, query: RawQuery): Upload {
  const uploadType = scalarParam(query, 'uploadType') ?? 'media';
  const body = rawBody(req);
  if (uploadType === 'resumable') {
    throw apiErrors.invalidParameter(
      'uploadType',
      'The Google sandbox accepts uploadType=resumable for videos.insert only; use media or multipart here.',
    );
  }
  if (uploadType === 'multipart' || contentType(req).startsWith('multipart/')) {
    const boundary = boundaryOf(req.headers['content-type']);
    const parts = body && boundary ? parseMultipart(body, boundary) : null;
    if (!parts || parts.length === 0) throw apiErrors.parseError();
    const [first, second] = parts;
    const metadataText = first?.body.toString('utf8').trim() ?? '';
    let metadata: unknown;
    try {
      metadata = metadataText ? JSON.parse(metadataText) : {};
    } catch {
      throw apiErrors.parseError();
    }
    return {
      metadata,
      media: second && second.body.length > 0 ? second.body : undefined,
      mediaType: second?.headers['content-type'],
    };
  }
  if (uploadType !== 'media')
    throw apiErrors.invalidParameter('uploadType', `Unknown uploadType '${uploadType}'.`);
  return { metadata: undefined, media: body, mediaType: contentType(req) || undefined };
}
