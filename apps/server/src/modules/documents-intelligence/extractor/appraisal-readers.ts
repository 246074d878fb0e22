// Appraisal readers for narrative and redesigned-URAR layouts (issue 23, stop 26): the value
// stated in words and figures in a letter of transmittal, paired labels over paired values
// ('Year Built / Renovated  1965 / 1996'), and the company words that make a name no appraiser's.
import { pipeCell } from './pipe-cells';
import { AMOUNT, first, money, type Found, type PageText } from './find';

/** Words that qualify a value as another premise than 'as is' (prospective, upon completion...). */
const OTHER_PREMISE =
  /prospective|stabili[sz]ed|as (?:if )?complete|upon completion|hypothetical|insurable|liquidation/i;

/**
 * A letter of transmittal's conclusion: 'our opinion of the As Is Market Value of the fee simple
 * interest, as of January 18, 2026, is: TWO MILLION ... DOLLARS ($2,625,000)': the first amount
 * after 'is', past the value in words (no other figure between); a prospective or other premise's
 * value is not the appraised value.
 */
export const valueInWordsAndFigures = (pages: PageText[]): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`\b[Oo]pinion of (?:the )?((?:[A-Za-z"-]+ ){0,3})[Mm]arket [Vv]alue\b([^$;]{0,120}?)\bis:?\s+[A-Z][A-Z\s,.:'-]{0,160}?(?:DOLLARS|Dollars)?[\s.:']*\((${AMOUNT})\)`,
    ),
    (m) => (OTHER_PREMISE.test(`${m[1]} ${m[2]}`) ? undefined : money(m[3])),
  );

/**
 * Two labels joined by a slash over two values joined by one ('Year Built / Renovated  1965 / 1996',
 * 'Year Built/Renovated : 1973/2004'): the value in the label's place.
 */
export const pairedValue = (pages: PageText[], label: string, value: string): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`(?:^|\s)(${label})[ \t]*\/[ \t]*[A-Za-z][A-Za-z ]{1,24}?[ \t]*[:.]?[ \t]+(${value})[ \t]*\/[ \t]*(?:${value}|N\/?A|None|-)(?![\w/])`,
      'im',
    ),
    (m) => m[2],
  ) ??
  first(
    pages,
    new RegExp(
      String.raw`(?:^|\s)[A-Za-z][A-Za-z ]{1,24}?[ \t]*\/[ \t]*(?:${label})[ \t]*[:.]?[ \t]+(?:${value}|N\/?A|None|-)[ \t]*\/[ \t]*(${value})(?![\w/])`,
      'im',
    ),
    (m) => m[1],
  );

/** A firm's name is no appraiser's ('Rasmussen Valuation Group, LLC', 'Quennell & Baptiste Realty Advisors'). */
export const COMPANY_WORDS =
  /\b(?:group|advisors?|advisory|valuation|associates|partners|realty|services|consult(?:ants|ing)|appraisals|company|LLC|Inc)\b|&/i;

/**
 * A name in the block a heading opens for its role ('APPRAISER' over 'Signature ____  Name Ada
 * Quist'): 'Name' followed by a name on one of the two lines under a heading that is the role
 * alone (a 'SUPERVISORY APPRAISER' block is another role's); a blank name reads nothing.
 */
export const nameUnderHeading = (pages: PageText[], role: string): Found | null => {
  const heading = new RegExp(String.raw`^[ \t]*(?:${role})[ \t]*:?[ \t]*$`, 'i');
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      if (!heading.test(line)) continue;
      for (const below of lines.slice(i + 1, i + 3)) {
        const m = /(?:^|\s)Name[ \t]*:?[ \t]+([A-Z][a-zA-Z.'-]*(?: [A-Z][a-zA-Z.'-]*){1,3})[ \t]*$/.exec(
          below,
        );
        if (m) return { value: m[1], page, quote: below.trim() };
      }
    }
  }
  return null;
};

/** A column of the subject's living area: 'Living Area (sq ft)', 'GLA (SF)', 'Above Grade Living Area'. */
const SUBJECT_AREA_COLUMN =
  /^(?:(?:gross |above[- ]grade |finished )?living area|GLA)(?:[ \t]*\((?:sq\.? ?ft\.?|sf|square feet)\))?$/i;

/**
 * The subject's characteristics as a one-row '|' table ('Year Built | Living Area (sq ft) | ...'
 * over '2000 | 1,535 | ...'); a table of comparables has a row per sale (not read).
 */
export const subjectArea = (pages: PageText[], area: string): Found | null => {
  const cell = pipeCell(pages, SUBJECT_AREA_COLUMN, /./, /\b(?:comp|sale)/i);
  const m =
    cell && new RegExp(String.raw`^(${area})(?:[ \t]*(?:sq\.? ?ft\.?|sf))?$`, 'i').exec(String(cell.value));
  return cell && m ? { ...cell, value: Number(m[1]!.replace(/,/g, '')) } : null;
};
