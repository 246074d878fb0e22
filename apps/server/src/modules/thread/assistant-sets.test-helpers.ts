// Reading an assistant reply the way the phrasing sets score it (assistant-analyst.test.ts,
// assistant-units.test.ts): the figures its head lines state.

/** The numbers a text states ($1,250,000.50 -> 1250000.5; 2026-03-14 -> 2026, 3, 14). */
export const numbersIn = (text: string): number[] =>
  [...text.matchAll(/-?\d[\d,]*(?:\.\d+)?/g)]
    .map((m) => Number(m[0].replace(/,/g, '')))
    .filter(Number.isFinite);

/** Head lines (not indented, not a quote): each states at most one figure, after 'Label: '. */
export const headLines = (text: string) =>
  text
    .split('\n')
    .filter(
      (l) => l.trim() !== '' && !/^\s/.test(l) && !/^\[\d+\]/.test(l) && !/^What the documents say/.test(l),
    );

/** The figure a head line states: after 'Label: ', before an explanation or a computation. */
export const headFigure = (line: string) => {
  const at = line.indexOf(': ');
  return at < 0
    ? ''
    : line
        .slice(at + 2)
        .split(' — ')[0]!
        .split(' = ')[0]!;
};

export type Outcome = 'right' | 'wrong' | 'unsure' | 'miss';
