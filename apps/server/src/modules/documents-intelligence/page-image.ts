// A page of a stored document as a PNG (the retrieval info's page_image, 001 §3): PDF pages are
// rendered by pdf.js, images are scaled down and re-encoded. Rendering runs in the extraction
// child process (extract-child.ts), never in the API process (issue 23).
import { createCanvas } from '@napi-rs/canvas';
import { loadCheckedImage } from '../../integrations/ocr/safe-image';
import { textReaderOf } from '../../integrations/storage/file-types';
import { openPdf, renderPdfPage } from '../../integrations/ocr/pdf';
import { createChildReader, type ChildReader } from './child-reader';

/** In the child: the page drawn at 110 dpi, at most 1,400 px on its long side. */
export const renderPageImage = async (bytes: Buffer, page: number): Promise<Buffer | null> => {
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

let renderer: ChildReader | null = null;

/**
 * In the API process: the page rendered by a child process of its own (time cap 20 s, memory
 * 1 GB; stopped after 30 s idle), so a citation's image never blocks requests; null on failure.
 */
export const pageImagePng = (bytes: Buffer, page: number): Promise<Buffer | null> => {
  renderer ??= createChildReader({
    workers: 1,
    timeoutSeconds: 20,
    memoryMb: 1024,
    idleMs: 30_000,
    // A person waits for this page image: the API's own priority.
    niceness: 0,
  });
  return renderer.pageImage(bytes, page).catch(() => null);
};
