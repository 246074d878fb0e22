// A rent roll's words by meaning (issue 23, stop 30): how property managers' systems name a unit,
// its rent and the other money columns beside it, and a unit-mix summary that is no list of units.

/**
 * The word a row may print before its unit's number: 'Unit 7A', 'Apt 201', 'Apt. 3', 'Suite 110'
 * / 'Ste 110' (commercial rolls), '#12'. Yardi, AppFolio, Buildium and RealPage print the bare
 * number under a 'Unit' column; hand-kept rolls and certified rent schedules often repeat the word.
 */
export const UNIT_PREFIX = String.raw`(?:(?:Unit|Apt\.?|Apartment|Suite|Ste\.?)[ \t]*#?[ \t]*|#)`;

/**
 * A header's unit column: 'Unit', 'Unit No.', 'Apt', 'Apartment', 'Suite', 'Space', 'Lot'
 * (a manufactured home community's roll), anywhere in the line.
 */
export const UNIT_HEAD = /^[ \t]*\|?[ \t]*(?:unit|suite|apt\.?|apartment|space)\b|\bunit\b/i;

/**
 * A unit-mix summary ('Unit Type | # of Units | Avg SF | Avg Current Rent'): rows per floor plan
 * with a count of units each, printed under the roll in offering memoranda and appraisals. Its
 * rows are no units and its rents are averages.
 */
export const UNIT_MIX_HEAD =
  /(?:#|no\.?|number|count)[ \t]+of[ \t]+units|\bavg\.?[ \t]+(?:current[ \t]+|market[ \t]+|actual[ \t]+)?rent|\baverage[ \t]+rent/i;

/**
 * A rent roll's own words, for recognising one: the occupant by any name ('Tenant', 'Resident',
 * 'Lessee', 'Occupant'), units counted or vacant.
 */
export const OCCUPANT_SIGNAL = /\b(?:tenants?|residents?|lessees?|occupants?)\b/i;
export const UNITS_SIGNAL = /\bunits?\b|\bapts?\b|\bsuites?\b/i;

/** A count of the roll's units printed in a summary: 'Total Units 12', 'TOTAL # OF UNITS 9', 'No. of Units: 9'. */
export const UNIT_COUNT_LABEL = String.raw`total units|total (?:#|no\.?|number) of units|number of units|(?:#|no\.?) of units`;
