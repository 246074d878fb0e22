// One figure of the grounded answer (issue 23 items 4 and 5): the best plausible source stated,
// the sources that differ cited beneath, and a figure that fails the plausibility rules shown
// flagged, never stated: when every source's figure is implausible, the answer is not sure.
import type { LoanFact } from '../documents-intelligence/index';
import { best, show } from './grounded-derived';
import type { Writer } from './grounded-writer';

const same = (a: LoanFact, b: LoanFact) => show(a) === show(b);

/** A figure the rules reject, flagged with its reason and source (indented: never the answer). */
const flaggedLine = (w: Writer, f: LoanFact) =>
  `  Not used: ${f.source_name} states ${show(f)}, implausible (${f.implausible}) — ${w.cite(f)}`;

/** One figure per subject: the best plausible source, then the sources that differ (each cited). */
export const statement = (w: Writer, heading: string, list: LoanFact[]) => {
  const usable = list.filter((f) => !f.implausible);
  const flagged = list.filter((f) => f.implausible);
  if (usable.length === 0) {
    const what = `${heading.charAt(0).toLowerCase()}${heading.slice(1)}`;
    w.lines.push(`Not sure of the ${what}: the file states it only implausibly, so it is not used.`);
    for (const f of flagged.slice(0, 4)) w.lines.push(flaggedLine(w, f));
    return;
  }
  const top = best(usable);
  w.lines.push(`${heading}: ${show(top)} — ${w.cite(top)}`);
  const differ = usable.filter((f) => !same(f, top));
  const seen = new Set<string>();
  for (const f of differ) {
    const id = `${f.source_name}|${show(f)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    w.lines.push(`  Differs: ${f.source_name} states ${show(f)} — ${w.cite(f)}`);
  }
  for (const f of flagged.slice(0, 4)) w.lines.push(flaggedLine(w, f));
};
