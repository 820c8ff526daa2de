// Where uploaded videos arrive and wait: the tus resumable-upload protocol (@tus/server) writing to a directory
// (@tus/file-store), streamed to disk as the bytes come, so memory stays flat whatever the file's size
// (decision 035). Every upload records its owner when it is created; every later request for it (resume,
// status, terminate) is answered only for that owner — anyone else gets the same 404 as for an unknown id.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { TusUploadId, UPLOAD_TUS_PATH } from '@vidcraft/contracts';

/** Who sent each request being handled (the signed-in user), for tus's hooks to read. */
const owners = new WeakMap<Request, string>();

/** How long an upload may stay unfinished before housekeeping removes it. */
const UNFINISHED_TTL_MS = 24 * 60 * 60_000;

export interface FinishedUpload {
  id: string;
  ownerId: string;
  fileName: string;
  size: number;
  /** The file on disk, for ffprobe/ffmpeg and for sending to YouTube. */
  path: string;
}

export interface UploadStoreOptions {
  dir: string;
  maxBytes: number;
}

export class UploadStore {
  private readonly tus: Server;
  private readonly files: FileStore;
  readonly dir: string;

  constructor(options: UploadStoreOptions) {
    this.dir = options.dir;
    this.files = new FileStore({ directory: options.dir, expirationPeriodInMilliseconds: UNFINISHED_TTL_MS });
    this.tus = new Server({
      path: UPLOAD_TUS_PATH,
      datastore: this.files,
      maxSize: options.maxBytes,
      relativeLocation: true,
      // Only our own origin talks to it (the CSRF guard already refuses cross-site writes).
      allowedOrigins: [],
      disableTerminationForFinishedUploads: false,
      onUploadCreate: async (req, upload) => {
        const owner = owners.get(req);
        if (!owner) throw { status_code: 401, body: 'Sign in to upload.\n' };
        const fileName = cleanFileName(upload.metadata?.filename);
        if (!upload.size && !upload.sizeIsDeferred) throw { status_code: 400, body: 'The file is empty.\n' };
        if (upload.sizeIsDeferred) {
          throw { status_code: 400, body: 'Say the file size when the upload starts (Upload-Length).\n' };
        }
        // Only what the server set is kept: a client cannot choose another owner or smuggle fields.
        return { metadata: { owner, filename: fileName } };
      },
    });
  }

  /**
   * Answers one tus request. `ownerId` is the signed-in user; for an existing upload the caller has checked
   * `ownerOf` first. The request's body is read as a stream straight to the file.
   */
  handle(request: Request, ownerId: string): Promise<Response> {
    owners.set(request, ownerId);
    return this.tus.handleWeb(request);
  }

  /** The upload's owner, or null when there is no such upload (or the id is not one tus makes). */
  async ownerOf(id: string): Promise<string | null> {
    const upload = await this.read(id);
    return upload?.metadata?.owner ?? null;
  }

  /** A finished upload of this owner, or null (unknown, someone else's, or not all bytes received yet). */
  async finished(id: string, ownerId: string): Promise<FinishedUpload | null> {
    const upload = await this.read(id);
    if (!upload || upload.metadata?.owner !== ownerId) return null;
    if (upload.size === undefined || upload.offset !== upload.size) return null;
    return {
      id,
      ownerId,
      fileName: upload.metadata?.filename ?? 'video',
      size: upload.size,
      path: this.pathOf(id),
    };
  }

  /** Where a finished upload's bytes are. */
  pathOf(id: string): string {
    return path.join(this.dir, TusUploadId.parse(id));
  }

  async remove(id: string): Promise<void> {
    if (!TusUploadId.safeParse(id).success) return;
    try {
      await this.files.remove(id);
    } catch (error) {
      // Already gone is what we wanted.
      if (!isNotFound(error)) throw error;
    }
  }

  /** Removes uploads that were started and never finished within a day. */
  removeUnfinished(): Promise<number> {
    return this.tus.cleanUpExpiredUploads();
  }

  /** Removes every upload (finished or not) of this owner: their account is being deleted. */
  async removeOwnedBy(ownerId: string): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      if (!TusUploadId.safeParse(name).success) continue;
      if ((await this.ownerOf(name)) !== ownerId) continue;
      await this.remove(name);
      removed += 1;
    }
    return removed;
  }

  /** Ids of uploads (finished or not) last written before `before`. */
  async idsWrittenBefore(before: Date): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const ids: string[] = [];
    for (const name of names) {
      if (!TusUploadId.safeParse(name).success) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (info && info.mtime < before) ids.push(name);
    }
    return ids;
  }

  private async read(id: string): Promise<Upload | null> {
    if (!TusUploadId.safeParse(id).success) return null;
    try {
      return await this.files.getUpload(id);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

/** The name shown to the creator: the base name, printable characters only, at most 200 of them. */
export function cleanFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, '').trim();
  return printable.slice(0, 200) || 'video';
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { status_code?: number; code?: string };
  return e.status_code === 404 || e.status_code === 410 || e.code === 'ENOENT';
}
