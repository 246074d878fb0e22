// Tests of the offline extractor on pages written for them: each page's lines -> the recognised
// document class, each value by key and each value's reason (shared by the twelfth round's tests).
import { extractOffline } from './extract';

export const readOffline = (pages: string[][]) => {
  const result = extractOffline({
    pages: pages.map((lines, i) => ({ page: i + 1, text: lines.join('\n') })),
  });
  const v = Object.fromEntries(result.values.map((x) => [x.key, x.value]));
  const why = Object.fromEntries(result.values.map((x) => [x.key, x.reason]));
  return { cls: result.documentClass?.id, v, why };
};
