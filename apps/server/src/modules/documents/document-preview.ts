// In-browser preview of a stored document (001 §2 "file kinds handled: pdf, image, heic, other").
// PDFs and images are shown from their own signed link; a HEIC photo (iPhone) is converted once
// to JPEG on the server (heic-convert, pure JS) and the JPEG is kept beside the original.
import convert from 'heic-convert';
import type { Db } from '../../db/client';
import { previewKindOf } from '../../integrations/storage/file-types';
import { readAll, type Storage } from '../../integrations/storage/storage';
import { AppError } from '../../plugins/errors';
import { completedDocument } from '../activity/index';
import { messages } from '@lending/domain';

/** The largest HEIC converted in process (a phone photo is 1-5 MB). */
const MAX_HEIC_BYTES = 25 * 1024 * 1024;

export const documentPreview = async (
  db: Db,
  storage: Storage,
  target: { activityId: string; documentId: string },
) => {
  const doc = await completedDocument(db, target);
  const kind = previewKindOf(doc.content_type);
  const download_url = await storage.signedDownloadUrl(doc.storage_key, { fileName: doc.file_name });
  const base = { document_id: doc.id, file_name: doc.file_name, kind, download_url };
  if (kind !== 'heic') return { ...base, url: download_url, content_type: doc.content_type };

  const previewKey = `${doc.storage_key}.preview.jpg`;
  if (!(await storage.exists(previewKey))) {
    if (doc.size_bytes > MAX_HEIC_BYTES) throw new AppError(413, 'The photo is too large to preview');
    let jpeg: ArrayBuffer | Uint8Array;
    try {
      jpeg = await convert({
        buffer: await readAll(storage, doc.storage_key),
        format: 'JPEG',
        quality: 0.85,
      });
    } catch {
      throw new AppError(422, messages.typeNotSupportedForPreview);
    }
    await storage.put(previewKey, Buffer.from(jpeg as Uint8Array), { contentType: 'image/jpeg' });
  }
  const url = await storage.signedDownloadUrl(previewKey, {
    fileName: doc.file_name.replace(/\.hei[cf]$/i, '') + '.jpg',
  });
  return { ...base, url, content_type: 'image/jpeg' };
};
