// Resumable upload sessions, in memory only (a restart forgets them, and their URIs answer 404 like expired
// ones). A session keeps the validated video it will create and a running SHA-256 of the bytes received — never
// the bytes. Sessions expire after the configured time on the sandbox clock; their number is capped.
import { createHash, type Hash } from 'node:crypto';
import type { Video } from '../state/model.ts';
import { randomId } from '../util/ids.ts';

/** Non-final chunks must be multiples of this (256 KiB). */
export const UPLOAD_BLOCK = 256 * 1024;
const HEAD_BYTES = 16;

export interface UploadSession {
  id: string;
  clientId: string;
  channelId: string;
  parts: string[];
  /** The video as it will be stored, validated when the session started. */
  draft: Video;
  /** X-Upload-Content-Length, or the total a later Content-Range named; null while unknown. */
  total: number | null;
  contentType: string | undefined;
  fileName: string | undefined;
  /** Bytes committed so far (bytes 0 … received − 1). */
  received: number;
  hash: Hash;
  head: Buffer;
  createdAtMs: number;
  expiresAtMs: number;
  /** A PUT is reading data into the session. */
  busy: boolean;
  /** Set once the upload completed and the video exists. */
  videoId: string | null;
}

export interface UploadSessionView {
  uploadId: string;
  clientId: string;
  channelId: string;
  title: string;
  received: number;
  total: number | null;
  videoId: string | null;
  createdAt: string;
  expiresAt: string;
}

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly limit: number;

  constructor(limit = 500) {
    this.limit = limit;
  }

  create(
    init: Pick<
      UploadSession,
      'clientId' | 'channelId' | 'parts' | 'draft' | 'total' | 'contentType' | 'fileName'
    >,
    nowMs: number,
    ttlMs: number,
  ): UploadSession {
    this.prune(nowMs);
    while (this.sessions.size >= this.limit) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    const session: UploadSession = {
      ...init,
      id: `AEnB2U${randomId(36)}`,
      received: 0,
      hash: createHash('sha256'),
      head: Buffer.alloc(0),
      createdAtMs: nowMs,
      expiresAtMs: nowMs + ttlMs,
      busy: false,
      videoId: null,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id; an expired one is forgotten and reads as missing. */
  get(id: string, nowMs: number): UploadSession | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (session.expiresAtMs <= nowMs) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  /** Adds bytes that follow the ones already received. */
  commit(session: UploadSession, bytes: Buffer): void {
    if (bytes.length === 0) return;
    session.hash.update(bytes);
    if (session.head.length < HEAD_BYTES) {
      session.head = Buffer.concat([session.head, bytes.subarray(0, HEAD_BYTES - session.head.length)]);
    }
    session.received += bytes.length;
  }

  list(nowMs: number): UploadSessionView[] {
    this.prune(nowMs);
    return [...this.sessions.values()].map((s) => ({
      uploadId: s.id,
      clientId: s.clientId,
      channelId: s.channelId,
      title: s.draft.title,
      received: s.received,
      total: s.total,
      videoId: s.videoId,
      createdAt: new Date(s.createdAtMs).toISOString(),
      expiresAt: new Date(s.expiresAtMs).toISOString(),
    }));
  }

  clear(): void {
    this.sessions.clear();
  }

  private prune(nowMs: number): void {
    for (const [id, session] of this.sessions) if (session.expiresAtMs <= nowMs) this.sessions.delete(id);
  }
}
