// The offline extractor's market documents: a CoStar market / submarket report (the figures an
// underwriter reads from it to size rents and exit value).
import { labelledCount, labelledMoney, labelledPercent, labelledText, type DocumentClass } from './find';

export const costarReport: DocumentClass = {
  id: 'costar-report',
  label: 'CoStar market report',
  signals: [
    [/costar/i, 6],
    [/submarket/i, 2],
    [/market rent|asking rent|effective rent/i, 2],
    [/vacancy/i, 1],
    [/absorption|inventory/i, 1],
  ],
  fields: [
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address', 'subject'],
      find: (pages) => labelledText(pages, '(?:subject property|property address|property)(?= *:)', 100),
    },
    {
      key: 'market',
      value_type: 'STRING',
      aliases: ['market', 'metro'],
      find: (pages) => labelledText(pages, String.raw`(?:^|\n)\s*(?:market|metro)(?= *:)`, 60),
    },
    {
      key: 'submarket',
      value_type: 'STRING',
      aliases: ['submarket'],
      find: (pages) => labelledText(pages, String.raw`submarket(?: name)?(?= *:)`, 60),
    },
    {
      key: 'market_rent',
      value_type: 'FLOAT',
      aliases: ['market rent', 'asking rent', 'average rent', 'rent per unit'],
      find: (pages) =>
        labelledMoney(
          pages,
          'market (?:asking |effective )?rent(?: per unit| per sf| /unit| /sf)?|asking rent(?: per unit)?|average (?:asking )?rent',
        ),
    },
    {
      key: 'vacancy_rate',
      value_type: 'FLOAT',
      aliases: ['vacancy', 'vacancy rate'],
      find: (pages) => labelledPercent(pages, 'vacancy(?: rate)?'),
    },
    {
      key: 'cap_rate',
      value_type: 'FLOAT',
      aliases: ['cap rate', 'capitalization rate', 'market cap rate'],
      find: (pages) => labelledPercent(pages, 'cap(?:itali[sz]ation)? rate'),
    },
    {
      key: 'sale_price_per_unit',
      value_type: 'FLOAT',
      aliases: ['price per unit', 'sale price per unit'],
      find: (pages) => labelledMoney(pages, '(?:average |market )?(?:sale )?price per unit|price/unit'),
    },
    {
      key: 'net_absorption_units',
      value_type: 'INTEGER',
      aliases: ['absorption', 'net absorption'],
      find: (pages) => labelledCount(pages, String.raw`(?:12 mo(?:nth)? )?(?:net )?absorption(?: units)?`),
    },
    {
      key: 'inventory_units',
      value_type: 'INTEGER',
      aliases: ['inventory', 'existing units'],
      find: (pages) => labelledCount(pages, 'inventory(?: units)?|existing units'),
    },
    {
      key: 'under_construction_units',
      value_type: 'INTEGER',
      aliases: ['under construction', 'pipeline'],
      find: (pages) => labelledCount(pages, 'under construction(?: units)?'),
    },
  ],
};
