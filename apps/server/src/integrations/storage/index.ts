import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export * from './storage';
export type StorageConfig = {
  dataDir: string;
  s3?: {
    bucket: string;
    region?: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle?: boolean;
  };
};

/** The factory `createDeps` calls: S3 when a bucket is configured, the local folder otherwise. */
export const createStorage = async ({ dataDir, s3 }: StorageConfig): Promise<Storage> =>
  s3?.bucket ? createS3Storage(s3) : createLocalStorage({ dir: path.join(dataDir, 'files') });
