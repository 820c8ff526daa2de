import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStoreContract } from '../../../test/file-store-contract.ts';
import { DataDirFileStore } from './data-dir-file-store.ts';

describe('the data-dir file store', () => {
  const root = fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-files-'));
  afterAll(async () => fs.rm(await root, { recursive: true, force: true }));

  fileStoreContract(async () => new DataDirFileStore(await root));

  it('leaves no partial file behind when a write fails midway', async () => {
    const store = new DataDirFileStore(await root);
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put('partial/u1/b.bin', failing, 'application/octet-stream')).rejects.toThrow();
    expect(await fs.readdir(path.join(await root, 'partial/u1')).catch(() => [])).toEqual([]);
  });
});
