// Tables drawn with '|' between cells whose rows wrap over two lines (a narrow page): a row is
// one logical line again before it is read by its cells. A table's width counts its rows past a
// single line without cells (an address printed over its row).

const pipes = (line: string) => (line.match(/\|/g) ?? []).length;

/**
 * A header's width when it wraps after a separator ('... | Annual Base Rent |' over 'Rent/SF | ...
 * | Notes'): its lines without figures joined while each ends in '|'.
 */
const headerWidth = (block: string[]): number => {
  if (/\d/.test(block[0] ?? '')) return 0;
  let header = block[0]!;
  for (let k = 1; /\|\s*$/.test(header) && block[k] && pipes(block[k]!) > 0 && !/\d/.test(block[k]!); k++)
    header = `${header.trimEnd()} ${block[k]!.trim()}`;
  return pipes(header);
};

/**
 * Wrapped rows of a '|' table joined: a line with fewer '|' than the table's widest line takes
 * the next line while the two together are not wider ('... Amount of Mortgages &' + 'Liens |
 * Mortgage Payments | ...'); a row ending in '|' (an empty last cell, unbordered table) takes a
 * next line that holds no '|' (the last cell wrapped: '... | $6,850 |' + '$3,872').
 */
export const joinPipeRows = (lines: string[]): string[] => {
  const out: string[] = [];
  // The width of the table's header, kept for its rows (a line without cells ends the table).
  let header = 0;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (pipes(line) === 0) header = 0;
    if (pipes(line) >= 2) {
      const block = lines.slice(i, i + 60);
      // The table ends at two lines running without cells (one alone may label the next row).
      const loose = (l: string | undefined) =>
        l !== undefined && l.trim() !== '' && pipes(l) === 0 && !/^\s*\S{1,20}\s*$/.test(l);
      const end = block.findIndex((l, k) => loose(l) && (k + 1 >= block.length || loose(block[k + 1])));
      header = /\d/.test(line) ? header : headerWidth(block);
      const width = Math.max(...block.slice(0, end < 0 ? undefined : end).map(pipes), header);
      for (;;) {
        const next = lines[i + 1];
        if (next === undefined || next.trim() === '') break;
        const bordered = /^\s*\|/.test(line);
        const open = /\|\s*$/.test(line);
        // A line without cells joins only a row left open by its last '|': a complete row's next
        // line ('Occupied: 8 suites ...') is no wrap of it.
        const short = pipes(line) < width && pipes(line) + pipes(next) <= width && (pipes(next) > 0 || open);
        const lastCell = !bordered && open && pipes(next) === 0 && !/^\s*[A-Z][A-Za-z ]{1,30}:/.test(next);
        if (!short && !lastCell) break;
        line = `${line.trimEnd()} ${next.trim()}`;
        i++;
      }
    }
    out.push(line);
  }
  return out;
};
