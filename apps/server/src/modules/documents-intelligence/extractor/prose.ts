// Amounts stated the way contracts write them (issue 23, stop 25): a defined term after the
// amount ('$68,000 (the "Earnest Money")') and a price in a sentence ('the purchase price ...
// shall be ... ($2,265,000)').
import { AMOUNT, first, money, type Found, type PageText } from './find';

/**
 * An amount that names itself with a defined term, the way contracts write them: '($2,265,000)
 * (the "Purchase Price")', 'the sum of $68,000 (the "Earnest Money")' (the term may wrap).
 */
export const definedAmount = (pages: PageText[], term: string): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`(${AMOUNT})\)?[ \t]*,?\s*\((?:the|this|such)\s+"(?:${term.replace(/ /g, String.raw`\s+`)})"\)`,
      'i',
    ),
    (m) => money(m[1]!.replace(/^\(/, '')),
  );

/**
 * A price stated in prose: 'The purchase price for the Property shall be Two Million ... Dollars
 * ($2,265,000)': the first amount of the sentence after '<label> ... shall be|is', when no other
 * figure comes between (words spelling the amount may, and their cents: 'and No/100').
 */
export const proseMoney = (pages: PageText[], label: string): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`\b(?:${label})\b[^.\d$;]{0,60}?\b(?:shall be|will be|is|equals?)\b(?:[^.\d$;]|\d{0,2}\/100){0,160}?\(?(${AMOUNT})`,
      'i',
    ),
    (m) => money(m[1]!.replace(/^\(/, '')),
  );
