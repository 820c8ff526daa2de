// The FileStore that config.fileStore (FILE_STORE) asks for: the data dir's `files/` folder by default, or an
// S3-compatible bucket.
import path from 'node:path';
import type { Config } from '../../config.ts';
import { DataDirFileStore } from './data-dir-file-store.ts';
import type { FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/** `dataDir` is DATA_DIR itself (config.dataDir); the data-dir store keeps its files in `<dataDir>/files`. */
export function createFileStore(settings: Config['fileStore'], dataDir: string): FileStore {
  switch (settings.kind) {
    case 'datadir':
      return new DataDirFileStore(path.join(dataDir, 'files'));
    case 's3':
      return new S3FileStore(settings);
  }
}
