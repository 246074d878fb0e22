// Checks that catch a wrong value without knowing the layout (issue 23: no confident wrong value).
// Rules written from the layouts one has read misfire on a layout one has not (every blind family
// so far had confident wrong values); these checks hold whatever the layout: figures that must add
// up, dates that must be in order, values outside what the field can be, a label printed twice with
// two values, a value read beside a label that names another figure. A value that fails becomes
// N/A with a reason a credit analyst can act on; it is never corrected by a guess.
import type { PageText } from './find';
import { AMOUNT_GATES } from './consistency-amounts';
import { ADDRESS_GATES, NAME_GATES } from './consistency-names';
import { DATE_GATES } from './consistency-dates';
import { FIGURE_GATES } from './consistency-figures';
import { DISAGREEMENT_GATES } from './consistency-disagree';
import { SECOND_OPINION_GATES } from './second-opinion';
import type { Fields, Gate } from './consistency-util';

/** Every check, in order (the evaluation measures each one's cost and catch by its name). */
const GATES: Gate[] = [
  ...FIGURE_GATES,
  ...DATE_GATES,
  ...AMOUNT_GATES,
  ...NAME_GATES,
  ...ADDRESS_GATES,
  ...DISAGREEMENT_GATES,
  // Last: the learned model's second opinion on a typed value the checks above kept.
  ...SECOND_OPINION_GATES,
];

/** Runs every check on a document's fields, after the kind's own cross-field checks. */
export const checkConsistency = (cls: string, found: Fields, pages: PageText[]): void => {
  for (const gate of GATES) gate.run(cls, found, pages);
};
