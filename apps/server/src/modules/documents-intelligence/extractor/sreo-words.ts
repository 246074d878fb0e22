// A schedule of real estate owned's words by meaning (issue 23, stop 30): what the schedule is
// called and what its money columns are called vary by lender and form. Each vocabulary lists the
// words of one meaning and where they are printed; the words of other figures (cost, payments,
// net income, annual figures) are kept out, so their columns are never read as the asked one.

/**
 * The schedule's own name. 'Schedule of Real Estate Owned' (Fannie Mae 1003 before 2021, most
 * commercial lenders), 'REO Schedule' / 'REO Worksheet' (lenders' underwriting packages),
 * 'Real Estate Owned' (SBA Form 413 section 4), 'Real Estate Holdings' / 'Properties Owned' /
 * 'Schedule of Properties' (banks' personal financial statements), 'Real Estate Schedule',
 * 'Investment Property Schedule', 'Financial Information - Real Estate' and 'Property You Own'
 * (the 2021 URLA's section 3).
 */
export const SREO_TITLE =
  /\bREO\b|real estate owned|schedule of (?:real estate|(?:investment |rental )?properties)|\breal estate (?:schedule|holdings|worksheet)\b|\bproperties (?:currently )?owned\b|\bproperty you own\b|\binvestment property schedule\b|financial information\s*[-–—]\s*real estate/i;

/**
 * A property's value: 'Market Value', 'Present (Market) Value', 'Current (Market) Value',
 * 'Estimated Value' / 'Est. Value', 'Fair Market Value' / 'FMV', 'Appraised Value', or 'Value'
 * alone. An assessed (tax) value is another figure.
 */
export const VALUE_COLUMN =
  /(?<!assessed[ \t]+)(?:(?:present|current|estimated|est\.|appraised|fair)[ \t]+)?(?:market[ \t]+)?value\b|\bFMV\b/i;

/**
 * What is owed on a property: 'Mortgage Balance', 'Loan Balance', 'Unpaid (Principal) Balance' /
 * 'UPB', 'Principal Balance', 'Outstanding Balance', 'Balance Owed' / 'Amount Owed', 'Mortgages &
 * Liens', 'Liens', 'Debt', 'Encumbrances'. A mortgage's payment, rate, account or lender, and debt
 * service, are other columns; one lien's balance ('1st Lien Balance') is not all that is owed.
 */
export const MORTGAGE_COLUMN =
  /mortgages?(?![ \t]+(?:payments?|pmt|account|acct|rate|lender|holder|company|co\b))|(?:loan|unpaid|principal|outstanding)[ \t]+(?:principal[ \t]+)?balance|\b(?:balance|amount)[ \t]+owed|\bliens\b|\bdebt\b(?![ \t]+service)|\bUPB\b|\bencumbrances?\b/i;

/**
 * A property's monthly rent: 'Rent', 'Rents', 'Gross (Monthly) Rent', 'Monthly Rent', 'Rental
 * Income', 'Gross Rental Income'. Net rental income (after expenses) and an annual rent are other
 * figures.
 */
export const RENT_COLUMN =
  /(?<!(?:net|annual|yearly)[ \t]+(?:gross[ \t]+)?(?:monthly[ \t]+)?)\brent(?:al[ \t]+income|s)?\b/i;

/** A schedule's totals row: 'Total', 'Totals', 'Grand Total', 'Portfolio Total', 'Schedule Total'. */
export const TOTALS_ROW =
  /^\s*(?:(?:[^\w\s$]{1,2}|[A-Za-z])\s+)?(?:(?:grand|portfolio|schedule)\s+)?totals?\b/i;

/**
 * A transposed schedule's rows of what is owed: the mortgage rows and any other lien's ('Second Lien
 * Balance', 'HELOC'), so that one lien alone is never taken for all that is owed.
 */
export const OWED_ROW = new RegExp(String.raw`${MORTGAGE_COLUMN.source}|\blien\b|\bheloc\b`, 'i');
