// The native file saver over the Filesystem and Share plugins (mocked: their native sides exist only on a device):
// the bytes land in the cache under a safe name, the share sheet gets that file, and closing the sheet is fine.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const plugins = vi.hoisted(() => ({
  written: [] as { path: string; data: string; directory: string; recursive: boolean }[],
  shared: [] as unknown[],
  shareFailure: null as Error | null,
}));

vi.mock('@capacitor/filesystem', () => ({
  Directory: { Cache: 'CACHE' },
  Filesystem: {
    writeFile: async (options: { path: string; data: string; directory: string; recursive: boolean }) => {
      plugins.written.push(options);
      return { uri: `file:///cache/${options.path}` };
    },
  },
}));
vi.mock('@capacitor/share', () => ({
  Share: {
    share: async (options: unknown) => {
      plugins.shared.push(options);
      if (plugins.shareFailure) throw plugins.shareFailure;
      return {};
    },
  },
}));

const { cacheFileName, createCapacitorFileSaver } = await import('./capacitor-file-saver.ts');

describe('createCapacitorFileSaver', () => {
  beforeEach(() => {
    plugins.written.length = 0;
    plugins.shared.length = 0;
    plugins.shareFailure = null;
  });

  it('writes the bytes to the cache and opens the share sheet with that file', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 250]);
    await createCapacitorFileSaver().save({ name: 'thumbnail.jpg', blob: new Blob([bytes]) });
    expect(plugins.written).toEqual([
      {
        path: 'saved/thumbnail.jpg',
        data: btoa(String.fromCharCode(...bytes)),
        directory: 'CACHE',
        recursive: true,
      },
    ]);
    expect(plugins.shared).toEqual([
      { files: ['file:///cache/saved/thumbnail.jpg'], title: 'thumbnail.jpg', dialogTitle: 'thumbnail.jpg' },
    ]);
  });

  it('treats a closed share sheet as done, and any other failure as a failure', async () => {
    plugins.shareFailure = new Error('Share canceled');
    await expect(
      createCapacitorFileSaver().save({ name: 'a.srt', blob: new Blob(['1\n']) }),
    ).resolves.toBeUndefined();
    plugins.shareFailure = new Error('No activity found to handle the intent');
    await expect(createCapacitorFileSaver().save({ name: 'a.srt', blob: new Blob(['1\n']) })).rejects.toThrow(
      'No activity found',
    );
  });

  it('keeps a name to one safe path segment', () => {
    expect(cacheFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(cacheFileName('abc123.ar-EG.srt')).toBe('abc123.ar-EG.srt');
    expect(cacheFileName('دليل.vtt')).toBe('دليل.vtt');
    expect(cacheFileName('...')).toBe('file');
    expect(cacheFileName('a/b\\c:d.png')).toBe('a_b_c_d.png');
  });
});
