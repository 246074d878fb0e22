import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export * from './storage';
export { guardStorage, StorageUnavailableError } from './unavailable';
import { guardStorage } from './unavailable';
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
  guardStorage(
    s3?.bucket ? await createS3Storage(s3) : await createLocalStorage({ dir: path.join(dataDir, 'files') }),
  );
