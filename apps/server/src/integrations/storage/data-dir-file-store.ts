// Files under DATA_DIR/files: written to a temporary name and renamed into place, with the content type in a
// sidecar, so a crash never leaves half a file under a real key.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStore, type StoredFile } from './file-store.ts';

const META_SUFFIX = '.meta.json';

export class DataDirFileStore implements FileStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, assertStorageKey(key));
    if (!full.startsWith(`${this.root}${path.sep}`)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredFile> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
      const { size } = await fs.stat(temporary);
      await fs.writeFile(`${target}${META_SUFFIX}`, JSON.stringify({ contentType, size }));
      await fs.rename(temporary, target);
      return { key, size, contentType };
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Readable; file: StoredFile } | null> {
    const target = this.pathOf(key);
    try {
      const meta = JSON.parse(await fs.readFile(`${target}${META_SUFFIX}`, 'utf8')) as {
        contentType: string;
      };
      const { size } = await fs.stat(target);
      return { body: createReadStream(target), file: { key, size, contentType: meta.contentType } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.rm(target, { force: true });
    await fs.rm(`${target}${META_SUFFIX}`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const directory = this.pathOf(prefix);
    let count = 0;
    try {
      for (const entry of await fs.readdir(directory, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && !entry.name.endsWith(META_SUFFIX)) count += 1;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    await fs.rm(directory, { recursive: true, force: true });
    return count;
  }
}
