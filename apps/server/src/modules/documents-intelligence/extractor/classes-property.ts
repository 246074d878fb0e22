// The offline extractor's property documents: purchase contract, rent roll, appraisal summary.
import {
  all,
  count,
  first,
  labelledDate,
  labelledMoney,
  labelledPercent,
  labelledText,
  money,
  type DocumentClass,
  type Found,
} from './find.js';

const sumOf = (found: Found | null): Found | null =>
  found && Array.isArray(found.value)
    ? { ...found, value: Math.round((found.value as number[]).reduce((a, b) => a + b, 0) * 100) / 100 }
    : null;

export const purchaseContract: DocumentClass = {
  id: 'purchase-contract',
  label: 'Purchase contract',
  signals: [
    [/purchase (?:and sale )?(?:agreement|contract)|contract of sale/i, 6],
    [/\bbuyer\b/i, 1],
    [/\bseller\b/i, 1],
    [/earnest money|closing date/i, 2],
  ],
  fields: [
    {
      key: 'buyer',
      value_type: 'STRING',
      aliases: ['buyer', 'purchaser'],
      find: (pages) => labelledText(pages, String.raw`\bbuyer|\bpurchaser`, 80),
    },
    {
      key: 'seller',
      value_type: 'STRING',
      aliases: ['seller', 'vendor'],
      find: (pages) => labelledText(pages, String.raw`\bseller`, 80),
    },
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address', 'premises'],
      find: (pages) => labelledText(pages, 'property address|premises|property located at', 100),
    },
    {
      key: 'purchase_price',
      value_type: 'FLOAT',
      aliases: ['price', 'purchase price', 'consideration'],
      find: (pages) => labelledMoney(pages, 'purchase price|total price|sales price'),
    },
    {
      key: 'earnest_money',
      value_type: 'FLOAT',
      aliases: ['earnest', 'deposit'],
      find: (pages) => labelledMoney(pages, 'earnest money(?: deposit)?|initial deposit'),
    },
    {
      key: 'closing_date',
      value_type: 'STRING',
      aliases: ['closing', 'close of escrow', 'settlement'],
      find: (pages) =>
        labelledDate(pages, 'closing date|close of escrow|closing shall occur on or before|settlement date'),
    },
    {
      key: 'contract_date',
      value_type: 'STRING',
      aliases: ['contract date', 'effective date', 'dated'],
      find: (pages) => labelledDate(pages, 'contract date|effective date|dated'),
    },
  ],
};

const RENT_ROW = String.raw`^\s*(?:Unit\s*)?([A-Z]?\d{1,4}[A-Z]?)\s+([A-Z][A-Za-z.' -]{1,40}?|VACANT|Vacant)\s+\$?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)`;

export const rentRoll: DocumentClass = {
  id: 'rent-roll',
  label: 'Rent roll',
  signals: [
    [/rent roll/i, 6],
    [/\bunit\b/i, 1],
    [/tenant/i, 2],
    [/lease (?:start|end|expiration)|monthly rent/i, 2],
  ],
  fields: [
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address'],
      find: (pages) => labelledText(pages, 'property(?: address)?', 100),
    },
    {
      key: 'unit_count',
      value_type: 'INTEGER',
      aliases: ['units', 'number of units', 'how many units'],
      find: (pages) => count(all(pages, new RegExp(RENT_ROW, 'gm'))),
    },
    {
      key: 'vacant_units',
      value_type: 'INTEGER',
      aliases: ['vacant', 'vacancies'],
      find: (pages) => {
        const rows = all(pages, new RegExp(RENT_ROW, 'gm'), (m) => m[2]!.toUpperCase() === 'VACANT');
        return rows ? { ...rows, value: (rows.value as boolean[]).filter(Boolean).length } : null;
      },
    },
    {
      key: 'tenants',
      value_type: 'LIST[STRING]',
      aliases: ['tenants', 'tenant names', 'occupants'],
      find: (pages) => {
        const rows = all(pages, new RegExp(RENT_ROW, 'gm'), (m) => m[2]!.trim());
        return rows
          ? { ...rows, value: (rows.value as string[]).filter((t) => t.toUpperCase() !== 'VACANT') }
          : null;
      },
    },
    {
      key: 'total_monthly_rent',
      value_type: 'FLOAT',
      aliases: ['rent', 'monthly rent', 'gross rent', 'income', 'total rent'],
      find: (pages) =>
        labelledMoney(pages, 'total monthly rent|total rent|gross potential rent|totals?') ??
        sumOf(all(pages, new RegExp(RENT_ROW, 'gm'), (m) => money(m[3]))),
    },
    {
      key: 'occupancy_rate',
      value_type: 'FLOAT',
      aliases: ['occupancy', 'occupied'],
      find: (pages) =>
        first(pages, /occupancy(?: rate)?\s*:?\s*(\d{1,3}(?:\.\d+)?)\s*%/i, (m) => Number(m[1])),
    },
  ],
};

export const appraisal: DocumentClass = {
  id: 'appraisal',
  label: 'Appraisal summary',
  signals: [
    [/appraisal|appraised value|opinion of value/i, 5],
    [/appraiser/i, 2],
    [/comparable|sales comparison/i, 2],
    [/effective date/i, 1],
  ],
  fields: [
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address', 'subject'],
      find: (pages) => labelledText(pages, 'subject property|property address', 100),
    },
    {
      key: 'appraised_value',
      value_type: 'FLOAT',
      aliases: ['value', 'appraised value', 'market value', 'as is value', 'opinion of value'],
      find: (pages) =>
        labelledMoney(
          pages,
          'appraised value|as[- ]is (?:market )?value|opinion of (?:market )?value|market value',
        ),
    },
    {
      key: 'effective_date',
      value_type: 'STRING',
      aliases: ['effective date', 'date of value', 'inspection'],
      find: (pages) => labelledDate(pages, 'effective date(?: of (?:the )?appraisal)?|date of inspection'),
    },
    {
      key: 'appraiser_name',
      value_type: 'STRING',
      aliases: ['appraiser', 'prepared by'],
      find: (pages) => labelledText(pages, 'appraiser(?: name)?|prepared by', 80),
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
        first(pages, /(?:gross (?:living|building) area|\bGLA\b)\s*:?\s*([\d,]+)/i, (m) =>
          Number(m[1]!.replace(/,/g, '')),
        ),
    },
    {
      key: 'year_built',
      value_type: 'INTEGER',
      aliases: ['year built', 'built', 'age'],
      find: (pages) => first(pages, /year built\s*:?\s*(\d{4})/i, (m) => Number(m[1])),
    },
  ],
};
