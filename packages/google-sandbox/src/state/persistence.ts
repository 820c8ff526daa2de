// Persists the sandbox's changes under dataDir: state.json (debounced, atomic temp+rename writes), secrets.json
// (signing keys and the default client secret) and uploaded thumbnails as files. Without a dataDir everything
// stays in memory.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AuthState } from '../oauth/grants.ts';
import type { SandboxClientRegistration } from '../oauth/clients.ts';
import type { StoredKey } from '../oauth/signing-keys.ts';
import type { QuotaState } from '../quota/ledger.ts';
import { settingsSchema, type Settings } from './settings.ts';
import type { WorldChanges } from './world.ts';

export interface PersistedState {
  version: 1;
  seedTime: string;
  clockOffsetMs: number;
  settings: Settings;
  world: WorldChanges;
  auth: AuthState;
  quota: QuotaState;
  clients: SandboxClientRegistration[];
}

export interface Secrets {
  clientSecret: string;
  keys: StoredKey[];
}

const recordSchema = z.record(z.string(), z.unknown());
// The file is our own output, so the shape is checked at the top level and the rest trusted.
const stateFileSchema = z.object({
  version: z.literal(1),
  seedTime: z.string(),
  clockOffsetMs: z.number(),
  settings: settingsSchema.partial(),
  // Loose: kinds of change added later (deleted and inserted videos, upload counts) must survive a reload.
  world: z.looseObject({
    videos: recordSchema,
    captions: recordSchema,
    thumbnails: recordSchema,
    thumbnailUploads: recordSchema,
    deletedVideos: recordSchema.optional(),
    insertedVideos: recordSchema.optional(),
    videoUploads: recordSchema.optional(),
  }),
  auth: z.object({ grants: recordSchema, refreshTokens: recordSchema, accessTokens: recordSchema }),
  quota: z.object({ usage: recordSchema, log: z.array(z.unknown()), seq: z.number() }),
  clients: z.array(
    z.object({
      clientId: z.string(),
      clientSecret: z.string(),
      redirectUris: z.array(z.string()),
      name: z.string().optional(),
    }),
  ),
});
const secretsSchema = z.object({
  clientSecret: z.string().min(1),
  keys: z.array(z.object({ kid: z.string(), privatePem: z.string() })).min(1),
});

const DEBOUNCE_MS = 150;

function writeAtomicSync(path: string, content: string | Buffer): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, content, { mode: 0o600 });
  renameSync(temp, path);
}

export class Persistence {
  readonly dataDir: string | undefined;
  private readonly snapshot: () => PersistedState;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly memoryBlobs = new Map<string, Buffer>();

  constructor(dataDir: string | undefined, snapshot: () => PersistedState) {
    this.dataDir = dataDir;
    this.snapshot = snapshot;
    if (dataDir) mkdirSync(join(dataDir, 'thumbnails'), { recursive: true, mode: 0o700 });
  }

  loadState(): PersistedState | null {
    if (!this.dataDir) return null;
    const raw = this.readJson(join(this.dataDir, 'state.json'));
    const parsed = stateFileSchema.safeParse(raw);
    if (!parsed.success) return null;
    return parsed.data as unknown as PersistedState;
  }

  loadOrCreateSecrets(create: () => Secrets): Secrets {
    if (!this.dataDir) return create();
    const path = join(this.dataDir, 'secrets.json');
    const parsed = secretsSchema.safeParse(this.readJson(path));
    if (parsed.success) return parsed.data;
    const secrets = create();
    writeAtomicSync(path, JSON.stringify(secrets, null, 2));
    return secrets;
  }

  private readJson(path: string): unknown {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      return null;
    }
  }

  /** Debounced: many changes in a burst become one write. */
  schedule(): void {
    if (!this.dataDir || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write();
    }, DEBOUNCE_MS);
    this.timer.unref();
  }

  private write(): Promise<void> {
    const dir = this.dataDir;
    if (!dir) return Promise.resolve();
    const content = JSON.stringify(this.snapshot());
    this.writing = this.writing.then(async () => {
      const path = join(dir, 'state.json');
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, content, { mode: 0o600 });
      await rename(temp, path);
    });
    return this.writing;
  }

  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.write();
  }

  async writeBlob(name: string, bytes: Buffer): Promise<void> {
    if (!this.dataDir) {
      this.memoryBlobs.set(name, bytes);
      return;
    }
    const path = join(this.dataDir, 'thumbnails', name);
    await writeFile(`${path}.tmp`, bytes);
    await rename(`${path}.tmp`, path);
  }

  async readBlob(name: string): Promise<Buffer | undefined> {
    if (!this.dataDir) return this.memoryBlobs.get(name);
    try {
      return await readFile(join(this.dataDir, 'thumbnails', name));
    } catch {
      return undefined;
    }
  }

  async clearBlobs(): Promise<void> {
    this.memoryBlobs.clear();
    if (!this.dataDir) return;
    const dir = join(this.dataDir, 'thumbnails');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }

  /** Synchronous removal used by reset before the next write. */
  removeStateFile(): void {
    if (this.dataDir) rmSync(join(this.dataDir, 'state.json'), { force: true });
  }
}
