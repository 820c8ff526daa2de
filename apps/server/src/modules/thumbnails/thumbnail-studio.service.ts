// The thumbnail studio: resolves a design's background (the video's current thumbnail, a stored upload or
// generated picture, a style preset), renders it on a compute thread with its checks, keeps renders the creator
// saves, accepts uploaded backgrounds (hostile until proven otherwise) and asks the image model for new ones —
// metered per month, a failed generation costing nothing.
import type { Readable } from 'node:stream';
import type { ThumbnailDesign } from '@vidcraft/contracts';
import type { VideoRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { ComputePool } from '../../integrations/compute/compute-pool.ts';
import type { QuotaLedger } from '../../integrations/google/quota-ledger.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import type { Background } from './compositor.ts';
import { acceptImage } from './image-intake.ts';
import { downloadThumbnail } from './remote-thumbnail.ts';
import { isPresetId, PRESET_DEFAULT_COLORS, PRESET_IDS } from './style-presets.ts';
import { PLACEMENT_METHOD } from './placement.ts';
import type { RenderDesignOutput } from './thumbnail-render.compute.ts';
import type { ThumbnailImageRow, ThumbnailImagesRepo } from './thumbnail-images.repo.ts';
import { LARGEST_FIRST } from './thumbnail-upload.service.ts';

/** The image model, as the studio needs it (integrations/image-models provides it when one is configured). */
export interface BackgroundModel {
  label: { provider: string; model: string };
  styles: readonly string[];
  generate(request: { prompt: string; style: string }): Promise<{
    image: Buffer;
    contentType: string;
    model: string;
  }>;
}

export interface ThumbnailStudioDeps {
  videos: VideosService;
  images: ThumbnailImagesRepo;
  files: FileStore;
  compute: ComputePool;
  usage: UsageService;
  ledger: QuotaLedger;
  imageModel: BackgroundModel | null;
  /** Origins the current thumbnail may be read from (as for uploads). */
  imageOrigins: readonly string[];
}

export const MAX_LAYERS = 3;
/** An upload costs thumbnails.set (50) plus the read of the image it replaces (videos.list, 1). */
export const UNITS_PER_UPLOAD = 51;

export class ThumbnailStudioService {
  private readonly deps: ThumbnailStudioDeps;
  constructor(deps: ThumbnailStudioDeps) {
    this.deps = deps;
  }

  capabilities() {
    return {
      presets: PRESET_IDS.map((id) => ({ id, colors: [...PRESET_DEFAULT_COLORS[id]] })),
      imageModel: this.deps.imageModel
        ? { ...this.deps.imageModel.label, styles: [...this.deps.imageModel.styles] }
        : null,
      placementMethod: PLACEMENT_METHOD,
    };
  }

  /** Renders a design for `userId` (nothing stored). */
  async render(
    userId: string,
    design: ThumbnailDesign,
    youtubeVideoId?: string,
  ): Promise<RenderDesignOutput> {
    const video = youtubeVideoId ? (await this.deps.videos.get(userId, youtubeVideoId)).video : null;
    const background = await this.background(userId, design.background);
    return this.deps.compute.run('renderDesign', {
      background,
      layers: design.layers.map((layer) => ({
        text: layer.text,
        weight: layer.weight,
        maxSizePx: layer.maxSizePx,
        fill: layer.fill,
        placement: layer.placement,
        maxWidthShare: layer.maxWidthShare,
        maxLines: layer.maxLines,
        ...(layer.outline ? { outline: layer.outline } : {}),
        ...(layer.shadow ? { shadow: layer.shadow } : {}),
        ...(layer.box ? { box: layer.box } : {}),
      })),
      title: video?.title ?? null,
      language: video ? languageOf(video) : 'en',
    });
  }

  /** Renders and keeps a design; the same idempotency key answers the same kept thumbnail. */
  async create(
    userId: string,
    request: { design: ThumbnailDesign; videoId?: string; idempotencyKey: string },
  ): Promise<ThumbnailImageRow> {
    const existing = await this.deps.images.findByKey(userId, request.idempotencyKey);
    if (existing) return existing;
    const video = request.videoId ? (await this.deps.videos.get(userId, request.videoId)).video : null;
    const rendered = await this.render(userId, request.design, request.videoId);
    const image = Buffer.from(rendered.image);
    const extension = rendered.contentType === 'image/png' ? 'png' : 'jpg';
    const fileKey = `thumbnails/${userId}/kept/${request.idempotencyKey}.${extension}`;
    await this.deps.files.put(fileKey, image, rendered.contentType);
    const { row } = await this.deps.images.insert({
      user_id: userId,
      video_id: video?.id ?? null,
      source: 'composed',
      idempotency_key: request.idempotencyKey,
      file_key: fileKey,
      content_type: rendered.contentType,
      width: 1280,
      height: 720,
      bytes: image.length,
      design: JSON.stringify(request.design),
      report: JSON.stringify(rendered.report),
    });
    return row;
  }

  list(userId: string, filter: { videoId?: string; limit: number }) {
    return this.listFor(userId, ['composed'], filter);
  }

  backgrounds(userId: string) {
    return this.listFor(userId, ['upload', 'generated'], { limit: 50 });
  }

  async get(userId: string, id: string): Promise<ThumbnailImageRow> {
    const row = await this.deps.images.findForUser(userId, id);
    if (!row) throw notFound('The image');
    return row;
  }

  /** The stored bytes of one of the user's images. */
  async image(userId: string, id: string): Promise<{ row: ThumbnailImageRow; body: Readable }> {
    const row = await this.get(userId, id);
    const found = await this.deps.files.get(row.file_key);
    if (!found) throw notFound('The image file');
    return { row, body: found.body };
  }

  async record(userId: string, id: string, action: 'download' | 'copy'): Promise<ThumbnailImageRow> {
    const row = await this.get(userId, id);
    if (row.source !== 'composed') throw notFound('The thumbnail');
    return this.deps.images.markUsed(userId, row.id, action);
  }

  /** Accepts an uploaded image as a background: checked by content, re-encoded, metadata gone. */
  async uploadBackground(userId: string, bytes: Buffer): Promise<ThumbnailImageRow> {
    const accepted = await acceptImage(bytes);
    return this.keepBackground(userId, { ...accepted, source: 'upload', idempotencyKey: null });
  }

  /** Asks the image model for a background; counts toward the month's generations only when it succeeds. */
  async generateBackground(
    userId: string,
    request: { prompt: string; style: string; idempotencyKey: string },
  ): Promise<ThumbnailImageRow> {
    const model = this.deps.imageModel;
    if (!model) {
      throw new AppError(
        'VALIDATION',
        'No image model is configured on this server. Styles, uploads and the current thumbnail still work; the operator can set IMAGE_PROVIDER to add one.',
        { details: { reason: 'noImageModel' } },
      );
    }
    if (!model.styles.includes(request.style)) {
      throw new AppError('VALIDATION', `Unknown style “${request.style}”.`, { details: { reason: 'style' } });
    }
    const existing = await this.deps.images.findByKey(userId, request.idempotencyKey);
    if (existing) return existing;
    return this.deps.usage.metered(userId, 'thumbnailGeneration', request.idempotencyKey, async () => {
      const made = await model.generate({ prompt: request.prompt, style: request.style });
      // The model's answer is checked like any upload: it is bytes from outside.
      const accepted = await acceptImage(made.image);
      return this.keepBackground(userId, {
        ...accepted,
        source: 'generated',
        idempotencyKey: request.idempotencyKey,
        prompt: request.prompt,
        style: request.style,
        model: `${model.label.provider} · ${made.model}`,
      });
    });
  }

  /** The month's generations and uploads, and how many uploads today's YouTube quota still allows. */
  async quota(userId: string) {
    const terms = await this.deps.usage.terms(userId);
    const { start, end } = terms.period;
    const [generations, uploads, spendable] = await Promise.all([
      this.deps.usage.allowance(userId, 'thumbnailGeneration', undefined, terms),
      this.deps.usage.allowance(userId, 'thumbnailUpload', undefined, terms),
      this.deps.ledger.spendableToday(userId),
    ]);
    return {
      period: { start: start.toISOString(), end: end.toISOString() },
      generations,
      uploads,
      youtube: {
        unitsPerUpload: UNITS_PER_UPLOAD,
        uploadsLeftToday: Math.floor(spendable / UNITS_PER_UPLOAD),
      },
    };
  }

  private listFor(
    userId: string,
    sources: readonly ThumbnailImageRow['source'][],
    filter: { videoId?: string; limit: number },
  ) {
    return this.filterByVideo(userId, filter.videoId).then((videoId) =>
      this.deps.images.list(userId, { sources, limit: filter.limit, ...(videoId ? { videoId } : {}) }),
    );
  }

  private async filterByVideo(userId: string, youtubeVideoId: string | undefined) {
    if (!youtubeVideoId) return undefined;
    return (await this.deps.videos.get(userId, youtubeVideoId)).video.id;
  }

  private async keepBackground(
    userId: string,
    image: {
      image: Buffer;
      contentType: 'image/jpeg' | 'image/png';
      width: number;
      height: number;
      source: 'upload' | 'generated';
      idempotencyKey: string | null;
      prompt?: string;
      style?: string;
      model?: string;
    },
  ): Promise<ThumbnailImageRow> {
    const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
    const fileKey = `thumbnails/${userId}/backgrounds/${crypto.randomUUID()}.${extension}`;
    await this.deps.files.put(fileKey, image.image, image.contentType);
    const { row } = await this.deps.images.insert({
      user_id: userId,
      source: image.source,
      idempotency_key: image.idempotencyKey,
      file_key: fileKey,
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.image.length,
      prompt: image.prompt ?? null,
      style: image.style ?? null,
      model: image.model ?? null,
    });
    return row;
  }

  /** The compositor's background for a design's choice; refuses what the user cannot use. */
  private async background(userId: string, choice: ThumbnailDesign['background']): Promise<Background> {
    if (choice.kind === 'preset') {
      if (!isPresetId(choice.preset)) {
        throw new AppError('VALIDATION', `Unknown preset “${choice.preset}”.`, {
          details: { reason: 'preset' },
        });
      }
      return { kind: 'preset', preset: choice.preset, colors: choice.colors };
    }
    if (choice.kind === 'asset') {
      const row = await this.deps.images.findForUser(userId, choice.assetId);
      if (!row || row.source === 'composed') throw notFound('The background');
      return { kind: 'image', image: await this.readAll(row.file_key), scrim: choice.scrim };
    }
    const { video } = await this.deps.videos.get(userId, choice.videoId);
    const url = pickThumbnail(video.thumbnails, LARGEST_FIRST);
    const bytes = url ? await downloadThumbnail(url, this.deps.imageOrigins) : null;
    if (!bytes) {
      throw new AppError(
        'CONFLICT',
        'The current thumbnail of this video could not be read. Try another background.',
        {
          details: { reason: 'currentUnavailable' },
        },
      );
    }
    const accepted = await acceptImage(bytes);
    return { kind: 'image', image: accepted.image, scrim: choice.scrim };
  }

  private async readAll(key: string): Promise<Buffer> {
    const found = await this.deps.files.get(key);
    if (!found) throw notFound('The background file');
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
}

function languageOf(video: VideoRow): string {
  return (video.default_language ?? video.default_audio_language ?? 'en').split('-')[0]!.toLowerCase();
}
