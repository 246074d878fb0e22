// HELD OUT (held-out-2), family 6 ('/f') of the money documents, written blind by another engineer
// than the extractor's (nothing under src/modules/documents-intelligence was read), from real
// published layouts: a large US bank's business checking statement (the bank named only in the
// service block and footer, 'Statement period activity summary' beside the account block, a
// transaction history with ending daily balances and totals, a fee summary with average and
// minimum balances), a Florida/Texas-style LLC operating agreement in prose (recitals with the
// filing date, percentages in words and figures, a non-member manager, a supermajority percentage).
import { addDays, bare, digits, inWords, siteIn, someone, TOWNS, title } from './families-f-util';
import { day, iso, lastDay, long, personName, us, type Day } from './rng';
import { sreoF } from './families-f-sreo';
import type { Family, Generated, Line } from './types';

const BANKS = [
  'Pacific Crest Bank',
  'Northwoods Bank & Trust',
  'Keystone Heritage Bank',
  'Cascadia Community Bank',
];
const cents = (n: number) => n / 100;
const CREDITS = [
  'Mobile Deposit',
  'Zelle From Tenant',
  'ACH Credit Rent Collections',
  'Edeposit IN Branch/Store',
];
const DEBITS = [
  'Check',
  'Purchase authorized on card',
  'ACH Debit Utility Payment',
  'Online Transfer to Savings',
];

/** Business checking: summary beside the account block, transaction history with daily balances. */
const bankF: Family = {
  id: 'bank-statement/f',
  cls: 'bank-statement',
  make: (r) => {
    const bank = r.pick(BANKS);
    const holder = r.next() < 0.5 ? personName(r) : `${r.pick(['Juniper', 'Quarry', 'Beacon'])} Rentals LLC`;
    const where = siteIn(r, TOWNS);
    const start: Day = { ...day(r, 2024, 2026), d: 1 };
    const end = lastDay(start);
    const account = digits(r, 10);
    const begin = r.int(500_000, 25_000_000);
    const moves = [
      ...Array.from({ length: r.int(2, 6) }, () => ({ amount: r.int(20_000, 2_500_000), credit: true })),
      ...Array.from({ length: r.int(3, 9) }, () => ({
        amount: r.int(5_000, Math.floor(begin / 10)),
        credit: false,
      })),
    ].map((m) => ({
      ...m,
      d: r.int(2, end.d),
      what: r.pick(m.credit ? CREDITS : DEBITS),
      check: r.int(1001, 1399),
    }));
    moves.sort((a, b) => a.d - b.d);
    const deposits = moves.filter((m) => m.credit).reduce((s, m) => s + m.amount, 0);
    const withdrawals = moves.filter((m) => !m.credit).reduce((s, m) => s + m.amount, 0);
    const finish = begin + deposits - withdrawals;
    let running = begin;
    let lowest = begin;
    const history = moves.map((m, i) => {
      running += m.credit ? m.amount : -m.amount;
      lowest = Math.min(lowest, running);
      const closesDay = moves[i + 1]?.d !== m.d;
      const check = m.what === 'Check' ? `${m.check} ` : '';
      return `${start.m}/${m.d} ${check}${m.what} ${m.credit ? bare(cents(m.amount)) : ''} ${m.credit ? '' : bare(cents(m.amount))} ${closesDay ? bare(cents(running)) : ''}`.replace(
        / +/g,
        ' ',
      );
    });
    const average = Math.round((begin + finish) / 2 + r.int(-40_000, 40_000));
    const truth: Generated['truth'] = {
      bank_name: bank,
      account_holder: holder,
      account_number_last4: account.slice(-4),
      statement_period_start: iso(start),
      statement_period_end: iso(end),
      beginning_balance: cents(begin),
      total_deposits: cents(deposits),
      total_withdrawals: cents(withdrawals),
      ending_balance: cents(finish),
    };
    const period = `${long(start)} - ${long(end)}`;
    const domain = `${bank.toLowerCase().replace(/[^a-z]/g, '')}.com`;
    const pages: Line[][] = [
      [
        r.pick(['Initiate Business Checking', 'Platinum Business Checking', 'Navigate Business Checking']),
        `${period}  |  Page 1 of 3`,
        [holder.toUpperCase(), 'Questions?'],
        [where.street.toUpperCase(), 'Available by phone 24 hours a day, 7 days a week:'],
        [
          `${where.city.toUpperCase()} ${where.st} ${where.zip}-${digits(r, 4)}`,
          `1-800-${digits(r, 3)}-${digits(r, 4)}`,
        ],
        ['', `Online: ${domain}`],
        ['', `Write: ${bank} (${digits(r, 3)}) P.O. Box ${r.int(1000, 9999)}, Portland, OR 97228`],
        `Your Business and ${bank}`,
        'Thank you for being a valued business customer. We are here to help you reach your financial goals.',
        'Statement period activity summary',
        [`Beginning balance on ${start.m}/1 $${bare(cents(begin))}`, `Account number: ${account}`],
        [`Deposits/Credits ${bare(cents(deposits))}`, holder.toUpperCase()],
        [
          `Withdrawals/Debits - ${bare(cents(withdrawals))}`,
          `${where.state} account terms and conditions apply`,
        ],
        [
          `Ending balance on ${end.m}/${end.d} $${bare(cents(finish))}`,
          `For Direct Deposit use Routing Number (RTN): 1${digits(r, 8)}`,
        ],
        'Overdraft Protection',
        'This account is not currently covered by Overdraft Protection. If you would like more information, please call the number above.',
      ],
      [
        'Transaction history',
        `${period}  |  Page 2 of 3`,
        'Date Check Number Description Deposits/Credits Withdrawals/Debits Ending daily balance',
        ...history,
        `Ending balance on ${end.m}/${end.d} ${bare(cents(finish))}`,
        `Totals $${bare(cents(deposits))} $${bare(cents(withdrawals))}`,
        'The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding.',
      ],
      [
        'Monthly service fee summary',
        `Fee period ${us(start)} - ${us(end)}  Standard monthly service fee $${r.pick(['10.00', '14.00', '25.00'])}  You paid $0.00`,
        'How to avoid the monthly service fee Minimum required This fee period',
        `Average ledger balance $${bare(r.pick([500, 7500, 10000]))} $${bare(cents(average))}`,
        `Minimum daily balance $${bare(r.pick([500, 1000, 5000]))} $${bare(cents(lowest))}`,
        'Account transaction fees summary',
        'Service charge description Units used Units included Excess units Service charge per excess units ($) Total service charge ($)',
        `Transactions ${moves.length} ${r.pick([100, 200, 250])} 0 0.50 0.00`,
        `(c) ${end.y} ${bank}. All rights reserved. Member FDIC.  Sheet Seq = ${digits(r, 7)}  Page 3 of 3`,
      ],
    ];
    return { truth, pages };
  },
};

const LAWS: Record<string, [string, string, string]> = {
  Florida: [
    'Florida Revised Limited Liability Company Act, Chapter 605, Florida Statutes',
    'Articles of Organization',
    'Florida Department of State, Division of Corporations',
  ],
  Texas: ['Texas Business Organizations Code', 'Certificate of Formation', 'Texas Secretary of State'],
  Illinois: [
    'Illinois Limited Liability Company Act (805 ILCS 180)',
    'Articles of Organization',
    'Illinois Secretary of State',
  ],
  Michigan: [
    'Michigan Limited Liability Company Act, Act 23 of 1993',
    'Articles of Organization',
    'Michigan Department of Licensing and Regulatory Affairs',
  ],
  Washington: [
    'Washington Limited Liability Company Act, RCW 25.15',
    'Certificate of Formation',
    'Washington Secretary of State',
  ],
};
const pctWords = (n: number) => `${title(inWords(n))} percent (${n}%)`;

/** Prose operating agreement: recitals, members with percentages in words, manager who is not a member. */
const oaF: Family = {
  id: 'operating-agreement/f',
  cls: 'operating-agreement',
  make: (r) => {
    const state = r.pick(Object.keys(LAWS));
    const [act, filing, office] = LAWS[state]!;
    const company = `${r.pick(['Larkspur', 'Old Mill', 'Meridian', 'Hawthorne'])} ${r.pick(['Residential', 'Income Properties', 'Realty'])}, LLC`;
    const formed = day(r, 2010, 2024);
    const date = addDays(formed, r.int(3, 400));
    const split = r.pick([[51, 49], [60, 25, 15], [100], [50, 50], [40, 40, 20], [90, 10]]);
    const members = split.map(() => someone(r)).filter((n, i, all) => all.indexOf(n) === i);
    const shares = split.slice(0, members.length);
    if (members.length < split.length)
      shares[0] = shares[0]! + split.slice(members.length).reduce((s, n) => s + n, 0);
    const managed = r.next() < 0.5;
    const manager = `${r.pick(['Prospect', 'Beacon', 'Division Street'])} Asset Management, LLC`;
    const agent = personName(r);
    const truth: Generated['truth'] = {
      company_name: company,
      state_of_formation: state,
      effective_date: iso(date),
      members,
      ownership_percentages: shares,
      management_type: managed ? 'manager-managed' : 'member-managed',
    };
    const pages: Line[][] = [
      [
        'OPERATING AGREEMENT',
        `OF ${company.toUpperCase()}`,
        `(a ${state} limited liability company)`,
        '',
        'RECITALS',
        `A. ${company} (the "Company") was formed as a limited liability company under the ${act} by the filing of its ${filing} with the ${office} on ${long(formed)}.`,
        `B. The Members desire to set forth their agreement as to the affairs of the Company and the conduct of its business.`,
        `NOW, THEREFORE, the Members agree as follows, effective as of ${long(date)} (the "Effective Date"):`,
        'ARTICLE I - FORMATION',
        `1.1 Name. The name of the Company is ${company}.`,
        `1.2 Registered Agent. The registered agent of the Company is ${agent}, at the registered office stated in the ${filing}.`,
        `1.3 Purpose. The Company is organized to acquire, own, finance, lease and manage residential real property.`,
      ],
      [
        'ARTICLE III - MEMBERS AND PERCENTAGE INTERESTS',
        '3.1 Members. The Members of the Company and their respective Percentage Interests are as follows:',
        ...members.map(
          (m, i) =>
            `(${String.fromCharCode(97 + i)}) ${m}, ${pctWords(shares[i]!)}${i === members.length - 1 ? '.' : ';'}`,
        ),
        '3.2 Additional Members. No person shall be admitted as a Member without the written consent of all Members.',
        'ARTICLE V - MANAGEMENT',
        managed
          ? `5.1 Management by Manager. The business and affairs of the Company shall be managed by its Manager. The initial Manager is ${manager}, which need not be a Member.`
          : '5.1 Management by Members. The business and affairs of the Company shall be managed by its Members, acting by a Majority in Interest.',
        `5.2 Major Decisions. The sale or encumbrance of all or substantially all of the Company's property requires the consent of Members holding ${pctWords(r.pick([66, 75, 80]))} of the Percentage Interests.`,
        `5.3 Officers. ${managed ? 'The Manager' : 'The Members'} may appoint officers, including a President and a Secretary, who serve at ${managed ? 'its' : 'their'} pleasure.`,
      ],
      [
        'IN WITNESS WHEREOF, the undersigned have executed this Operating Agreement as of the Effective Date.',
        'MEMBERS:',
        ...members.map((m) => `______________________________  ${m}`),
        ...(managed
          ? ['MANAGER:', `${manager}`, `By: ______________________  ${personName(r)}, its President`]
          : []),
        `Page 3 of 3  ${company} Operating Agreement`,
      ],
    ];
    return { truth, pages };
  },
};

export const MONEY_FAMILIES_F = [bankF, oaF, sreoF];
