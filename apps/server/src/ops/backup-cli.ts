// `npm run backup [-- --out <file>]` and `npm run restore -- <file>` (README "Backups"): DATA_DIR
// and DATABASE_URL as for the server. Restore needs an empty DATA_DIR (and an empty database).
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../config';
import { backup, restore, RestoreError } from './backup';
import { EmbeddedPostgresError } from '../db/embedded';

const [command, ...args] = process.argv.slice(2);

const main = async () => {
  const config = loadConfig();
  if (command === 'backup') {
    const outIndex = args.indexOf('--out');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(outIndex >= 0 ? args[outIndex + 1]! : `backups/lending-${stamp}.tar.gz`);
    const bucket = config.STORAGE_BUCKET;
    const listStorage = bucket
      ? async () => {
          const s3 = new S3Client({
            region: config.STORAGE_REGION ?? 'us-east-1',
            endpoint: config.STORAGE_ENDPOINT,
            forcePathStyle: config.STORAGE_FORCE_PATH_STYLE,
            credentials:
              config.STORAGE_ACCESS_KEY_ID && config.STORAGE_SECRET_ACCESS_KEY
                ? {
                    accessKeyId: config.STORAGE_ACCESS_KEY_ID,
                    secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY,
                  }
                : undefined,
          });
          const objects: { key: string; size: number; etag?: string }[] = [];
          let token: string | undefined;
          do {
            const page = await s3.send(
              new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
            );
            for (const item of page.Contents ?? [])
              objects.push({ key: item.Key!, size: item.Size ?? 0, etag: item.ETag });
            token = page.NextContinuationToken;
          } while (token);
          return objects;
        }
      : undefined;
    const manifest = await backup({
      dataDir: config.dataDir,
      databaseUrl: config.DATABASE_URL,
      out,
      listStorage,
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backup written to ${out}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${Object.keys(manifest.files).length} files. It holds the encryption keys: keep it as secret as they are.`,
    );
  } else if (command === 'restore' && args[0]) {
    const manifest = await restore({
      dataDir: config.dataDir,
      databaseUrl: config.DATABASE_URL,
      archive: path.resolve(args[0]),
    });
    console.log(
      `Restored the backup of ${manifest.created_at} into ${config.dataDir}: ${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.files).length} files.`,
    );
  } else {
    console.error('Usage: npm run backup [-- --out <file.tar.gz>] | npm run restore -- <file.tar.gz>');
    process.exit(2);
  }
};

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof RestoreError || error instanceof EmbeddedPostgresError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
