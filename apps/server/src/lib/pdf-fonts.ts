// Unicode fonts for every generated PDF (issue 11 item 8): the standard Helvetica of PDF viewers
// is Latin-1 only, so a name like 'Zoë Łukasz 文件' would come out as garbage. Noto Sans (Latin,
// Greek, Cyrillic) is the main face; Noto Sans SC covers Chinese, Japanese kana and Korean-free
// CJK text. Both ship as TTF in npm packages under the SIL Open Font License and are embedded
// (subset) in each PDF. Text is split into runs, each drawn with the first face that has it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkitModule from '@pdf-lib/fontkit';

type Fontkit = typeof fontkitModule;
/** @pdf-lib/fontkit is UMD: under Node its API is the default export, under Vite the namespace. */
const fontkit: Fontkit = (fontkitModule as unknown as { default?: Fontkit }).default ?? fontkitModule;

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';
export type FontFace = 'latin' | 'cjk';

const FILES: Record<FontFace, Record<FontWeight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

const bytes = new Map<string, Buffer>();

/** The TTF file of a face and weight, read once per process. */
export const fontBytes = (face: FontFace, weight: FontWeight): Buffer => {
  const file = FILES[face][weight];
  let data = bytes.get(file);
  if (!data) {
    data = readFileSync(require.resolve(file));
    bytes.set(file, data);
  }
  return data;
};

let latinFont: fontkit.Font | undefined;
const latin = (): fontkit.Font => (latinFont ??= fontkit.create(fontBytes('latin', 'regular')));

/** Which face draws a character: the Latin face when it has the glyph (or for spaces), else CJK. */
const faceOf = (char: string): FontFace => {
  const codePoint = char.codePointAt(0)!;
  return codePoint < 0x250 || latin().hasGlyphForCodePoint(codePoint) ? 'latin' : 'cjk';
};

export type TextRun = { face: FontFace; text: string };

/** Splits text into runs of one face each ('Zoë 文件' -> latin 'Zoë ', cjk '文件'). */
export const textRuns = (text: string): TextRun[] => {
  const runs: TextRun[] = [];
  for (const char of text) {
    const face = /\s/.test(char) && runs.length ? runs[runs.length - 1]!.face : faceOf(char);
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
};
