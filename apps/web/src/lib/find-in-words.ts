// Search in a document (001 §2): matches of a phrase over the pages' words, each with the boxes to
// highlight. Case-insensitive; punctuation at word edges is ignored.
import type { DocumentPage } from '@lending/domain';

export type Box = [number, number, number, number];
export type Match = { page: number; boxes: Box[] };

const norm = (text: string) => text.toLowerCase().replace(/^[^a-z0-9$]+|[^a-z0-9%]+$/g, '');

export const findInWords = (pages: DocumentPage[], phrase: string): Match[] => {
  const wanted = phrase.split(/\s+/).map(norm).filter(Boolean);
  if (wanted.length === 0) return [];
  const out: Match[] = [];
  for (const page of pages) {
    const words = page.words.map((w) => norm(w[4]));
    for (let i = 0; i + wanted.length <= words.length; i++) {
      let ok = true;
      for (let j = 0; j < wanted.length && ok; j++) {
        const word = words[i + j]!;
        const last = j === wanted.length - 1;
        ok =
          j === 0 && wanted.length === 1
            ? word.includes(wanted[0]!)
            : last
              ? word.startsWith(wanted[j]!)
              : word === wanted[j];
      }
      if (ok)
        out.push({
          page: page.page,
          boxes: page.words.slice(i, i + wanted.length).map((w) => [w[0], w[1], w[2], w[3]] as Box),
        });
    }
  }
  return out;
};
