// The learned locator's text candidates (issue 23): a name or a number printed as words (an entity,
// a bank, an insurer, a person, a policy number) is a run of capitalised words or of tokens with
// digits; each run of a cell (after its label's colon) is a candidate, and so is the run without
// its first one or two words (a label the run began with: 'Seller Jordan Blake') or its last one
// or two (a word of the next column an OCR joined to it). The features say what is inside.

export type Span = { start: number; end: number; value: number | string; shape: string[] };

/** Lower-case words a name may hold between capitalised ones ('Bank of the West', 'Smith & Sons'). */
const JOINS = new Set(['of', 'and', '&', 'the', 'de', 'del', 'la', 'le', 'du', 'van', 'von', 'y', 'e', 'da']);
const CAPITAL = /^["'(]?[A-Z0-9#]/;
const MAX_WORDS = 8;

type Token = { start: number; end: number; text: string };

const runsOf = (tokens: Token[]): Token[][] => {
  const runs: Token[][] = [];
  let run: Token[] = [];
  const close = () => {
    while (run.length > 0 && JOINS.has(run[run.length - 1]!.text.toLowerCase())) run.pop();
    if (run.length > 0) runs.push(run);
    run = [];
  };
  for (const t of tokens) {
    if (CAPITAL.test(t.text) || (run.length > 0 && JOINS.has(t.text))) run.push(t);
    else close();
    // A sentence's or a clause's end closes the run ('Smith, LLC, a Delaware ...' keeps 'LLC').
    if (/[;:)]$|[^A-Z]\.$/.test(t.text) && !/^(inc|co|corp|ltd|jr|sr|l\.?l\.?c|n\.?a)\.$/i.test(t.text))
      close();
  }
  close();
  return runs;
};

const shapeOf = (text: string, words: string[], dropped: string) => [
  'kind:text',
  `words:${Math.min(words.length, 6)}`,
  /\d/.test(text) ? (/[a-z]/i.test(text) ? 'mixed' : 'digits') : 'letters',
  text === text.toUpperCase() ? 'caps' : 'title',
  dropped,
  ...words.map(
    (w) =>
      `in:${w
        .toLowerCase()
        .replace(/[^a-z0-9&]/g, '')
        .replace(/\d/g, '#')}`,
  ),
  `first:${words[0]!.toLowerCase()}`,
  `last:${words[words.length - 1]!.toLowerCase().replace(/[^a-z]/g, '')}`,
];

/** The text candidates of a line (cells are two spaces or more apart). */
export const textSpans = (line: string): Span[] => {
  const out: Span[] = [];
  for (const cell of line.matchAll(/\S+(?: \S+)*/g)) {
    const colon = cell[0].lastIndexOf(': ');
    const from = colon >= 0 ? colon + 2 : 0;
    const tokens = [...cell[0].slice(from).matchAll(/\S+/g)].map((m) => {
      const start = cell.index + from + m.index;
      return { start, end: start + m[0].length, text: m[0] };
    });
    for (const run of runsOf(tokens)) {
      if (run.length > MAX_WORDS) continue;
      for (let head = 0; head <= Math.min(2, run.length - 1); head++)
        for (let tail = 0; tail <= Math.min(2, run.length - 1 - head); tail++) {
          if (head > 0 && tail > 0) continue;
          const words = run.slice(head, run.length - tail);
          if (JOINS.has(words[0]!.text) || JOINS.has(words[words.length - 1]!.text)) continue;
          const start = words[0]!.start;
          const text = line.slice(start, words[words.length - 1]!.end).replace(/[,;:]+$/, '');
          if (text.replace(/[^A-Za-z0-9]/g, '').length < 2) continue;
          const dropped = head > 0 ? `head:${head}` : tail > 0 ? `tail:${tail}` : 'whole';
          out.push({
            start,
            end: start + text.length,
            value: text,
            shape: shapeOf(
              text,
              words.map((w) => w.text),
              dropped,
            ),
          });
        }
    }
  }
  return out;
};
