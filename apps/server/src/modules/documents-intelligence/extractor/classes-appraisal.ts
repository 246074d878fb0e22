// The offline extractor's appraisal: the reconciled (final) value, never another approach's
// indication; the effective date; the appraiser; size and year built.
import {
  AMOUNT,
  checkedDate,
  DATE,
  either,
  first,
  labelledDate,
  labelledMoney,
  labelledPercent,
  lineAt,
  money,
  reject,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { addressAfter, NAME, onlyAddress } from './layout';
import { addressInBoxes } from './address-parts';
import {
  COMPANY_WORDS,
  nameUnderHeading,
  pairedValue,
  subjectArea,
  valueInWordsAndFigures,
} from './appraisal-readers';
import { dateInCellBelow, moneyInCellBelow } from './key-value';
import { pipeCell } from './pipe-cells';

const VALUE_LABELS = [
  'appraised value',
  String.raw`final (?:opinion of |estimate of |reconciled )?(?:market )?value`,
  'reconciled value',
  String.raw`opinion of (?:market )?value`,
  String.raw`as[- ]is (?:market )?value`,
  'market value',
];

/** Words of the form itself, never part of an appraiser's name ('SUPERVISORY APPRAISER'). */
const FORM_WORDS =
  /^(?:Name|State|Certified)\b|\b(?:appraisers?|supervisory|signatures?|certifications?|company|license|date|report|approach|reconciliation|comments?|addendum|exhibit)\b/i;

/** The URAR signature block: 'Name <appraiser>' in the column under the 'APPRAISER' heading. */
/**
 * The signer's name label as appraisal forms print it: 'Name' (Fannie Mae 1004/1025/1073),
 * 'Name (Printed)', 'Printed Name', 'Print Name' (state and commercial forms), in any case.
 */
const PRINTED_NAME = String.raw`(?:[Nn]ame|NAME)(?:[ \t]*\((?:[Pp]rinted|PRINTED)\))?|(?:[Pp]rint(?:ed)?|PRINT(?:ED)?)[ \t]+(?:[Nn]ame|NAME)`;

const signedName = (pages: PageText[]): Found | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    // 'APPRAISER' heading a column, or 'Appraiser' alone on its line over the name's box.
    const head = lines.findIndex((l) => /^[ \t]*APPRAISER\b|^[ \t]*Appraiser[ \t]*$/.test(l));
    if (head < 0) continue;
    for (const line of lines.slice(head + 1, head + 8)) {
      // The name ends at a gap, the line's end, or the next column's own 'Name' label (a scan
      // closes the gap: 'Name Barnaby Okonkwo : . Name Ottilie Vellacott', '... . " Name ...').
      const m = new RegExp(
        String.raw`^[ \t]*(?:${PRINTED_NAME})[ \t]*:?[ \t]+(${NAME})(?=\s{2,}|[ \t]*$|(?:[ \t]+[^\w\s]{1,2})*[ \t]+Name\b)`,
      ).exec(line);
      if (m && !FORM_WORDS.test(m[1]!)) return { value: m[1], page, quote: line.trim() };
    }
  }
  return null;
};

/**
 * The signer's printed name on the signature line ('Signature: ______  Name: Juno Radcliffe'):
 * stated only when every such line names the same person (an appraiser and a supervisor: N/A).
 */
const signatureLineName = (pages: PageText[]): Found | null => {
  const seen = new Map<string, Found>();
  const re = new RegExp(
    String.raw`^[ \t]*(?:[Ss]ignature|SIGNATURE)\b[^\n]*?\s(?:${PRINTED_NAME})[ \t]*:?[ \t]*(${NAME})(?=\s{2,}|[ \t]*$)`,
    'gm',
  );
  for (const { page, text } of pages)
    for (const m of text.matchAll(re))
      if (!FORM_WORDS.test(m[1]!))
        seen.set(m[1]!.toLowerCase(), { value: m[1], page, quote: lineAt(text, m.index) });
  return seen.size === 1 ? [...seen.values()][0]! : null;
};

/** The URAR's address boxes: 'Property Address <street> City <city> State <ST> Zip Code <zip>'. */
const urarAddress = (pages: PageText[]): Found | null =>
  first(
    pages,
    /(?:Property|Subject(?: Property)?|PROPERTY|SUBJECT(?: PROPERTY)?) (?:Address|ADDRESS)[ \t]+(\d{1,6} [A-Za-z0-9.' ]{2,40}?)[ \t]+(?:City|CITY)[ \t]+([A-Z][A-Za-z.' ]{1,30}?)[ \t]+(?:State|STATE)[ \t]+([A-Z]{2})[ \t]+(?:Zip|ZIP)(?: Code| CODE)?[ \t]+(\d{5})\b/,
    (m) => {
      const address = `${m[1]}, ${m[2]}, ${m[3]} ${m[4]}`;
      return onlyAddress([{ page: 1, text: address }])?.value ?? undefined;
    },
  );

/**
 * A name signed with an appraiser's credentials ('Callum Villanueva, MAI') or over a
 * 'Certified General Real Estate Appraiser' line; two different such names (an appraiser and a
 * reviewer): neither is chosen.
 */
const credentialedName = (pages: PageText[]): Found | null => {
  const re = new RegExp(
    String.raw`^[ \t]*(${NAME})(?:,[ \t]*(?:MAI|SRA|AI-GRS|AI-RRS|ASA|MRICS|CCIM))+[ \t]*$|^[ \t]*(${NAME})[ \t]*\n[ \t]*(?:State )?Certified (?:General|Residential)(?: Real Estate)? Appraiser`,
    'gm',
  );
  const seen = new Map<string, Found>();
  for (const { page, text } of pages)
    for (const m of text.matchAll(re)) {
      const name = (m[1] ?? m[2])!.trim();
      if (!seen.has(name.toLowerCase()))
        seen.set(name.toLowerCase(), { value: name, page, quote: lineAt(text, m.index) });
    }
  return seen.size === 1 ? [...seen.values()][0]! : null;
};

const AREA = String.raw`\d{1,3}(?:,\d{3})+|\d{3,7}`;

/**
 * The building's living area: a total over every unit first ('Total Gross Living Area of all
 * units 2,410'); a figure on a unit's own line ('Unit # 1 ... 710 Square Feet of Gross Living
 * Area') is that unit's, never the building's, so it is skipped.
 */
const livingArea = (pages: PageText[]): Found | null =>
  either(
    first(
      pages,
      new RegExp(
        String.raw`total (?:gross )?(?:living|building) area(?: of all units)?[ \t]*:?[^\n\d]{0,6}?(${AREA})\b(?![.,]\d)`,
        'i',
      ),
      (m) => Number(m[1]!.replace(/,/g, '')),
    ),
    () =>
      first(
        pages,
        new RegExp(
          String.raw`^([^\n]*?)(?:(?:gross (?:living|building) area|(?:above[ -]grade|finished) (?:gross )?living area|finished area above grade|\bGLA\b|building size|(?:total |heated )?living area|(?:net )?rentable area)(?:[ \t]*\([A-Z]{2,4}\))?[ \t]*:?[^\n\d]{0,6}?(${AREA})\b(?![.,]\d)|(${AREA})\s+square\s+feet\s+of\s+(?:gross\s+(?:living|building)\s+area|GLA|GBA)\b)`,
          'im',
        ),
        (m) =>
          /^[ \t]*(?:unit|apt\.?|apartment)\b/i.test(m[1]!)
            ? undefined
            : Number((m[2] ?? m[3])!.replace(/,/g, '')),
      ),
    () => subjectArea(pages, AREA),
  );

export const appraisal: DocumentClass = {
  id: 'appraisal',
  label: 'Appraisal summary',
  signals: [
    [/appraisal|appraised value|opinion of value|opinion of (?:the )?market value|salient facts/i, 5],
    [/appraiser/i, 2],
    [/comparable|sales comparison/i, 2],
    [/effective date|date of value/i, 1],
  ],
  fields: [
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address', 'subject'],
      find: (pages) =>
        either(
          addressAfter(pages, 'subject property|property address|subject|location'),
          () => urarAddress(pages),
          () => addressInBoxes(pages, 'property address|subject property|address'),
          () => onlyAddress(pages),
        ),
    },
    {
      key: 'appraised_value',
      value_type: 'FLOAT',
      aliases: ['value', 'appraised value', 'market value', 'as is value', 'opinion of value'],
      find: (pages) =>
        either(
          ...VALUE_LABELS.slice(0, 4).map((label) => () => labelledMoney(pages, label)),
          () => valueInWordsAndFigures(pages),
          () =>
            first(
              pages,
              new RegExp(
                String.raw`(?:market value of the subject property|opinion of (?:the )?market value)[\s\S]{0,160}?\bis\s+(${AMOUNT})`,
                'i',
              ),
              (m) => money(m[1]),
            ),
          ...VALUE_LABELS.slice(4).map((label) => () => labelledMoney(pages, label)),
          () =>
            moneyInCellBelow(
              pages,
              /appraised value|final (?:opinion of )?value|(?:as[- ]is )?market value|opinion of value/,
            ),
        ),
    },
    {
      key: 'effective_date',
      value_type: 'STRING',
      aliases: ['effective date', 'date of value', 'inspection'],
      find: (pages) =>
        either(
          // The date of value before the inspection's: a narrative report prints both.
          labelledDate(
            pages,
            'effective date(?: of (?:the |this )?(?:appraisal|value))?|date of value|valuation date|date of valuation|as of date',
          ),
          // A table of value conclusions: the date of value of the market value 'as is'.
          () =>
            checkedDate(
              pipeCell(
                pages,
                /^(?:date of value|effective date|valuation date|as of(?: date)?)$/i,
                /\bas[- ]is\b/i,
                /prospective|stabili[sz]|complet|insurable/i,
              ),
            ),
          () => labelledDate(pages, 'date of inspection'),
          () =>
            checkedDate(
              first(
                pages,
                new RegExp(
                  // The sentence may wrap anywhere ('... and the effective' over 'date of this appraisal').
                  String.raw`as\s+of\s+(${DATE}),?\s+(?:which\s+is\s+)?the\s+(?:date\s+of\s+inspection\s+and\s+the\s+)?effective\s+date`,
                  'i',
                ),
              ),
            ),
          () => dateInCellBelow(pages, /effective date(?: of value)?|date of value|valuation date/),
        ),
    },
    {
      key: 'appraiser_name',
      value_type: 'STRING',
      aliases: ['appraiser', 'prepared by'],
      find: (pages) =>
        either(
          first(
            pages,
            new RegExp(
              String.raw`(?:[Aa]ppraiser(?: [Nn]ame)?|APPRAISER(?: NAME)?|[Pp]repared [Bb]y|PREPARED BY|[Aa]ppraised [Bb]y|APPRAISED BY|[Vv]aluer|VALUER)[ \t]*:?[ \t]+(${NAME})`,
              'g',
            ),
            // A firm ('Prepared by: Rasmussen Valuation Group, LLC') is no appraiser.
            (m) =>
              FORM_WORDS.test(m[1]!) || COMPANY_WORDS.test(m.input.slice(m.index, m.index + m[0].length + 8))
                ? undefined
                : m[1],
          ),
          () => signedName(pages),
          () => signatureLineName(pages),
          () => credentialedName(pages),
          () => nameUnderHeading(pages, 'appraiser'),
        ),
    },
    {
      key: 'cap_rate',
      value_type: 'FLOAT',
      aliases: ['cap rate', 'capitalization rate', 'overall rate'],
      find: (pages) =>
        labelledPercent(pages, 'capitali[sz]ation rate|cap rate|overall (?:capitalization )?rate'),
    },
    {
      key: 'net_operating_income',
      value_type: 'FLOAT',
      aliases: ['noi', 'net operating income'],
      find: (pages) => labelledMoney(pages, String.raw`net operating income|\bNOI\b`),
    },
    {
      key: 'gross_living_area',
      value_type: 'INTEGER',
      aliases: ['gla', 'square feet', 'living area', 'size'],
      find: livingArea,
    },
    {
      key: 'year_built',
      value_type: 'INTEGER',
      aliases: ['year built', 'built', 'age'],
      find: (pages) => {
        const f = either(
          first(
            pages,
            // A manufactured home's 'Model Year' or 'Year Manufactured' (its HUD data plate).
            /(?:year built|year of construction|constructed|built in|model year|year manufactured|year of manufacture)[ \t]*:?[^\n\d]{0,6}?(\d{4})\b/i,
            (m) => Number(m[1]),
          ),
          () => {
            const pair = pairedValue(pages, 'year built', String.raw`\d{4}`);
            return pair && { ...pair, value: Number(pair.value) };
          },
        );
        return f && (Number(f.value) < 1700 || Number(f.value) > new Date().getUTCFullYear() + 3)
          ? reject(f, `${String(f.value)} is not a plausible year built`)
          : f;
      },
    },
  ],
};
