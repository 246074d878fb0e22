// Image clean-up before OCR: the skew of a tilted page is found and undone; isolated specks go
// while the text stays.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { otsu, prepareForOcr, skewOf } from './prepare-image';

const page = (degrees: number, specks = 0) => {
  const canvas = createCanvas(1000, 1300);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f1ea';
  g.fillRect(0, 0, 1000, 1300);
  g.save();
  g.translate(500, 650);
  g.rotate((degrees * Math.PI) / 180);
  g.translate(-500, -650);
  g.fillStyle = '#1a1a1a';
  g.font = '22px sans-serif';
  for (let i = 0; i < 24; i++)
    g.fillText(`Ending balance on 03/31/2026 $${i},204.18 deposits`, 120, 150 + i * 40);
  g.restore();
  for (let i = 0; i < specks; i++) g.fillRect(40 + ((i * 37) % 60), 1200 + ((i * 53) % 60), 2, 2);
  return canvas.toBuffer('image/jpeg', 85);
};

const greyOf = async (bytes: Buffer) => {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  const rgba = canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data;
  const grey = new Uint8Array(image.width * image.height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4]!;
  return { grey, width: image.width, height: image.height };
};

describe('image clean-up before OCR', () => {
  it('finds the skew of a tilted page (within 0.2°)', async () => {
    for (const degrees of [3.5, -2]) {
      const { grey, width, height } = await greyOf(page(degrees));
      expect(Math.abs(skewOf(grey, width, height, otsu(grey)) - degrees)).toBeLessThanOrEqual(0.2);
    }
  });

  it('returns the page straightened, the same size, with the specks in the margin gone', async () => {
    const prepared = await greyOf(await prepareForOcr(page(3, 30)));
    expect([prepared.width, prepared.height]).toEqual([1000, 1300]);
    expect(Math.abs(skewOf(prepared.grey, 1000, 1300, otsu(prepared.grey)))).toBeLessThanOrEqual(0.2);
    let dark = 0;
    for (let y = 1190; y < 1270; y++)
      for (let x = 30; x < 110; x++) if (prepared.grey[y * 1000 + x]! < 128) dark++;
    expect(dark).toBe(0);
  });
});
