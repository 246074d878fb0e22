import { ANALYSIS_SIZE, checkReadability, type Readability } from './photo-readability';

/**
 * Draws a photo on a canvas at most ANALYSIS_SIZE px on its longer side (the browser averages the
 * pixels it drops) and checks it. Null when the browser cannot decode it (HEIC in Chromium, say):
 * the photo then goes up unchecked, as before.
 */
export const assessPhoto = async (file: Blob): Promise<Readability | null> => {
  try {
    const bitmap = await createImageBitmap(file);
    const original = { width: bitmap.width, height: bitmap.height };
    const scale = Math.min(1, ANALYSIS_SIZE / Math.max(original.width, original.height));
    const width = Math.max(1, Math.round(original.width * scale));
    const height = Math.max(1, Math.round(original.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const { data } = context.getImageData(0, 0, width, height);
    return checkReadability({ width, height, data }, original);
  } catch {
    return null;
  }
};
