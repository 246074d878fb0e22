// HELD OUT (held-out-10), family 14 ('/n') of the operating agreements, written blind (the extractor
// never opened). A Virginia limited liability company operating agreement (Virginia Limited
// Liability Company Act, Va. Code § 13.1-1000 et seq.): the agreement 'made and entered into as of'
// its Effective Date, a recital of the certificate of organization issued earlier by the State
// Corporation Commission with the SCC ID and the organizer who signed the articles, management by
// the Members under § 13.1-1022 or by a Manager (a person or a management company), a partnership
// representative and a supermajority in words and figures as distractors, and Schedule A either as
// a table (name and address, capital contribution, percentage interest) or as one block per member
// with each label above its value; percentages with two decimals (33.34 / 33.33 / 33.33).
// Truth: the Effective Date (not the SCC's date), the members in Schedule A's order (an LLC member
// among them; the organizer and partnership representative left out unless members).
import {
  dollarsN,
  firmN,
  fullN,
  lineN,
  longN,
  mdyN,
  numN,
  peopleN,
  placeN,
  STATE_TOWNS_N,
} from './families-n-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const SPLITS = [[50, 50], [33.34, 33.33, 33.33], [62.5, 37.5], [40, 35, 25], [100], [45, 30, 15, 10]];

const agreement = (r: Rng): Generated => {
  // The schedule's shape and the management by the first draw (both shown by the three fixed copies).
  const first = r.next();
  const blocks = (first * 11) % 1 < 0.5;
  const management = (['members', 'person', 'company'] as const)[Math.floor(((first * 17) % 1) * 3)]!;
  const company = `${firmN(r)}, LLC`;
  const filed: Day = { y: r.int(2014, 2024), m: r.int(1, 12), d: r.int(1, 28) };
  const effective: Day = { y: filed.y + r.int(0, 2), m: r.int(1, 12), d: r.int(1, 28) };
  if (iso(effective) <= iso(filed)) effective.y = filed.y + 1;
  const split = r.pick(SPLITS);
  const [organizer, manager, ...people] = peopleN(r, split.length + 2);
  const entityMember = split.length > 1 && r.next() < 0.4 ? `${firmN(r)} Holdings, LLC` : null;
  const names = people.map(fullN);
  if (entityMember) names[split.length - 1] = entityMember;
  const managerName =
    management === 'company' ? `${firmN(r)} Management, LLC` : management === 'person' ? fullN(manager!) : '';
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'Virginia',
    effective_date: iso(effective),
    members: names,
    ownership_percentages: split,
    management_type: management === 'members' ? 'member-managed' : 'manager-managed',
  };
  const office = placeN(r, STATE_TOWNS_N.VA!);
  const unit = r.int(2, 40) * 250;
  const pct = (p: number) => `${p.toFixed(2)}%`;
  const representative = r.next() < 0.5 ? fullN(manager!) : names[0]!;
  const schedule: Line[] = blocks
    ? names.flatMap((n, i): Line[] => [
        `Member ${i + 1}`,
        ['Name', 'Percentage Interest'],
        [n, pct(split[i]!)],
        ['Notice Address', 'Capital Contribution'],
        [lineN(placeN(r)), dollarsN(split[i]! * unit)],
      ])
    : [
        'Name and Notice Address of Member | Capital Contribution | Percentage Interest',
        ...names.map(
          (n, i): Line => `${n}, ${lineN(placeN(r))} | ${dollarsN(split[i]! * unit)} | ${pct(split[i]!)}`,
        ),
        `Totals | ${dollarsN(100 * unit)} | 100.00%`,
      ];
  const pages: Line[][] = [
    [
      'OPERATING AGREEMENT',
      'OF',
      company.toUpperCase(),
      '(a Virginia limited liability company)',
      `THIS OPERATING AGREEMENT (this "Agreement") is made and entered into as of ${longN(effective)} (the "Effective Date"), by and among the persons executing this Agreement as Members and ${company} (the "Company").`,
      'RECITALS',
      `A. The Company was formed as a Virginia limited liability company upon the issuance of a certificate of organization by the Virginia State Corporation Commission on ${longN(filed)} (SCC ID No. S${numN(r, 7)}). The Articles of Organization were executed by ${fullN(organizer!)}, as organizer, who holds no interest in the Company.`,
      'B. The Members desire to set forth their agreement concerning the affairs of the Company and the conduct of its business.',
      'ARTICLE I - DEFINITIONS',
      '1.1 "Act" means the Virginia Limited Liability Company Act, Chapter 12 of Title 13.1 of the Code of Virginia, as amended.',
      '1.2 "Percentage Interest" means, for each Member, the percentage set forth opposite its name on Schedule A, as amended from time to time.',
      'ARTICLE II - ORGANIZATION',
      `2.1 Principal Office. The principal office of the Company is ${lineN(office)}.`,
      `2.2 Registered Agent. The registered agent of the Company is ${r.pick(['Blue Ridge Registered Agents, Inc.', 'Old Dominion Statutory Agent, LLC'])}, whose business office is identical with the registered office.`,
    ],
    [
      `Operating Agreement of ${company} - Page 2`,
      'ARTICLE V - MANAGEMENT',
      management === 'members'
        ? '5.1 Management by Members. The Company shall be managed by its Members as provided in Va. Code § 13.1-1022. Except for Major Decisions, the affirmative vote of Members holding a majority of the Percentage Interests shall be the act of the Members.'
        : `5.1 Management by Manager. The business and affairs of the Company shall be managed exclusively by its Manager, and no Member shall, by reason of its status as a Member, have authority to act for or bind the Company. The initial Manager is ${managerName}.`,
      '5.2 Major Decisions. The Company shall not sell, refinance or encumber any real property without the written consent of Members holding at least sixty-six and two-thirds percent (66 2/3%) of the Percentage Interests.',
      `5.3 Partnership Representative. ${representative} is designated the "partnership representative" under Section 6223 of the Internal Revenue Code.`,
      'ARTICLE VII - DISTRIBUTIONS',
      '7.1 Distributable Cash shall be distributed to the Members pro rata in accordance with their Percentage Interests, after a reserve of not less than ten percent (10%) of gross receipts.',
      'IN WITNESS WHEREOF, the undersigned have executed this Agreement as of the Effective Date.',
      'MEMBERS:',
      ...names.map((n): Line => [n, 'By: ______________________________']),
      ...(management === 'members'
        ? []
        : ['MANAGER:', [managerName, 'By: ______________________________'] as Line]),
    ],
    [
      'SCHEDULE A',
      'MEMBERS, CAPITAL CONTRIBUTIONS AND PERCENTAGE INTERESTS',
      `As of ${mdyN(effective)}`,
      ...schedule,
      'Schedule A shall be amended by the Members upon any admission, withdrawal or transfer permitted by Article IX.',
    ],
  ];
  return { truth, pages };
};

export const ENTITY_FAMILY_N: Family[] = [
  { id: 'operating-agreement/n', cls: 'operating-agreement', make: agreement },
];
