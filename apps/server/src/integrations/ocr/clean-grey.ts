// Grey-page steps of the image clean-up before OCR (prepare-image.ts), each on one grey channel
// (0 ink - 255 paper), row after row: even lighting, turning by a small angle, and clearing a
// scan's specks (small dark blots with no other ink near them: a decimal point, a comma or the dot
// of an 'i' sits close to its characters, a scanner's speck sits alone).

/**
 * The page lit evenly: each pixel divided by the paper's brightness around it (the brightest
 * pixels of a grid of tiles about a sixth of an inch wide, blended between tiles), so a phone
 * photo's shadowed side reads as white paper with black ink, like its lit side.
 */
export const evenLight = (grey: Uint8Array, width: number, height: number, tile: number): void => {
  const cols = Math.ceil(width / tile);
  const rows = Math.ceil(height / tile);
  const paper = new Float32Array(cols * rows);
  for (let ty = 0; ty < rows; ty++)
    for (let tx = 0; tx < cols; tx++) {
      let max = 0;
      for (let y = ty * tile; y < Math.min(height, (ty + 1) * tile); y += 2)
        for (let x = tx * tile; x < Math.min(width, (tx + 1) * tile); x += 2)
          max = Math.max(max, grey[y * width + x]!);
      paper[ty * cols + tx] = max;
    }
  // A tile covered by ink (a bold heading) is not paper: the brightest of its neighbours is.
  const smooth = new Float32Array(paper.length);
  for (let ty = 0; ty < rows; ty++)
    for (let tx = 0; tx < cols; tx++) {
      let max = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const y = ty + dy;
          const x = tx + dx;
          if (y >= 0 && x >= 0 && y < rows && x < cols) max = Math.max(max, paper[y * cols + x]!);
        }
      smooth[ty * cols + tx] = Math.max(max, 32);
    }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(rows - 1, Math.max(0, y / tile - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(cols - 1, Math.max(0, x / tile - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(cols - 1, x0 + 1);
      const wx = fx - x0;
      const top = smooth[y0 * cols + x0]! * (1 - wx) + smooth[y0 * cols + x1]! * wx;
      const bottom = smooth[y1 * cols + x0]! * (1 - wx) + smooth[y1 * cols + x1]! * wx;
      const light = top * (1 - wy) + bottom * wy;
      const i = y * width + x;
      grey[i] = Math.min(255, (grey[i]! * 255) / light);
    }
  }
};

/** The page turned by `degrees` about its centre (bilinear; what comes in from outside is paper). */
export const rotateGrey = (grey: Uint8Array, width: number, height: number, degrees: number): Uint8Array => {
  const out = new Uint8Array(grey.length).fill(255);
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      // The source of the output pixel: the inverse turn.
      const sx = c * dx - s * dy + cx;
      const sy = s * dx + c * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = grey[i]! * (1 - fx) + grey[i + 1]! * fx;
      const bottom = grey[i + width]! * (1 - fx) + grey[i + width + 1]! * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
};

/** The eight neighbours of a pixel, as x and y steps. */
const NEIGHBOUR_DX = Int8Array.from([1, -1, 0, 0, 1, -1, 1, -1]);
const NEIGHBOUR_DY = Int8Array.from([0, 0, 1, -1, 1, -1, -1, 1]);

/**
 * Whitens the dark components of at most `maxArea` pixels of `ink` (the pixels darker than the
 * page's threshold), about as wide as tall, that have no larger component within `reach` pixels of their box and no
 * blot straight above or below (a colon's dots stay; two specks side by side go), in `grey` too with their one-pixel
 * fringe. Returns how many were cleared.
 */
export const clearSpecks = (
  grey: Uint8Array,
  ink: Uint8Array,
  width: number,
  height: number,
  maxArea: number,
  reach: number,
): number => {
  // 1 seen, 2 seen and part of a small component.
  const mark = new Uint8Array(ink.length);
  let stack = new Int32Array(1024);
  const component = new Int32Array(maxArea + 1);
  const small: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || mark[start]) continue;
    let top = 0;
    stack[top++] = start;
    mark[start] = 1;
    let size = 0;
    let [minX, minY, maxX, maxY] = [width, height, 0, 0];
    while (top > 0) {
      const p = stack[--top]!;
      if (size <= maxArea) component[size] = p;
      size++;
      const x = p % width;
      const y = (p - x) / width;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      for (let k = 0; k < 8; k++) {
        const nx = x + NEIGHBOUR_DX[k]!;
        const ny = y + NEIGHBOUR_DY[k]!;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (ink[q] && !mark[q]) {
          mark[q] = 1;
          if (top === stack.length) {
            const grown = new Int32Array(stack.length * 2);
            grown.set(stack);
            stack = grown;
          }
          stack[top++] = q;
        }
      }
    }
    // A dash or a hyphen is as small, but long: only blots about as wide as tall are specks.
    const [w, h] = [maxX - minX + 1, maxY - minY + 1];
    if (size > maxArea || w > 2 * h || h > 2 * w) continue;
    for (let i = 0; i < size; i++) mark[component[i]!] = 2;
    small.push(minX, minY, maxX, maxY);
  }
  let cleared = 0;
  for (let c = 0; c < small.length; c += 4) {
    const [minX, minY, maxX, maxY] = [small[c]!, small[c + 1]!, small[c + 2]!, small[c + 3]!];
    let near = false;
    for (let y = Math.max(0, minY - reach); y <= Math.min(height - 1, maxY + reach) && !near; y++)
      for (let x = Math.max(0, minX - reach); x <= Math.min(width - 1, maxX + reach); x++)
        if (mark[y * width + x] === 1) {
          near = true;
          break;
        }
    // A colon's dots: another small blot straight above or below.
    for (let y = Math.max(0, minY - reach); y <= Math.min(height - 1, maxY + reach) && !near; y++)
      for (let x = minX; x <= maxX && (y < minY || y > maxY); x++)
        if (mark[y * width + x] === 2) {
          near = true;
          break;
        }
    if (near) continue;
    cleared++;
    for (let y = Math.max(0, minY - 1); y <= Math.min(height - 1, maxY + 1); y++)
      for (let x = Math.max(0, minX - 1); x <= Math.min(width - 1, maxX + 1); x++)
        if (mark[y * width + x] !== 1) grey[y * width + x] = 255;
  }
  return cleared;
};
