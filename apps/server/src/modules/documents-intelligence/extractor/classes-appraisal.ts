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
  money,
  reject,
  type DocumentClass,
} from './find';
import { addressAfter, NAME, onlyAddress } from './layout';

const VALUE_LABELS = [
  'appraised value',
  String.raw`final (?:opinion of |estimate of |reconciled )?(?:market )?value`,
  'reconciled value',
  String.raw`opinion of (?:market )?value`,
  String.raw`as[- ]is (?:market )?value`,
  'market value',
];

export const appraisal: DocumentClass = {
  id: 'appraisal',
  label: 'Appraisal summary',
  signals: [
    [/appraisal|appraised value|opinion of value/i, 5],
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
        either(addressAfter(pages, 'subject property|property address|subject'), () => onlyAddress(pages)),
    },
    {
      key: 'appraised_value',
      value_type: 'FLOAT',
      aliases: ['value', 'appraised value', 'market value', 'as is value', 'opinion of value'],
      find: (pages) =>
        either(
          ...VALUE_LABELS.slice(0, 4).map((label) => () => labelledMoney(pages, label)),
          () =>
            first(
              pages,
              new RegExp(
                String.raw`market value of the subject property[\s\S]{0,160}?\bis\s+(${AMOUNT})`,
                'i',
              ),
              (m) => money(m[1]),
            ),
          ...VALUE_LABELS.slice(4).map((label) => () => labelledMoney(pages, label)),
        ),
    },
    {
      key: 'effective_date',
      value_type: 'STRING',
      aliases: ['effective date', 'date of value', 'inspection'],
      find: (pages) =>
        either(
          labelledDate(pages, 'effective date(?: of (?:the )?appraisal)?|date of value|date of inspection'),
          () =>
            checkedDate(
              first(pages, new RegExp(String.raw`as of\s+(${DATE}),?\s+which is the effective date`, 'i')),
            ),
        ),
    },
    {
      key: 'appraiser_name',
      value_type: 'STRING',
      aliases: ['appraiser', 'prepared by'],
      find: (pages) =>
        first(
          pages,
          new RegExp(
            String.raw`(?:[Aa]ppraiser(?: [Nn]ame)?|APPRAISER(?: NAME)?|[Pp]repared [Bb]y|PREPARED BY)[ \t]*:?[ \t]+(${NAME})`,
            'g',
          ),
          (m) => (/^(?:Name|State|Certified|Certification)\b/.test(m[1]!) ? undefined : m[1]),
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
      find: (pages) =>
        first(
          pages,
          /(?:gross (?:living|building) area|\bGLA\b|building size)[ \t]*:?[^\n\d]{0,6}?(\d{1,3}(?:,\d{3})+|\d{3,7})\b(?![.,]\d)/i,
          (m) => Number(m[1]!.replace(/,/g, '')),
        ),
    },
    {
      key: 'year_built',
      value_type: 'INTEGER',
      aliases: ['year built', 'built', 'age'],
      find: (pages) => {
        const f = first(pages, /(?:year built|year of construction)[ \t]*:?[^\n\d]{0,6}?(\d{4})\b/i, (m) =>
          Number(m[1]),
        );
        return f && (Number(f.value) < 1700 || Number(f.value) > new Date().getUTCFullYear() + 3)
          ? reject(f, `${String(f.value)} is not a plausible year built`)
          : f;
      },
    },
  ],
};
