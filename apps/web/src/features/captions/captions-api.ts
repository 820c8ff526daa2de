// Caption management's calls through the typed client: listing and downloading are the video routes', the
// file check and the writes are caption management's own (packages/contracts captions.ts).
import {
  type CaptionCue,
  type CaptionFileCheck,
  type CaptionsResponse,
  type CaptionTextFormat,
  type CaptionWriteResponse,
} from '@vidcraft/contracts';
import { captionRoutes, videoRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

/** The stored tracks (no YouTube call). */
export function fetchTracks(videoId: string): Promise<CaptionsResponse> {
  return callApi(videoRoutes.captions, { params: { id: videoId } });
}

/** Lists the tracks on YouTube (captions.list, 50 units). */
export function refreshTracks(videoId: string): Promise<CaptionsResponse> {
  return callApi(videoRoutes.captionsRefresh, { params: { id: videoId }, body: { onlyIfStale: false } });
}

/** A track's text in a format (captions.download, 200 units; free when Vidcraft kept it). */
export function downloadTrack(
  videoId: string,
  trackId: string,
  format: CaptionTextFormat,
): Promise<CaptionsResponse> {
  return callApi(videoRoutes.captionDownload, { params: { id: videoId, trackId }, body: { format } });
}

/** Reads a file on the server (no YouTube call): its cues and its problems with their lines. */
export function checkFile(videoId: string, file: Blob): Promise<CaptionFileCheck> {
  return callApi(captionRoutes.check, { params: { id: videoId }, form: { files: { file } } });
}

export function insertTrack(
  videoId: string,
  input: { file: Blob; language: string; name: string; isDraft: boolean; idempotencyKey: string },
): Promise<CaptionWriteResponse> {
  const { file, language, name, isDraft, idempotencyKey } = input;
  return callApi(captionRoutes.insert, {
    params: { id: videoId },
    form: {
      fields: { language, name, isDraft: isDraft ? 'true' : 'false', idempotencyKey },
      files: { file },
    },
  });
}

export function saveCues(
  videoId: string,
  trackId: string,
  cues: CaptionCue[],
  idempotencyKey: string,
): Promise<CaptionWriteResponse> {
  return callApi(captionRoutes.saveCues, {
    params: { id: videoId, trackId },
    body: { cues, idempotencyKey },
  });
}

export function replaceTrack(
  videoId: string,
  trackId: string,
  file: Blob,
  idempotencyKey: string,
): Promise<CaptionWriteResponse> {
  return callApi(captionRoutes.replace, {
    params: { id: videoId, trackId },
    form: { fields: { idempotencyKey }, files: { file } },
  });
}

export function deleteTrack(
  videoId: string,
  trackId: string,
  idempotencyKey: string,
): Promise<CaptionWriteResponse> {
  return callApi(captionRoutes.remove, { params: { id: videoId, trackId }, body: { idempotencyKey } });
}
