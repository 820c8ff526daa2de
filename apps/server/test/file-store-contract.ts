// What every FileStore must do, as one suite each implementation's test calls, so the data dir and an S3
// bucket are held to the same contract. Each test writes under its own keys, so one store serves them all.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { beforeAll, expect, it } from 'vitest';
import type { FileStore } from '../src/integrations/storage/file-store.ts';

/** Over one 5 MiB part, so stores that upload in parts use more than one. */
const LARGE_SIZE = 5 * 1024 * 1024 + 123_457;

const INVALID_KEYS = [
  '../escape',
  '/abs',
  'a/../../b',
  'a//b',
  '.hidden',
  'a/.',
  'a\\b',
  'a/b c',
  '',
  'x'.repeat(200),
];

function failingStream(): Readable {
  return new Readable({
    read() {
      this.push('partial');
      this.destroy(new Error('connection lost'));
    },
  });
}

export function fileStoreContract(open: () => Promise<FileStore>): void {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
  });

  it('stores, reads back, replaces and deletes a file with its content type', async () => {
    const stored = await store.put('thumbnails/u1/a.png', Buffer.from('first'), 'image/png');
    expect(stored).toEqual({ key: 'thumbnails/u1/a.png', size: 5, contentType: 'image/png' });
    const first = await store.get('thumbnails/u1/a.png');
    expect(first?.file).toEqual({ key: 'thumbnails/u1/a.png', size: 5, contentType: 'image/png' });
    expect(await text(first!.body)).toBe('first');

    const replaced = await store.put(
      'thumbnails/u1/a.png',
      Readable.from(['second ', 'version']),
      'image/jpeg',
    );
    expect(replaced).toEqual({ key: 'thumbnails/u1/a.png', size: 14, contentType: 'image/jpeg' });
    const read = await store.get('thumbnails/u1/a.png');
    expect(read?.file).toEqual({ key: 'thumbnails/u1/a.png', size: 14, contentType: 'image/jpeg' });
    expect(await text(read!.body)).toBe('second version');

    await store.delete('thumbnails/u1/a.png');
    expect(await store.get('thumbnails/u1/a.png')).toBeNull();
  });

  it('answers null for a key never written, and deleting it is no error', async () => {
    expect(await store.get('thumbnails/nobody/none.png')).toBeNull();
    await expect(store.delete('thumbnails/nobody/none.png')).resolves.toBeUndefined();
  });

  it('keeps empty files', async () => {
    expect(await store.put('uploads/u1/empty.txt', Buffer.alloc(0), 'text/plain')).toMatchObject({ size: 0 });
    expect(await store.put('uploads/u1/empty-stream.txt', Readable.from([]), 'text/plain')).toMatchObject({
      size: 0,
    });
    for (const key of ['uploads/u1/empty.txt', 'uploads/u1/empty-stream.txt']) {
      const read = await store.get(key);
      expect(read?.file).toEqual({ key, size: 0, contentType: 'text/plain' });
      expect((await buffer(read!.body)).length).toBe(0);
    }
  });

  it('streams a large file in and out byte for byte', async () => {
    const bytes = randomBytes(LARGE_SIZE);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, index) =>
      bytes.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const stored = await store.put('uploads/u1/large.bin', Readable.from(chunks), 'video/mp4');
    expect(stored).toEqual({ key: 'uploads/u1/large.bin', size: LARGE_SIZE, contentType: 'video/mp4' });
    const read = await store.get('uploads/u1/large.bin');
    expect(read?.file.size).toBe(LARGE_SIZE);
    const back = await buffer(read!.body);
    const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    expect(digest(back)).toBe(digest(bytes));
  });

  it('leaves nothing under a new key, and the old file under a replaced one, when a write fails midway', async () => {
    await expect(store.put('uploads/u1/b.bin', failingStream(), 'application/octet-stream')).rejects.toThrow(
      'connection lost',
    );
    expect(await store.get('uploads/u1/b.bin')).toBeNull();

    await store.put('uploads/u1/c.txt', Buffer.from('kept'), 'text/plain');
    await expect(store.put('uploads/u1/c.txt', failingStream(), 'text/plain')).rejects.toThrow(
      'connection lost',
    );
    expect(await text((await store.get('uploads/u1/c.txt'))!.body)).toBe('kept');
  });

  it('deletes everything under a prefix, and nothing beside it', async () => {
    const inside = Array.from({ length: 7 }, (_, index) => `thumbnails/u2/${index}.png`);
    inside.push('thumbnails/u2/nested/deeper/z.png');
    const beside = ['thumbnails/u22/x.png', 'thumbnails/u2.png', 'thumbnails/u1b/u2/x.png'];
    for (const key of [...inside, ...beside]) await store.put(key, Buffer.from(key), 'image/png');

    expect(await store.deletePrefix('thumbnails/u2')).toBe(inside.length);
    for (const key of inside) expect(await store.get(key)).toBeNull();
    for (const key of beside) expect(await store.get(key)).not.toBeNull();
    expect(await store.deletePrefix('thumbnails/u2')).toBe(0);
    expect(await store.deletePrefix('thumbnails/never')).toBe(0);
  });

  it.each(INVALID_KEYS)('refuses the key %j in every operation', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(store.put(key, Readable.from(['x']), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(store.delete(key)).rejects.toThrow(/Invalid storage key/);
    await expect(store.deletePrefix(key)).rejects.toThrow(/Invalid storage key/);
  });
}
