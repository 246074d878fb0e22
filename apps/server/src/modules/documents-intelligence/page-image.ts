// A page of a stored document as a PNG (the retrieval info's page_image, 001 §3): PDF pages are
// rendered by pdf.js, images are scaled down and re-encoded.
import { createCanvas } from '@napi-rs/canvas';
import { loadCheckedImage } from '../../integrations/ocr/safe-image.js';
import { textReaderOf } from '../../integrations/storage/file-types.js';
import { openPdf, renderPdfPage } from '../../integrations/ocr/pdf.js';

export const pageImagePng = async (bytes: Buffer, page: number): Promise<Buffer | null> => {
  const { reader } = textReaderOf(bytes);
  try {
    if (reader === 'pdf') {
      const pdf = await openPdf(bytes);
      try {
        if (page < 1 || page > pdf.numPages) return null;
        return await renderPdfPage(await pdf.getPage(page), 110, 1400);
      } finally {
        await pdf.destroy();
      }
    }
    // Only PNG and JPEG decode (safe-image.ts); any other image is refused there (null).
    if (reader === 'image') {
      const image = await loadCheckedImage(bytes);
      const scale = Math.min(1, 1400 / Math.max(image.width, image.height));
      const canvas = createCanvas(Math.round(image.width * scale), Math.round(image.height * scale));
      canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toBuffer('image/png');
    }
  } catch {
    return null;
  }
  return null;
};
