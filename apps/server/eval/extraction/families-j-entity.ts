// HELD OUT (held-out-6), family 10 ('/j') of the operating agreements, written blind (the extractor
// never opened). Either a New York LLC operating agreement (effective 'as of the 4th day of March,
// 2025', Articles of Organization filed with the Department of State on an earlier date, the LLCL's
// publication requirement, management by the Members or by a Manager who need not be a Member, each
// member's contribution and Percentage Interest in prose or only under the signatures) or a
// California one ('Effective Date:' in the heading block, Form LLC-1 filed earlier with a file number,
// 'managed by all limited liability company member(s)' or 'by one or more managers', a contribution
// table or one block per member, tax distribution and major-decision percentages as distractors).
import {
  firstLayoutJ,
  capJ,
  fullJ,
  longJ,
  ordinalJ,
  personJ,
  placeJ,
  twoPeopleJ,
  firmJ,
  digitsJ,
  wholeJ,
  wordsJ,
  type PersonJ,
} from './families-j-util';
import { MONTHS, iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const SPLITS = [[60, 40], [50, 25, 25], [100], [35, 65], [40, 30, 30], [51, 49]];

/** Distinct members (no two with the same first and last name). */
const membersOf = (r: Rng, n: number): PersonJ[] => {
  const out: PersonJ[] = [];
  while (out.length < n) {
    const p = personJ(r);
    if (!out.some((q) => fullJ(q) === fullJ(p))) out.push(p);
  }
  return out;
};

const dates = (r: Rng) => {
  const filed: Day = { y: r.int(2016, 2025), m: r.int(1, 12), d: r.int(1, 28) };
  const effective: Day = {
    y: filed.y + r.int(0, 1),
    m: Math.min(12, filed.m + r.int(0, 2)),
    d: r.int(1, 28),
  };
  const later = iso(effective) > iso(filed) ? effective : { ...filed, y: filed.y + 1 };
  return { filed, effective: later };
};

const newYork = (r: Rng): Generated => {
  const company = `${firmJ(r)}, LLC`;
  const { filed, effective } = dates(r);
  const split = r.pick(SPLITS);
  const members = membersOf(r, split.length);
  const managed = r.next() < 0.5;
  const manager = personJ(r);
  const office = placeJ(r, [{ city: 'Saratoga Springs', st: 'NY', state: 'New York', zip: [12866, 12866] }]);
  const inProse = r.next() < 0.5;
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'New York',
    effective_date: iso(effective),
    members: members.map(fullJ),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const money = split.map((pct) => pct * r.int(400, 2500));
  const pages: Line[][] = [
    [
      'OPERATING AGREEMENT',
      `OF ${company.toUpperCase()}`,
      '(a New York limited liability company)',
      `THIS OPERATING AGREEMENT (this "Agreement") of ${company} (the "Company") is entered into and made effective as of the ${ordinalJ(effective.d)} day of ${MONTHS[effective.m - 1]}, ${effective.y} (the "Effective Date"), by and among the persons who have signed it as Members.`,
      'ARTICLE I - FORMATION',
      `1.1 Formation. The Company was formed on ${longJ(filed)} upon the filing of its Articles of Organization with the New York Department of State under the New York Limited Liability Company Law (the "LLCL").`,
      '1.2 Publication. Within one hundred twenty (120) days after that filing the Company shall comply with the publication requirements of Section 206 of the LLCL.',
      `1.3 Office. The principal office of the Company is ${office.street}, ${office.city}, New York ${office.zip}.`,
      'ARTICLE II - MANAGEMENT',
      managed
        ? `2.1 Manager. The business and affairs of the Company shall be managed by a Manager, who need not be a Member. The initial Manager is ${fullJ(manager)}.`
        : '2.1 Management by Members. The business and affairs of the Company shall be managed by its Members; no Manager shall be appointed.',
      `2.2 Votes. Except as otherwise provided, decisions require the consent of Members holding more than ${wordsJ(50)} percent (50%) of the Percentage Interests; a sale of all or substantially all assets requires ${wordsJ(75)} percent (75%).`,
      'ARTICLE III - CAPITAL CONTRIBUTIONS AND PERCENTAGE INTERESTS',
      ...(inProse
        ? members.map(
            (m, i) =>
              `3.${i + 1} ${fullJ(m)} has contributed ${wholeJ(money[i]!)} in cash and holds a Percentage Interest of ${capJ(wordsJ(split[i]!))} percent (${split[i]}%).`,
          )
        : [
            '3.1 Each Member has contributed the capital and holds the Percentage Interest set out beneath its signature below.',
          ]),
    ],
    [
      'ARTICLE IV - DISTRIBUTIONS',
      '4.1 Distributions of available cash shall be made to the Members in proportion to their Percentage Interests, after a reserve of ten percent (10%) of gross receipts.',
      'IN WITNESS WHEREOF, the Members have executed this Agreement as of the Effective Date.',
      'MEMBERS:',
      ...members.flatMap((m, i): Line[] => [
        '______________________________',
        `Name: ${fullJ(m)}`,
        ...(inProse
          ? []
          : [`Capital Contribution: ${wholeJ(money[i]!)}   Percentage Interest: ${split[i]}%`]),
      ]),
      ...(managed ? [`Accepted by the Manager: ______________ ${fullJ(manager)}`] : []),
    ],
  ];
  return { truth, pages };
};

const california = (r: Rng): Generated => {
  const company = `${firmJ(r)}, LLC`;
  const { filed, effective } = dates(r);
  const split = r.pick(SPLITS);
  const members = membersOf(r, split.length);
  const managed = r.next() < 0.5;
  const [managerA] = twoPeopleJ(r);
  const table = r.next() < 0.5;
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'California',
    effective_date: iso(effective),
    members: members.map(fullJ),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const money = split.map((pct) => pct * r.int(300, 4000));
  const town = placeJ(r, [{ city: 'San Luis Obispo', st: 'CA', state: 'California', zip: [93401, 93405] }]);
  const pages: Line[][] = [
    [
      'LIMITED LIABILITY COMPANY OPERATING AGREEMENT',
      company,
      'A California Limited Liability Company',
      [
        `Effective Date: ${longJ(effective)}`,
        `Principal Office: ${town.street}, ${town.city}, CA ${town.zip}`,
      ],
      `This Operating Agreement is made and entered into by and among the Members named in Article 3, who agree as follows.`,
      `Article 1. Formation. The Company was organized by filing Articles of Organization (Form LLC-1) with the California Secretary of State on ${longJ(filed)}, File No. ${digitsJ(r, 12)}, under the California Revised Uniform Limited Liability Company Act.`,
      managed
        ? `Article 2. Management. As stated in its Articles of Organization, the Company is managed by one or more managers. ${fullJ(managerA)} shall serve as Manager until removed by the Members.`
        : 'Article 2. Management. As stated in its Articles of Organization, the Company is managed by all limited liability company member(s).',
      'Article 3. Members, Capital Contributions and Percentage Interests.',
      ...(table
        ? [
            'Member   Capital Contribution   Percentage Interest',
            ...members.map((m, i): Line => `${fullJ(m)}   ${wholeJ(money[i]!)}   ${split[i]}.0%`),
            `Total   ${wholeJ(money.reduce((s, x) => s + x, 0))}   100.0%`,
          ]
        : members.flatMap((m, i): Line[] => [
            `Member: ${fullJ(m)}`,
            [`Capital Contribution: ${wholeJ(money[i]!)}`, `Percentage Interest: ${split[i]}%`],
          ])),
    ],
    [
      'Article 4. Allocations and Distributions.',
      'Profits and losses are allocated in proportion to Percentage Interests. The Company shall distribute to each Member at least forty percent (40%) of the taxable income allocated to it for the year (Tax Distributions).',
      "Article 5. Major Decisions. A sale of the Company's real property, a loan above $250,000 or the admission of a Member requires the approval of Members holding at least seventy-five percent (75%) of the Percentage Interests.",
      'Article 6. Transfers. No Member may transfer an interest without the consent of the other Members, subject to a right of first refusal for thirty (30) days.',
      'IN WITNESS WHEREOF, the Members have signed this Agreement to be effective as of the Effective Date.',
      ...members.map((m): Line => [`______________________`, `${fullJ(m)}, Member`]),
    ],
  ];
  return { truth, pages };
};

export const ENTITY_FAMILY_J: Family[] = [
  {
    id: 'operating-agreement/j',
    cls: 'operating-agreement',
    make: (r) => (firstLayoutJ(r) ? newYork(r) : california(r)),
  },
];
