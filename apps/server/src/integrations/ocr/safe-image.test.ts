// A damaged image must end in a clear error, never in the native decoder (which ends the process).
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { assertDecodable, loadCheckedImage, UndecodableImage } from './safe-image';

const png = () => {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext('2d');
  context.fillStyle = '#123456';
  context.fillRect(0, 0, 40, 20);
  return canvas.toBuffer('image/png');
};

describe('safe image decoding', () => {
  it('loads a whole PNG and JPEG', async () => {
    expect((await loadCheckedImage(png())).width).toBe(40);
    const canvas = createCanvas(30, 10);
    canvas.getContext('2d').fillRect(0, 0, 30, 10);
    expect((await loadCheckedImage(canvas.toBuffer('image/jpeg'))).height).toBe(10);
  });

  it('refuses damaged, cut-off and foreign images before the native decoder sees them', async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const whole = png();
    const cases = [
      Buffer.concat([header, Buffer.alloc(64, 1)]),
      whole.subarray(0, whole.length - 30),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]),
      Buffer.from('GIF89a' + 'x'.repeat(40)),
      Buffer.alloc(0),
    ];
    for (const bytes of cases) {
      expect(() => assertDecodable(bytes)).toThrow(UndecodableImage);
      await expect(loadCheckedImage(bytes)).rejects.toThrow(UndecodableImage);
    }
  });
});
