// The S3 side of backups (issue 13 item 8): list, read and write a bucket's objects one at a time,
// each as a stream, so a backup or restore of any size holds one chunk of one object in memory.
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, type S3StorageOptions } from '../integrations/storage/s3-storage';

type StoredObject = { body: Readable; size: number; contentType?: string };

export type ObjectStore = {
  /** Every key of the bucket, a page at a time. */
  keys: () => AsyncIterable<string>;
  get: (key: string) => Promise<StoredObject>;
  put: (key: string, object: StoredObject) => Promise<void>;
};

export type S3ObjectStoreOptions = Omit<S3StorageOptions, 'prefix'>;

export const s3ObjectStore = (options: S3ObjectStoreOptions): ObjectStore => {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  return {
    keys: async function* () {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key !== undefined) yield item.Key;
        token = page.NextContinuationToken;
      } while (token);
    },
    get: async (key) => {
      const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return {
        body: result.Body as Readable,
        size: result.ContentLength ?? 0,
        contentType: result.ContentType,
      };
    },
    put: async (key, object) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: object.body,
          ContentLength: object.size,
          ContentType: object.contentType,
        }),
      );
    },
  };
};
