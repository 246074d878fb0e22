// The offline extractor's insurance binder (the title commitment: classes-title.ts).
import {
  checkedDate,
  DATE,
  either,
  first,
  labelledDate,
  labelledMoney,
  dateParts,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { cellBelow, leadBelow, partyName } from './layout';
import {
  certificateDate,
  certificateInsured,
  certificateInsurer,
  certificateLimit,
  certificatePolicy,
} from './acord';
import { coverageColumn, coverageRow, letterheadInsurer } from './coverage';
import { dateInCellBelow, isPartyName, nameOverAddress, valueRight } from './key-value';
import { boundCoverage, groupedPolicyNumber, nameAboveStreet } from './insurance-letter';
import {
  certificateNumber,
  EVIDENCE_TITLE,
  INSURED_LABEL,
  INSURER_LABEL,
  lloydsInsurer,
  premiumLine,
  spacedValue,
} from './insurance-words';

/** Text after a label at the start of a line, up to a column gap or the line's end. */
const lineLabel = (pages: PageText[], label: string, max = 80): Found | null =>
  first(
    pages,
    new RegExp(
      // The value ends at a column gap, the line's end, or the next label ('Binder # ...').
      // The label may share its box with another's ('Applicant/Named Insured:').
      String.raw`(?:^[ \t]*(?:\d{1,2}[.)][ \t]+)?|\s{2,})(?:[A-Za-z]+[ \t]*\/[ \t]*)?(?:${label})[ \t]*:[ \t]*([A-Z][^\n]{1,${max}}?)(?=\s{2,}|[ \t]*$|[ \t]+[A-Z][A-Za-z]+[ \t]*(?:#|No\.?|Number)[ \t:])`,
      'im',
    ),
    // A legal suffix keeps its last dot ('Bitterroot Ventures, L.L.C.', 'Harbor Mutual Co.').
    (m) =>
      m[1]!
        .trim()
        .replace(/[;,]$/, '')
        .replace(/(?<!\b(?:[A-Z]|Co|Inc|Corp|Ltd))\.$/, ''),
  );

const withDigit = (found: Found | null) => (found && /\d/.test(String(found.value)) ? found : null);

/** A value that is a party's name and not the next box's insurer ('INSURER A Lodestar Casualty'). */
const notInsurer = (value: string) => isPartyName(value) && !/^INSURER\b/i.test(value);

/**
 * A reference like 'BND-644541', 'TC-41412', '26-79913' (letters, digits and dashes, with a digit),
 * or a line-of-business prefix before the number ('CPP 0187868-04', 'GL 02269767').
 */
export const reference = (pages: PageText[], label: string): Found | null =>
  first(
    pages,
    new RegExp(
      // Dot leaders may come between ('Title Number . . FCV-11-105165'); a label box may wrap
      // ('POLICY' over ': : NUMBER CPP 8883931').
      String.raw`(?:${label})(?:[ \t]*|[ \t]*\n[ \t:.]*)(?:no\.?|number|#|id\b|ref(?:erence)?\b\.?)(?:[ \t]*[:.…])*[ \t]*((?:[A-Z]{1,4} (?=\d))?[A-Z0-9][A-Z0-9-]{3,20})\b`,
      'i',
    ),
    (m) => (/\d/.test(m[1]!) ? m[1] : undefined),
  );

/** A time of day with a date ('12:01 A.M. 06/17/2026 to 12:01' / 'A.M. 06/17/2027', a line wrapped). */
const TIME = String.raw`\d{1,2}:\d{2}\s*(?:[AP]\.?M\.?)?`;
// The time may be named ('12:01 A.M. standard time 02/25/2026 to' / '02/25/2027').
const RANGE = String.raw`(?:term|policy period|period)(?:[ \t]+of[ \t]+(?:insurance|cover(?:age)?|binder))?[ \t]*:?[ \t]*(?:from[ \t]+)?(?:${TIME}[^\n\d]{0,30}?)?(${DATE})(?:[ \t]*${TIME})?\s*(?:-|–|to|through)\s*(?:${TIME}\s*)?(${DATE})`;
/** Two dates on one line ('begins 10/03/2026 and ends 10/03/2027', '04/27/2026 12:01 AM 04/27/2027 12:01 AM'). */
const TWO_DATES = String.raw`(?<![\d/])(${DATE})(?:[ \t]+\d{1,2}:\d{2}[ \t]*(?:AM|PM|a\.m\.|p\.m\.)?)?[ \t]*(?:-|–|to|through|and ends(?: on)?|until)?[ \t]*(${DATE})`;

const dayNumber = (text: string) => {
  const p = dateParts(text.replace(/\s+/g, ' '));
  return p ? Date.UTC(p[0], p[1] - 1, p[2]) / 86_400_000 : null;
};

/** A coverage term: a labelled span, else two dates on a line about the term, 1 to 13 months apart. */
const range = (pages: PageText[], part: 1 | 2) =>
  checkedDate(
    either(
      first(pages, new RegExp(RANGE, 'i'), (m) => m[part]),
      () =>
        first(
          pages,
          new RegExp(
            String.raw`(?:effective|expir|term|period|begins|coverage|from)[^\n]*?\n?[^\n]*?${TWO_DATES}`,
            'i',
          ),
          (m) => {
            const [a, b] = [dayNumber(m[1]!), dayNumber(m[2]!)];
            return a !== null && b !== null && b - a >= 28 && b - a <= 400 ? m[part] : undefined;
          },
        ),
    ),
  );

export const insuranceBinder: DocumentClass = {
  id: 'insurance-binder',
  label: 'Insurance binder',
  signals: [
    [/\bbinder\b/i, 5],
    // ACORD 25 / 27 / 28: certificates and evidence of insurance name the same fields.
    [/certificate of (?:liability |property )?insurance|evidence of (?:commercial )?property insurance/i, 4],
    // Evidence of cover of any market (insurance-words.ts): it states what it is.
    [EVIDENCE_TITLE, 5],
    [/insured|insurer|insurance/i, 2],
    [/premium/i, 2],
    [/coverage|limit of insurance/i, 1],
  ],
  fields: [
    {
      key: 'insured_name',
      value_type: 'STRING',
      aliases: ['insured', 'named insured', 'policyholder'],
      find: (pages) =>
        partyName(
          either(
            lineLabel(pages, INSURED_LABEL),
            () => valueRight(pages, INSURED_LABEL, notInsurer),
            // 'Insured Name and Mailing Address' over the name: the role with a form's words.
            () => cellBelow(pages, /(?:named )?insured(?:'s)?(?: name)?(?:(?: and|,) (?:mailing )?address)?/),
            // A name and its address after the label's colon: the name before the street number.
            () => nameOverAddress(pages, String.raw`(?:named )?insured(?:(?: and|,) (?:mailing )?address)`),
            () =>
              leadBelow(
                pages,
                String.raw`(?:(?:named )?insured|policy ?holder)(?:(?: and|,) (?:mailing )?address)?`,
              ),
            () => certificateInsured(pages),
            () => nameAboveStreet(pages, String.raw`(?:named )?insured(?:(?: and|,) (?:mailing )?address)`),
            () => boundCoverage(pages, 'insured'),
            () => spacedValue(pages, INSURED_LABEL, notInsurer),
          ),
        ),
    },
    {
      key: 'insurer',
      value_type: 'STRING',
      aliases: ['insurer', 'carrier', 'insurance company'],
      find: (pages) =>
        either(
          partyName(
            either(
              lineLabel(pages, INSURER_LABEL),
              () => valueRight(pages, INSURER_LABEL, isPartyName),
              // A certificate's 'INSURER B' box of the property row, before the form's other boxes.
              () => certificateInsurer(pages),
              () => cellBelow(pages, /company|insurer|carrier/),
              () => boundCoverage(pages, 'insurer'),
              () => spacedValue(pages, INSURER_LABEL, isPartyName),
            ),
          ),
          () => lloydsInsurer(pages),
          () =>
            partyName(
              either(letterheadInsurer(pages), () =>
                // 'Plainsman Property & Casualty Co., a Write Your Own (WYO) company, issues this policy'.
                first(
                  pages,
                  /^[ \t]*([A-Z][A-Za-z&.' -]{2,60}?(?:Company|Co\.|Corporation|Inc\.|Insurance))(?:,[^\n,]{0,60},)?[ \t]+(?:issues|has issued|underwrites)[ \t]+this[ \t]+(?:policy|binder)\b/m,
                ),
              ),
            ),
        ),
    },
    {
      key: 'policy_number',
      value_type: 'STRING',
      aliases: ['policy number', 'binder number'],
      find: (pages) =>
        either(reference(pages, 'binder|policy|reference'), () =>
          // ACORD 75: 'BINDER #' heads a box whose value is on the row below ('#' may be lost as noise).
          either(
            // A number has a digit ('Policy No.' over 'To be assigned.' is none yet).
            withDigit(cellBelow(pages, /(?:binder|policy)(?: (?:#|no\.?|number))?/)),
            () => certificatePolicy(pages),
            () => groupedPolicyNumber(pages),
            () => certificateNumber(pages),
          ),
        ),
    },
    {
      key: 'effective_date',
      value_type: 'STRING',
      aliases: ['effective date', 'start', 'inception'],
      find: (pages) =>
        either(
          // ISO and ACORD print 'Effective Date', London and Commonwealth wordings 'Inception' or
          // 'Commencement Date'.
          labelledDate(pages, 'effective date|inception(?: date)?|commencement date|date of inception'),
          () => range(pages, 1),
          () => certificateDate(pages, 'from'),
          () => dateInCellBelow(pages, /(?:policy )?effective(?: date)?/),
        ),
    },
    {
      key: 'expiration_date',
      value_type: 'STRING',
      aliases: ['expiration', 'expires', 'end date'],
      find: (pages) =>
        either(
          labelledDate(pages, 'expiration date|expires|expiry date|date of expiry|termination date'),
          () => range(pages, 2),
          () => certificateDate(pages, 'to'),
          () => dateInCellBelow(pages, /(?:policy )?expiration(?: date)?|expires/),
        ),
    },
    {
      key: 'coverage_amount',
      value_type: 'FLOAT',
      aliases: ['coverage', 'dwelling', 'building limit', 'limit of insurance'],
      find: (pages) =>
        // A '|' table whose header names the limit column comes first: the cell after a row's
        // label may be another column's (a premium).
        either(
          coverageColumn(pages),
          () =>
            labelledMoney(
              pages,
              // A builder's risk binder insures the building's completed value ('Completed Value
              // (Hard Costs)'), not its soft costs.
              String.raw`building coverage|building limit|coverage a\b[^\n$]{0,12}dwelling|limit of insurance[ \t]*-?[ \t]*building|\bdwelling(?: coverage| limit)?|completed value`,
            ),
          () => coverageRow(pages),
          () => certificateLimit(pages),
          // An evidence of property form's one 'AMOUNT OF INSURANCE: $ 840,000'.
          // Or a London schedule's 'Sum Insured: USD 1,250,000' (a building's sum where several are named).
          () => labelledMoney(pages, 'amount of insurance|(?:buildings? )?sum insured'),
        ),
    },
    {
      key: 'annual_premium',
      value_type: 'FLOAT',
      aliases: ['premium', 'annual premium', 'cost'],
      find: (pages) =>
        either(labelledMoney(pages, String.raw`(?:annual |total )?premium`), () => premiumLine(pages)),
    },
  ],
};
