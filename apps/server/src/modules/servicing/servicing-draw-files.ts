// A draw's photos and invoices (issue 19 item 6), kept in the object storage like every upload
// (the key is the server's; the file name is only a label). JPEG, PNG, HEIC or PDF, told by their
// first bytes, up to 10 MB; attached while the draw is not yet funded or rejected.
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { servicingMessages as m } from '@lending/domain';
import type { Db } from '../../db/client';
import { servicingDrawFiles, servicingDraws } from '../../db/schema/index';
import type { Storage } from '../../integrations/storage/storage';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';

const typeOf = (bytes: Buffer): string | null => {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (
    bytes
      .subarray(4, 12)
      .toString('latin1')
      .match(/^ftyp(heic|heix|mif1)$/)
  )
    return 'image/heic';
  return null;
};

const drawOf = async (db: Db, loanId: string, drawId: string) => {
  const [draw] = await db
    .select()
    .from(servicingDraws)
    .where(and(eq(servicingDraws.id, drawId), eq(servicingDraws.loan_id, loanId)));
  if (!draw) throw new AppError(404, m.drawNotFound);
  return draw;
};

export const attachDrawFile = async (
  db: Db,
  storage: Storage,
  options: { loanId: string; drawId: string; id: string; bytes: Buffer; fileName: string; actor: Actor },
) => {
  const draw = await drawOf(db, options.loanId, options.drawId);
  if (draw.status === 'funded' || draw.status === 'rejected') throw new AppError(409, m.drawNotRequested);
  const contentType = typeOf(options.bytes);
  if (!contentType || options.bytes.length === 0) throw new AppError(400, m.drawFileType);
  const key = `servicing/draws/${draw.id}/${options.id}`;
  await storage.put(key, options.bytes, { contentType, ifAbsent: true });
  await db.transaction(async (tx) => {
    await tx.insert(servicingDrawFiles).values({
      id: options.id,
      draw_id: draw.id,
      storage_key: key,
      file_name: options.fileName.slice(0, 200) || 'file',
      content_type: contentType,
      size: options.bytes.length,
      uploaded_by: options.actor.id,
    });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'servicing.draw.file',
      entity_type: 'loan',
      entity_id: options.loanId,
      after: { draw_id: draw.id, file_id: options.id, file_name: options.fileName },
    });
  });
};

export const drawFile = async (
  db: Db,
  storage: Storage,
  options: { loanId: string; drawId: string; fileId: string },
): Promise<{ body: Readable; contentType: string; fileName: string }> => {
  await drawOf(db, options.loanId, options.drawId);
  const [file] = await db
    .select()
    .from(servicingDrawFiles)
    .where(and(eq(servicingDrawFiles.id, options.fileId), eq(servicingDrawFiles.draw_id, options.drawId)));
  if (!file) throw new AppError(404, 'File not found');
  return {
    body: await storage.get(file.storage_key),
    contentType: file.content_type,
    fileName: file.file_name,
  };
};
