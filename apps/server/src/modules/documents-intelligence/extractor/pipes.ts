// Tables drawn with '|' between cells whose rows wrap over two lines (a narrow page): a row is
// one logical line again before it is read by its cells. A table's width counts its rows past a
// single line without cells (an address printed over its row).

const pipes = (line: string) => (line.match(/\|/g) ?? []).length;

/**
 * Wrapped rows of a '|' table joined: a line with fewer '|' than the table's widest line takes
 * the next line while the two together are not wider ('... Amount of Mortgages &' + 'Liens |
 * Mortgage Payments | ...'); a row ending in '|' (an empty last cell, unbordered table) takes a
 * next line that holds no '|' (the last cell wrapped: '... | $6,850 |' + '$3,872').
 */
export const joinPipeRows = (lines: string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (pipes(line) >= 2) {
      const block = lines.slice(i, i + 60);
      // The table ends at two lines running without cells (one alone may label the next row).
      const loose = (l: string | undefined) =>
        l !== undefined && l.trim() !== '' && pipes(l) === 0 && !/^\s*\S{1,20}\s*$/.test(l);
      const end = block.findIndex((l, k) => loose(l) && (k + 1 >= block.length || loose(block[k + 1])));
      const width = Math.max(...block.slice(0, end < 0 ? undefined : end).map(pipes));
      for (;;) {
        const next = lines[i + 1];
        if (next === undefined || next.trim() === '') break;
        const bordered = /^\s*\|/.test(line);
        const short = pipes(line) < width && pipes(line) + pipes(next) <= width;
        const lastCell = !bordered && /\|\s*$/.test(line) && pipes(next) === 0;
        if (!short && !lastCell) break;
        line = `${line.trimEnd()} ${next.trim()}`;
        i++;
      }
    }
    out.push(line);
  }
  return out;
};
