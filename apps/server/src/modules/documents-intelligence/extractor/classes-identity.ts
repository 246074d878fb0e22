// The offline extractor's borrower documents: driver's licence or ID card, schedule of real
// estate owned.
import {
  all,
  count,
  first,
  labelledDate,
  labelledMoney,
  labelledText,
  money,
  MONEY,
  type DocumentClass,
} from './find.js';

export const driverLicense: DocumentClass = {
  id: 'driver-license',
  label: "Driver's licence / ID",
  signals: [
    [/driver'?s? licen[cs]e|identification card|\bID card\b/i, 5],
    [/\bDOB\b|date of birth/i, 2],
    [/\bEXP\b|expires|expiration/i, 1],
    [/\bclass\b|restrictions|endorsements/i, 1],
  ],
  fields: [
    {
      key: 'full_name',
      value_type: 'STRING',
      aliases: ['name', 'full name', 'holder'],
      find: (pages) => labelledText(pages, String.raw`\bname|\bNM\b`, 60),
    },
    {
      key: 'date_of_birth',
      value_type: 'STRING',
      aliases: ['birth', 'dob', 'born'],
      find: (pages) => labelledDate(pages, String.raw`\bDOB\b|date of birth`),
    },
    {
      key: 'license_number',
      value_type: 'STRING',
      aliases: ['license number', 'licence number', 'id number', 'dl number', 'number'],
      find: (pages) =>
        first(
          pages,
          /(?:\bDL\b|\bLIC\b|licen[cs]e|\bID)\s*(?:no\.?|number|#)?\s*[:#]?\s*([A-Z0-9]{1,3}[0-9]{4,12})\b/i,
        ),
    },
    {
      key: 'expiration_date',
      value_type: 'STRING',
      aliases: ['expiration', 'expires', 'exp', 'valid until'],
      find: (pages) => labelledDate(pages, String.raw`\bEXP\b|expires|expiration(?: date)?`),
    },
    {
      key: 'issue_date',
      value_type: 'STRING',
      aliases: ['issued', 'issue date', 'iss'],
      find: (pages) => labelledDate(pages, String.raw`\bISS\b|issued|issue date`),
    },
    {
      key: 'address',
      value_type: 'STRING',
      aliases: ['address', 'residence', 'lives'],
      find: (pages) => labelledText(pages, String.raw`\baddress|\bADDR\b`, 100),
    },
    {
      key: 'issuing_state',
      value_type: 'STRING',
      aliases: ['state', 'issuing state', 'issuer'],
      find: (pages) =>
        first(
          pages,
          /\b([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)\s+(?:DRIVER'?S? LICEN[CS]E|Driver'?s? Licen[cs]e|IDENTIFICATION CARD)/,
        ),
    },
  ],
};

export const sreo: DocumentClass = {
  id: 'sreo',
  label: 'Schedule of real estate owned',
  signals: [
    [/schedule of real estate owned|\bSREO\b|real estate owned/i, 6],
    [/market value/i, 1],
    [/mortgage balance|loan balance/i, 1],
  ],
  fields: [
    {
      key: 'properties',
      value_type: 'LIST[STRING]',
      aliases: ['properties', 'addresses', 'property list', 'owned properties'],
      find: (pages) => all(pages, /^\s*\d{1,2}[.)]?\s+(\d{1,6} [A-Z0-9][^\n$]{3,60}?)\s{1,}\$/gm),
    },
    {
      key: 'property_count',
      value_type: 'INTEGER',
      aliases: ['how many properties', 'number of properties', 'count'],
      find: (pages) => count(all(pages, /^\s*\d{1,2}[.)]?\s+(\d{1,6} [A-Z0-9][^\n$]{3,60}?)\s{1,}\$/gm)),
    },
    {
      key: 'total_market_value',
      value_type: 'FLOAT',
      aliases: ['market value', 'total value', 'portfolio value'],
      find: (pages) => labelledMoney(pages, 'total market value|totals?'),
    },
    {
      key: 'total_mortgage_balance',
      value_type: 'FLOAT',
      aliases: ['mortgage', 'debt', 'loan balance', 'liens'],
      find: (pages) =>
        first(pages, new RegExp(String.raw`totals?\s*:?\s*(?:${MONEY})\s+(${MONEY})`, 'i'), (m) =>
          money(m[1]),
        ) ?? labelledMoney(pages, 'total mortgage balance|total debt'),
    },
    {
      key: 'total_monthly_rent',
      value_type: 'FLOAT',
      aliases: ['rent', 'rental income', 'gross rent'],
      find: (pages) =>
        first(
          pages,
          new RegExp(String.raw`totals?\s*:?\s*(?:${MONEY})\s+(?:${MONEY})\s+(${MONEY})`, 'i'),
          (m) => money(m[1]),
        ) ?? labelledMoney(pages, 'total (?:monthly )?rent'),
    },
  ],
};
