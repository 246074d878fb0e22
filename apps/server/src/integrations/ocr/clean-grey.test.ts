// The grey-page steps before OCR, on pages drawn with the canvas the evaluation set uses: a
// shadowed photo lit evenly, a tilted page turned straight, a scan's lone specks cleared while
// every mark of the text (decimal points, a colon, a dash) stays.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { clearSpecks, evenLight, rotateGrey } from './clean-grey';
import { otsu, skewOf } from './prepare-image';

const W = 900;
const H = 500;
const LINE = 'Ending balance: $12,204.18 - 03/31/2026';

const greyOf = (draw: (g: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void) => {
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f1efe8';
  g.fillRect(0, 0, W, H);
  draw(g);
  const rgba = g.getImageData(0, 0, W, H).data;
  const grey = new Uint8Array(W * H);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4 + 1]!;
  return grey;
};

const text = (g: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => {
  g.fillStyle = '#1a1a1a';
  g.font = '30px sans-serif';
  for (let i = 0; i < 6; i++) g.fillText(LINE, 60, 90 + i * 60);
};

const inkIn = (grey: Uint8Array, x0: number, y0: number, x1: number, y1: number, below = 128) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (grey[y * W + x]! < below) n++;
  return n;
};

describe('even lighting', () => {
  it('turns the shadowed half of a photo to white paper, and keeps the ink dark', () => {
    const grey = greyOf((g) => {
      text(g);
      const shadow = g.createLinearGradient(0, 0, W, 0);
      shadow.addColorStop(0, 'rgba(0,0,30,0)');
      shadow.addColorStop(1, 'rgba(0,0,30,0.55)');
      g.fillStyle = shadow;
      g.fillRect(0, 0, W, H);
    });
    // Before: the shadowed paper is darker than the global threshold would keep white.
    const paperAt = (x: number) => grey[470 * W + x]!;
    expect(paperAt(880)).toBeLessThan(140);
    const inkBefore = inkIn(grey, 60, 60, 880, 420, 60);
    evenLight(grey, W, H, 25);
    expect(paperAt(20)).toBeGreaterThan(235);
    expect(paperAt(880)).toBeGreaterThan(235);
    // Every text pixel that was ink is still ink, and the shadow adds none.
    const threshold = otsu(grey);
    expect(inkIn(grey, 700, 440, 900, 500, threshold)).toBe(0);
    expect(inkIn(grey, 60, 60, 880, 420, 128)).toBeGreaterThanOrEqual(inkBefore);
  });
});

describe('turning', () => {
  it('straightens a page tilted by 1.2°', () => {
    const grey = greyOf((g) => {
      g.translate(W / 2, H / 2);
      g.rotate((1.2 * Math.PI) / 180);
      g.translate(-W / 2, -H / 2);
      text(g);
    });
    const angle = skewOf(grey, W, H, otsu(grey));
    expect(Math.abs(angle - 1.2)).toBeLessThanOrEqual(0.2);
    const straight = rotateGrey(grey, W, H, angle);
    expect(Math.abs(skewOf(straight, W, H, otsu(straight)))).toBeLessThanOrEqual(0.15);
  });
});

describe('specks', () => {
  it('clears lone specks, two side by side too, and keeps the points, colon and dash of the text', () => {
    const clean = greyOf(text);
    const specked = greyOf((g) => {
      text(g);
      g.fillStyle = 'rgba(40,40,40,0.9)';
      for (let i = 0; i < 12; i++) g.fillRect(80 + i * 60, 460, 3, 3);
      // Two specks side by side, and one between two lines of text, clear of both.
      g.fillRect(40, 20, 3, 3);
      g.fillRect(46, 20, 3, 3);
      g.fillRect(200, 111, 3, 3);
    });
    expect(inkIn(specked, 0, 440, W, 480)).toBeGreaterThan(0);
    const threshold = otsu(specked);
    const ink = Uint8Array.from(specked, (v) => (v < threshold ? 1 : 0));
    expect(clearSpecks(specked, ink, W, H, 36, 12)).toBe(15);
    expect(inkIn(specked, 0, 440, W, 480)).toBe(0);
    expect(inkIn(specked, 0, 0, W, 40)).toBe(0);
    // The text's own pixels are untouched: same ink as the page drawn without specks.
    expect(inkIn(specked, 0, 50, W, 420)).toBe(inkIn(clean, 0, 50, W, 420));
  });
});
