// The built-in offline extractor's document kinds (DESIGN.md §5, issue 9): what identifies each
// and the fields read from it with patterns and layout. Account numbers keep their last four
// digits only.
import {
  all,
  DATE,
  first,
  labelledDate,
  labelledMoney,
  labelledText,
  type DocumentClass,
  type PageText,
} from './find.js';
import { driverLicense, sreo } from './classes-identity.js';
import { costarReport } from './classes-market.js';
import { appraisal, purchaseContract, rentRoll } from './classes-property.js';

const bankStatement: DocumentClass = {
  id: 'bank-statement',
  label: 'Bank statement',
  signals: [
    [/statement period|statement date/i, 3],
    [/(beginning|opening|previous) balance/i, 3],
    [/(ending|closing|new) balance/i, 3],
    [/deposits|withdrawals|debits|credits/i, 1],
    [/account (number|no\.?|#)/i, 1],
  ],
  fields: [
    {
      key: 'bank_name',
      value_type: 'STRING',
      aliases: ['bank', 'institution', 'financial institution'],
      find: (pages) =>
        first(
          pages.slice(0, 1),
          /^\s*([A-Z][A-Za-z&.' ]{2,60}(?:Bank|BANK|Credit Union|CREDIT UNION|Financial|FINANCIAL)[A-Za-z.,' ]{0,20})$/m,
        ),
    },
    {
      key: 'account_holder',
      value_type: 'STRING',
      aliases: ['holder', 'account name', 'owner', 'customer'],
      find: (pages) =>
        labelledText(pages, String.raw`account holder|account name|customer name|prepared for`, 80),
    },
    {
      key: 'account_number_last4',
      value_type: 'STRING',
      aliases: ['account number', 'account no', 'last four', 'last 4'],
      find: (pages) =>
        first(pages, /account (?:number|no\.?|#)\s*[:#]?\s*[*xX\d -]*?(\d{4})\b/i, (m) => `****${m[1]}`),
    },
    {
      key: 'statement_period_start',
      value_type: 'STRING',
      aliases: ['period start', 'start date', 'from'],
      find: (pages) =>
        first(pages, new RegExp(String.raw`statement period\s*:?\s*(${DATE})`, 'i')) ??
        labelledDate(pages, 'from'),
    },
    {
      key: 'statement_period_end',
      value_type: 'STRING',
      aliases: ['period end', 'end date', 'statement date', 'through'],
      find: (pages) =>
        first(
          pages,
          new RegExp(String.raw`statement period\s*:?\s*(?:${DATE})\s*(?:-|to|through)\s*(${DATE})`, 'i'),
        ) ?? labelledDate(pages, 'statement date|through'),
    },
    {
      key: 'beginning_balance',
      value_type: 'FLOAT',
      aliases: ['beginning balance', 'opening balance', 'starting balance', 'previous balance'],
      find: (pages) =>
        labelledMoney(pages, 'beginning balance|opening balance|previous balance|starting balance'),
    },
    {
      key: 'ending_balance',
      value_type: 'FLOAT',
      aliases: ['ending balance', 'closing balance', 'current balance', 'new balance', 'balance'],
      find: (pages) => labelledMoney(pages, 'ending balance|closing balance|new balance|current balance'),
    },
    {
      key: 'total_deposits',
      value_type: 'FLOAT',
      aliases: ['deposits', 'credits', 'money in'],
      find: (pages) =>
        labelledMoney(
          pages,
          'total deposits(?: and (?:other )?credits)?|deposits and (?:other )?credits|total credits',
        ),
    },
    {
      key: 'total_withdrawals',
      value_type: 'FLOAT',
      aliases: ['withdrawals', 'debits', 'money out'],
      find: (pages) =>
        labelledMoney(
          pages,
          'total withdrawals(?: and (?:other )?debits)?|withdrawals and (?:other )?debits|total debits',
        ),
    },
    {
      key: 'average_daily_balance',
      value_type: 'FLOAT',
      aliases: ['average balance', 'average daily balance'],
      find: (pages) => labelledMoney(pages, 'average (?:daily |ledger )?balance'),
    },
  ],
};

const NAME = String.raw`[A-Z][a-zA-Z.'-]+(?: [A-Z][a-zA-Z.'-]+){1,3}`;

const operatingAgreement: DocumentClass = {
  id: 'operating-agreement',
  label: 'Operating agreement',
  signals: [
    [/operating agreement/i, 5],
    [/limited liability company|\bLLC\b/i, 2],
    [/members?\b/i, 1],
    [/capital contribution|membership interest/i, 2],
  ],
  fields: [
    {
      key: 'company_name',
      value_type: 'STRING',
      aliases: ['company', 'entity', 'llc name', 'name of the company'],
      find: (pages) =>
        first(
          pages,
          /\b([A-Z][A-Za-z0-9&.,' ]{1,60}?,? (?:LLC|L\.L\.C\.|Limited Liability Company))\b/,
          (m) => m[1]!.replace(/^(?:OF|of|THE|The)\s+/, '').trim(),
        ),
    },
    {
      key: 'state_of_formation',
      value_type: 'STRING',
      aliases: ['state', 'formation', 'jurisdiction', 'organized under'],
      find: (pages) =>
        first(
          pages,
          /(?:laws of the State of|organized under the laws of|State of formation:?)\s*(?:the State of\s*)?([A-Z][a-z]+(?: [A-Z][a-z]+)?)/,
        ),
    },
    {
      key: 'effective_date',
      value_type: 'STRING',
      aliases: ['effective date', 'date of agreement', 'dated'],
      find: (pages) => labelledDate(pages, 'effective (?:as of|date)|dated(?: as of)?|made and entered into'),
    },
    {
      key: 'members',
      value_type: 'LIST[STRING]',
      aliases: ['members', 'owners', 'member names', 'who are the members'],
      find: (pages) =>
        all(pages, new RegExp(String.raw`^\s*(${NAME})\s+(?:\d{1,3}(?:\.\d+)?\s*%|Member\b)`, 'gm')),
    },
    {
      key: 'ownership_percentages',
      value_type: 'LIST[FLOAT]',
      aliases: ['ownership', 'percentage', 'membership interest', 'interest'],
      find: (pages) =>
        all(pages, new RegExp(String.raw`^\s*${NAME}\s+(\d{1,3}(?:\.\d+)?)\s*%`, 'gm'), (m) => Number(m[1])),
    },
    {
      key: 'management_type',
      value_type: 'STRING',
      aliases: ['managed', 'management', 'manager-managed', 'member-managed'],
      find: (pages) =>
        first(pages, /\b(member[- ]managed|manager[- ]managed)\b/i, (m) =>
          m[1]!.toLowerCase().replace(' ', '-'),
        ),
    },
    {
      key: 'managers',
      value_type: 'LIST[STRING]',
      aliases: ['manager', 'managers', 'managing member', 'signatory', 'authorized'],
      find: (pages) =>
        all(
          pages,
          new RegExp(
            String.raw`(${NAME}),?\s+(?:as |is hereby appointed (?:as )?)?(?:the )?(?:sole )?Manag(?:er|ing Member)\b`,
            'g',
          ),
        ),
    },
    {
      key: 'registered_agent',
      value_type: 'STRING',
      aliases: ['registered agent', 'agent'],
      find: (pages) => labelledText(pages, 'registered agent(?: is| shall be)?', 80),
    },
  ],
};

const DOCUMENT_CLASSES: DocumentClass[] = [
  bankStatement,
  operatingAgreement,
  driverLicense,
  sreo,
  purchaseContract,
  rentRoll,
  appraisal,
  costarReport,
];

/** A kind by its id (a report upload names the kind it is, so it is read as that kind). */
export const documentClassById = (id: string): DocumentClass | null =>
  DOCUMENT_CLASSES.find((cls) => cls.id === id) ?? null;

/** The best-matching kind of a document's text, or null when nothing stands out. */
export const classify = (pages: PageText[], hint = ''): DocumentClass | null => {
  const text = `${hint}\n${pages
    .slice(0, 5)
    .map((p) => p.text)
    .join('\n')}`;
  let best: { cls: DocumentClass; score: number } | null = null;
  for (const cls of DOCUMENT_CLASSES) {
    const score = cls.signals.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    if (!best || score > best.score) best = { cls, score };
  }
  return best && best.score >= 5 ? best.cls : null;
};
