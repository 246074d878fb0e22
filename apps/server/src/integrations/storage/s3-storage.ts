// Production storage: any S3-compatible store, presigned URLs from the AWS SDK (DESIGN.md §1).
import { contentDisposition } from '../../lib/content-disposition';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { DEFAULT_LINK_SECONDS, StorageNotFoundError, type Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing, needed by MinIO and most self-hosted stores. */
  forcePathStyle?: boolean;
  prefix?: string;
};

const isNotFound = (error: unknown): boolean => {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** The S3 client of the storage and of backups (ops/object-store.ts): one configuration. */
export const createS3Client = (
  options: Pick<
    S3StorageOptions,
    'region' | 'endpoint' | 'forcePathStyle' | 'accessKeyId' | 'secretAccessKey'
  >,
): S3Client =>
  new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    // Since @aws-sdk 3.729 the default (WHEN_SUPPORTED) signs a CRC32 into every PutObject; a
    // presigned upload link has no body yet, so it carried crc32("") = AAAAAA== and S3, MinIO and
    // R2 refuse any real file sent through it. Checksums only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });

export const createS3Storage = (options: S3StorageOptions): Storage => {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const full = (key: string): string => `${options.prefix ?? ''}${key}`;

  return {
    kind: 's3',
    put: async (key, body, putOptions = {}) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: body,
          ContentType: putOptions.contentType,
          ...(putOptions.ifAbsent ? { IfNoneMatch: '*' } : {}),
        }),
      );
    },
    get: async (key) => {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return result.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    signedDownloadUrl: (key, linkOptions = {}) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: full(key),
          ResponseContentDisposition: linkOptions.fileName
            ? contentDisposition(linkOptions.fileName)
            : undefined,
        }),
        { expiresIn: linkOptions.expiresIn ?? DEFAULT_LINK_SECONDS },
      ),
    signedUploadUrl: (key, uploadOptions) =>
      getSignedUrl(
        client,
        // If-None-Match: * is signed in: the link writes only a new object (single use; an
        // accepted file cannot be replaced). The browser sends the header (lib/upload-with-progress).
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          ContentType: uploadOptions.contentType,
          IfNoneMatch: '*',
        }),
        {
          expiresIn: uploadOptions.expiresIn ?? DEFAULT_LINK_SECONDS,
        },
      ),
  };
};
