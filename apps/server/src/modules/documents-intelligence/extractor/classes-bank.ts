// The bank statement: bank, holder, account (last four digits only), period and the summary figures,
// read from labelled lines or a summary table (a combined statement's first account). The four figures
// must reconcile (beginning + deposits - withdrawals = ending); when they do not, none is stated.
import {
  DATE,
  dateParts,
  either,
  first,
  labelledMoney,
  labelledText,
  lineAt,
  amountsOf,
  money,
  reject,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { scoped } from './bank-accounts';
import {
  ACCOUNT_LABEL,
  CLOSING,
  CLOSING_SIGNAL,
  CREDITS_ALONE,
  DEBITS_ALONE,
  OPENING,
  OPENING_SIGNAL,
  PERIOD_SIGNAL,
} from './bank-words';
import { withCategorySums } from './bank-categories';
import { period } from './bank-period';
import {
  COMPANY,
  headerBank,
  INSTITUTION,
  institutionName,
  productAccount,
  summaryRow,
} from './bank-summary';
import { cell, NAME, partyName, readTable } from './layout';

/** 'Beginning balance on October 1, 2025 $1,234.56': the date after the label is skipped. */
/** Or the date alone after the label ('Balance forward 11/30/2026  $8,729.62'). */
const ON_DATE = String.raw`(?:[ \t]+(?:(?:on|as of)[ \t]+)?(?:${DATE}|\d{1,2}\/\d{1,2}(?![\/\d])))?`;
const BEGIN = `${OPENING}${ON_DATE}`;
const END = `${CLOSING}${ON_DATE}`;
/** Debit lines some banks print beside 'Withdrawals' (checks and fees apart): they add up to the total. */
const OTHER_DEBITS = String.raw`checks(?: paid)?|service (?:fees|charges)|fees(?: and charges)?|atm (?:& |and )?debit card withdrawals|electronic withdrawals|other (?:withdrawals|debits|subtractions)`;
// A summary line may name the figure by the bare word and a colon ('Credits: $X', 'Debits: $X');
// a transactions header ('Date Description Credits Debits Balance') never has the colon.
const DEPOSITS = String.raw`total deposits(?: and (?:other )?credits)?|deposits and (?:other )?credits|total credits|total additions|\bdeposits\b|${CREDITS_ALONE}`;
const WITHDRAWALS = String.raw`total withdrawals(?: and (?:other )?debits)?|withdrawals and (?:other )?debits|total debits|total subtractions|total deductions|checks and (?:other )?(?:deductions|debits)|\bwithdrawals\b|${DEBITS_ALONE}`;

const summary = (pages: PageText[]) =>
  readTable(
    pages,
    [
      { key: 'beginning_balance', label: /beginning|opening|previous|starting/i },
      { key: 'total_deposits', label: /deposits|credits/i },
      { key: 'total_withdrawals', label: /withdrawals|debits/i },
      { key: 'ending_balance', label: /ending|closing|new balance/i },
    ],
    3,
  );

/** A summary row that reconciles comes first: a labelled line may be one item of a breakdown ('Deposits  4  9,177.64'). */
const figure = (key: string, label: string) => (pages: PageText[]) =>
  scoped(pages, (p) =>
    either(
      () => summaryRow(p)?.get(key) ?? null,
      () => labelledMoney(p, label),
      () => cell(summary(p), 0, key),
    ),
  );

const BANK = String.raw`^[ \t]*([A-Z][A-Za-z&.' -]{1,50}?(?:Bank|BANK|Credit Union|CREDIT UNION|FCU|Savings|SAVINGS|Trust|TRUST)(?:,? N\.A\.|,? National Association)?(?: of [A-Z][A-Za-z]+)?)(?=\s{2,}|\s+-\s|[ \t]+(?:Statement|Combined|Account|Page)\b|[ \t]*\||[ \t]*$)`;

/**
 * A bank named only in its footer or service block ('(c) 2025 Pacific Crest Bank. All rights
 * reserved. Member FDIC', 'Write: Pacific Crest Bank (345) P.O. Box'): stated only when every
 * such mention names the same bank.
 */
const FOOTER_BANK = String.raw`(?:©|\(c\)|copyright)[ \t]*\d{4}[ \t]+(${INSTITUTION})(?=[.,])|\b(?:write|mail)(?: to)?[ \t]*:[ \t]*(${INSTITUTION})(?=[ \t]*[(,]|[ \t]+P\.?O\.?\b)|(${INSTITUTION})[.,]?[ \t]+(?:is a )?member (?:FDIC|NCUA)|member (?:FDIC|NCUA)[.,]?[ \t]+(${INSTITUTION})(?=[.,])`;

const footerBank = (pages: PageText[]): Found | null => {
  const hits = new Map<string, Found>();
  for (const { page, text } of pages)
    for (const m of text.matchAll(new RegExp(FOOTER_BANK, 'gi'))) {
      const name = institutionName({
        value: (m[1] ?? m[2] ?? m[3] ?? m[4])!.trim(),
        page,
        quote: null,
      })?.value;
      if (typeof name !== 'string' || !/^[A-Z]/.test(name)) continue;
      hits.set(name.toLowerCase(), { value: name, page, quote: lineAt(text, m.index) });
    }
  return hits.size === 1 ? [...hits.values()][0]! : null;
};

/** The mailing block: a name line right above a street line ('MARCUS AVERY' / '8259 Cedar Ct'). */
const mailingName = (pages: PageText[]): Found | null =>
  first(
    pages.slice(0, 1),
    new RegExp(
      // OCR may close the column gap: 'EZRA KITTREDGE - Statement Period ...', specks between
      // ('BEATRIX ASHDOWN : . Account Number: ...').
      // An 'Attn:' line may come between the name and the street.
      String.raw`^[ \t]*(${NAME}|${COMPANY})(?:\s{2,}[^\n]*|(?:[ \t]+(?:[:.|]|[a-z][A-Z]|[a-z]{1,2}))*[ \t]+(?:-[ \t]+)?(?:Primary [Aa]ccount|Account|Statement|Member)\b[^\n]*)?\n(?:[ \t]*(?:Attn|Attention|c\/o)\b[^\n]*\n)?[ \t]*["'‘’]?\d{1,6} [A-Z][A-Za-z]+\b`,
      'gm',
    ),
    (m) => (/\b(?:bank|statement|account|summary|page)\b/i.test(m[1]!) ? undefined : m[1]),
  );

/** Amounts of the summary's other debit lines ('Checks -7,924.18', 'Service fees -0.00'). */
const otherDebits = (pages: PageText[]): number[] => {
  const out: number[] = [];
  const re = new RegExp(
    String.raw`^[ \t]*(?:${OTHER_DEBITS})[ \t]*(?:\(\d{1,4}\)[ \t]*)?(-?\$?\d{1,3}(?:,\d{3})*\.\d{2})[ \t]*$`,
    'gim',
  );
  for (const { text } of pages.slice(0, 1)) for (const m of text.matchAll(re)) out.push(money(m[1]) ?? 0);
  return out;
};

/** A labelled amount on a line holding other amounts ('Average ledger balance $500.00 $7,412.90': minimum and actual) is ambiguous. */
const soleAmount = (found: Found | null): Found | null =>
  found && found.quote && new Set(amountsOf(found.quote.replace(/^[^$\d]*/, ''))).size > 1
    ? reject(found, `Several amounts beside the label ("${found.quote}"): which one is meant is not clear`)
    : found;

export const bankStatement: DocumentClass = {
  id: 'bank-statement',
  label: 'Bank statement',
  signals: [
    // The period, the opening and the closing balance by their meaning (bank-words.ts).
    [PERIOD_SIGNAL, 3],
    [OPENING_SIGNAL, 3],
    [CLOSING_SIGNAL, 3],
    [/deposits|withdrawals|debits|credits|additions|subtractions/i, 1],
    [/account (number|no\.?|#)|\bacct\b|checking|savings/i, 1],
  ],
  fields: [
    {
      key: 'bank_name',
      value_type: 'STRING',
      aliases: ['bank', 'institution', 'financial institution'],
      find: (pages) =>
        institutionName(
          either(
            first(
              [{ ...pages[0]!, text: pages[0]!.text.split('\n').slice(0, 6).join('\n') }],
              new RegExp(BANK, 'm'),
            ),
            () => footerBank(pages),
            () => headerBank(pages),
          ),
        ),
    },
    {
      key: 'account_holder',
      value_type: 'STRING',
      aliases: ['holder', 'account name', 'owner', 'customer'],
      find: (pages) =>
        either(
          partyName(
            labelledText(
              pages,
              String.raw`account holder|account name|customer name|prepared for|statement for|account owner(?:\(s\))?`,
              80,
            ),
          ),
          () => mailingName(pages),
        ),
    },
    {
      key: 'account_number_last4',
      value_type: 'STRING',
      aliases: ['account number', 'account no', 'last four', 'last 4'],
      find: (pages) =>
        scoped(
          pages,
          (scope) =>
            first(
              scope,
              new RegExp(
                String.raw`${ACCOUNT_LABEL}[ \t]*[:#]?[ \t]*((?:[*xX•]+|\d)[\d*xX• -]{2,24}\d)\b`,
                'i',
              ),
              (m) => {
                const digits = m[1]!.replace(/\D/g, '');
                return digits.length >= 4 ? `****${digits.slice(-4)}` : undefined;
              },
            ) ?? productAccount(scope),
        ),
    },
    {
      key: 'statement_period_start',
      value_type: 'STRING',
      aliases: ['period start', 'start date', 'from'],
      find: (pages) => period(pages, 1),
    },
    {
      key: 'statement_period_end',
      value_type: 'STRING',
      aliases: ['period end', 'end date', 'statement date', 'through'],
      find: (pages) => period(pages, 2),
    },
    {
      key: 'beginning_balance',
      value_type: 'FLOAT',
      aliases: ['beginning balance', 'opening balance', 'starting balance', 'previous balance'],
      find: figure('beginning_balance', BEGIN),
    },
    {
      key: 'ending_balance',
      value_type: 'FLOAT',
      aliases: ['ending balance', 'closing balance', 'current balance', 'new balance', 'balance'],
      find: figure('ending_balance', END),
    },
    {
      key: 'total_deposits',
      value_type: 'FLOAT',
      aliases: ['deposits', 'credits', 'money in'],
      find: figure('total_deposits', DEPOSITS),
    },
    {
      key: 'total_withdrawals',
      value_type: 'FLOAT',
      aliases: ['withdrawals', 'debits', 'money out'],
      find: figure('total_withdrawals', WITHDRAWALS),
    },
    {
      key: 'average_daily_balance',
      value_type: 'FLOAT',
      aliases: ['average balance', 'average daily balance'],
      find: (pages) => soleAmount(labelledMoney(pages, 'average (?:daily |ledger )?balance')),
    },
  ],
  check: (found, pages) => {
    withCategorySums(found, pages);
    const keys = ['beginning_balance', 'total_deposits', 'total_withdrawals', 'ending_balance'];
    const [b, d, w, e] = keys.map((k) => found.get(k)?.value);
    // Debits printed with a minus sign ('-8,339.56') are stated as the positive total they are.
    const debits = found.get('total_withdrawals');
    if (debits && typeof debits.value === 'number' && debits.value < 0)
      found.set('total_withdrawals', { ...debits, value: -debits.value });
    if ([b, d, w, e].every((v) => typeof v === 'number')) {
      let gap = (b as number) + (d as number) - Math.abs(w as number) - (e as number);
      // Checks and fees printed apart from 'Withdrawals and other debits': the total is their sum
      // (kept only when it makes the summary reconcile).
      const others = otherDebits(pages);
      if (Math.abs(gap) > 0.011 && others.length > 0) {
        const total = Math.abs(w as number) + others.reduce((sum, x) => sum + Math.abs(x), 0);
        if (Math.abs((b as number) + (d as number) - total - (e as number)) <= 0.011) {
          const was = found.get('total_withdrawals')!;
          found.set('total_withdrawals', { ...was, value: Math.round(total * 100) / 100 });
          gap = 0;
        }
      }
      // Four figures that reconcile to the cent confirm one another (OCR doubt is lifted).
      if (Math.abs(gap) <= 0.011) for (const k of keys) found.set(k, { ...found.get(k)!, confirmed: true });
      else
        for (const k of keys)
          found.set(
            k,
            reject(
              found.get(k)!,
              'The summary figures do not reconcile (beginning + deposits - withdrawals is not the ending balance): re-check the page',
            ),
          );
    }
    const start = found.get('statement_period_start');
    const end = found.get('statement_period_end');
    const from = start?.value ? dateParts(String(start.value)) : null;
    const to = end?.value ? dateParts(String(end.value)) : null;
    const day = (p: [number, number, number]) => p[0] * 10_000 + p[1] * 100 + p[2];
    // A calendar month (the 1st to that month's last day) confirms both dates against OCR doubt.
    if (start && end && from && to && from[2] === 1 && from[0] === to[0] && from[1] === to[1]) {
      const last = new Date(Date.UTC(to[0], to[1], 0)).getUTCDate();
      if (to[2] === last) {
        found.set('statement_period_start', { ...start, confirmed: true });
        found.set('statement_period_end', { ...end, confirmed: true });
      }
    }
    if (start && end && from && to && day(from) > day(to)) {
      found.set('statement_period_start', reject(start, 'The period starts after it ends'));
      found.set('statement_period_end', reject(end, 'The period starts after it ends'));
    }
  },
};
