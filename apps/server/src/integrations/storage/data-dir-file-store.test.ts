import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirFileStore } from './data-dir-file-store.ts';

describe('the data-dir file store', () => {
  let root: string;
  let store: DataDirFileStore;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-files-'));
    store = new DataDirFileStore(root);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('stores, reads back, replaces and deletes a file with its content type', async () => {
    const stored = await store.put('thumbnails/u1/a.png', Buffer.from('first'), 'image/png');
    expect(stored).toEqual({ key: 'thumbnails/u1/a.png', size: 5, contentType: 'image/png' });
    await store.put('thumbnails/u1/a.png', Readable.from(['second ', 'version']), 'image/png');
    const read = await store.get('thumbnails/u1/a.png');
    expect(read?.file).toEqual({ key: 'thumbnails/u1/a.png', size: 14, contentType: 'image/png' });
    expect(await text(read!.body)).toBe('second version');
    await store.delete('thumbnails/u1/a.png');
    expect(await store.get('thumbnails/u1/a.png')).toBeNull();
  });

  it('leaves nothing under the key when a write fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put('uploads/u1/b.bin', failing, 'application/octet-stream')).rejects.toThrow();
    expect(await store.get('uploads/u1/b.bin')).toBeNull();
    const left = await fs.readdir(path.join(root, 'uploads/u1')).catch(() => []);
    expect(left).toEqual([]);
  });

  it('deletes everything under a prefix', async () => {
    await store.put('thumbnails/u2/x.png', Buffer.from('x'), 'image/png');
    await store.put('thumbnails/u2/y/z.png', Buffer.from('z'), 'image/png');
    expect(await store.deletePrefix('thumbnails/u2')).toBe(2);
    expect(await store.get('thumbnails/u2/x.png')).toBeNull();
  });

  it.each(['../escape', '/abs', 'a/../../b', 'a//b', '.hidden', 'a/.', 'a\\b', 'a/b c', '', 'x'.repeat(200)])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    },
  );
});
