// The upload tool's parts, composed from configuration: the tus store, the transcriber config chooses (a
// provider speaking OpenAI's protocol, else the offline English engine), and the service over them.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import { ThumbnailImagesRepo, type ThumbnailImageRow } from '../thumbnails/thumbnail-images.repo.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { MediaToolsStatus } from './media/media-tools.ts';
import { createTranscriber } from './transcription/create-transcriber.ts';
import { UploadStore } from './upload-store.ts';
import { VideoUploadsRepo } from './video-uploads.repo.ts';
import { VideoUploadsService } from './video-uploads.service.ts';

export function createUploadServices(deps: {
  config: Config;
  db: Kysely<Database>;
  files: FileStore;
  jobs: JobEngine;
  usage: UsageService;
  connections: ConnectionsRepo;
  mediaTools: MediaToolsStatus;
  keepBackground: (userId: string, bytes: Buffer) => Promise<ThumbnailImageRow>;
}) {
  const { config, mediaTools } = deps;
  const uploadStore = new UploadStore({ dir: config.uploads.dir, maxBytes: config.uploads.maxBytes });
  const transcriber = createTranscriber(config.transcription, {
    // Without the tools nothing reaches the transcriber (the analysis stops first); the names keep it typed.
    ffmpegPath: mediaTools.available ? mediaTools.ffmpeg.path : 'ffmpeg',
    ffprobePath: mediaTools.available ? mediaTools.ffprobe.path : 'ffprobe',
  });
  const videoUploadsRepo = new VideoUploadsRepo(deps.db);
  const thumbnailImagesRepo = new ThumbnailImagesRepo(deps.db);
  const videoUploads = new VideoUploadsService({
    db: deps.db,
    uploads: videoUploadsRepo,
    store: uploadStore,
    files: deps.files,
    jobs: deps.jobs,
    usage: deps.usage,
    connections: deps.connections,
    thumbnails: thumbnailImagesRepo,
    mediaTools,
    transcriber,
    transcriberIsProvider: config.transcription !== null,
    maxBytes: config.uploads.maxBytes,
    retentionHours: config.uploads.retentionHours,
    costProfile: config.youtube.costProfile,
    keepBackground: deps.keepBackground,
  });
  return { uploadStore, transcriber, videoUploadsRepo, videoUploads, mediaTools, thumbnailImagesRepo };
}
