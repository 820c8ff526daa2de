// The AWS SDK's S3 client and lib-storage's Upload, loaded with their first use (load-on-first-use.ts): a server
// keeping its files in the data dir never loads them.
import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Upload from '@aws-sdk/lib-storage';
import { loadOnFirstUse } from '../load-on-first-use.ts';

export const s3Sdk = loadOnFirstUse<typeof S3>('@aws-sdk/client-s3');
export const s3UploadSdk = loadOnFirstUse<typeof S3Upload>('@aws-sdk/lib-storage');
