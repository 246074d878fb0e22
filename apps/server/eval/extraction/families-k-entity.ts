// HELD OUT (held-out-7), family 11 ('/k') of the operating agreements, written blind (the extractor
// never opened). Either an Ohio operating agreement under Chapter 1706 of the Revised Code (recitals
// with the Articles of Organization filed earlier with the Ohio Secretary of State and a document
// number, Units beside Percentage Interests on a Schedule 1 table with addresses and capital, units
// of a former member redeemed in a note, management by the Members or by a Manager, the effective
// date stated ONLY on the signature page) or an Arizona 'Amended and Restated Operating Agreement'
// (an 'L.L.C.' name, articles filed with the Arizona Corporation Commission, the original agreement's
// date and an assignment by a former member in the recitals, management 'reserved to the Members' or
// 'vested in a Manager', Exhibit A with one block per member and each value on the line below its
// label, percentages with decimals). Truth: the current members only, the restatement's date.
import { plusDays } from './families-j-util';
import {
  numK,
  dollarsK,
  firmK,
  firstLayoutK,
  fullK,
  longK,
  peopleK,
  placeK,
  STATE_TOWNS_K,
} from './families-k-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const SPLITS = [[60, 40], [50, 30, 20], [100], [25, 25, 50], [70, 30]];
const SPLITS_AZ = [[62.5, 37.5], [33.34, 33.33, 33.33], [80, 20], [45, 45, 10], [100]];

const dates = (r: Rng) => {
  const filed: Day = { y: r.int(2014, 2024), m: r.int(1, 12), d: r.int(1, 28) };
  const effective: Day = { y: filed.y + r.int(0, 2), m: r.int(1, 12), d: r.int(1, 28) };
  return { filed, effective: iso(effective) > iso(filed) ? effective : { ...filed, y: filed.y + 1 } };
};

const ohio = (r: Rng): Generated => {
  const company = `${firmK(r)}, LLC`;
  const { filed, effective } = dates(r);
  const split = r.pick(SPLITS);
  const [former, manager, ...members] = peopleK(r, split.length + 2);
  const managed = r.next() < 0.5;
  const office = placeK(r, STATE_TOWNS_K.OH!);
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'Ohio',
    effective_date: iso(effective),
    members: members.map(fullK),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const money = split.map((pct) => pct * r.int(250, 1800));
  const pages: Line[][] = [
    [
      `OPERATING AGREEMENT OF ${company.toUpperCase()}`,
      'An Ohio Limited Liability Company',
      `This Operating Agreement (this "Agreement") of ${company} (the "Company") is entered into by the Members listed on Schedule 1, effective as of the date set forth on the signature page.`,
      'RECITALS',
      `A. The Company was formed as an Ohio limited liability company by the filing of Articles of Organization with the Ohio Secretary of State on ${longK(filed)}, Document No. ${numK(r, 9)}.`,
      'B. The Members desire to set forth their agreement on the affairs of the Company and the conduct of its business under Chapter 1706 of the Ohio Revised Code (the "Act").',
      'ARTICLE 1 - NAME AND OFFICE',
      `1.1 The principal office of the Company is ${office.street}, ${office.city}, Ohio ${office.zip}.`,
      'ARTICLE 2 - MEMBERS AND UNITS',
      '2.1 The Company has issued 1,000 Units. The name and address of each Member, its Capital Contribution, the Units it holds and its Percentage Interest are set forth on Schedule 1.',
      '2.2 A Member holding Units representing more than two-thirds (66.67%) of all Units may call a meeting of the Members.',
      'ARTICLE 5 - MANAGEMENT',
      managed
        ? `5.1 The Company shall be managed by one Manager, who need not be a Member. ${fullK(manager!)} is appointed the initial Manager and shall serve until a successor is elected by Members holding a majority of the Units.`
        : '5.1 The Company shall be managed by its Members. Each Member is an agent of the Company for the purpose of its business, and no Manager shall be elected.',
      '5.2 The following acts require the written consent of Members holding at least seventy-five percent (75%) of the Units: the sale of all or substantially all of the assets, a merger, and any borrowing above $150,000.',
    ],
    [
      'ARTICLE 7 - TRANSFERS AND REDEMPTION',
      `7.3 Units may be redeemed by the Company at their book value. Note: the ${r.int(100, 250)} Units formerly held by ${fullK(former!)} were redeemed on ${longK(plusDays(effective, -r.int(20, 90)))} and are no longer outstanding.`,
      `IN WITNESS WHEREOF, the undersigned have executed this Operating Agreement effective as of ${longK(effective)}.`,
      ...members.map((m): Line => ['______________________________', `${fullK(m)}, Member`]),
      ...(managed ? [['______________________________', `${fullK(manager!)}, Manager`] as Line] : []),
      'SCHEDULE 1 - MEMBERS',
      'Member | Address | Capital Contribution | Units | Percentage Interest',
      ...members.map(
        (m, i): Line =>
          `${fullK(m)} | ${placeK(r, STATE_TOWNS_K.OH!).street}, ${office.city}, OH | ${dollarsK(money[i]!)} | ${split[i]! * 10} | ${split[i]}%`,
      ),
      `Total | | ${dollarsK(money.reduce((s, x) => s + x, 0))} | 1,000 | 100%`,
    ],
  ];
  return { truth, pages };
};

const arizona = (r: Rng): Generated => {
  const company = `${firmK(r)}, L.L.C.`;
  const { filed, effective } = dates(r);
  const original: Day = { ...filed, d: Math.min(28, filed.d + r.int(1, 20)) };
  const split = r.pick(SPLITS_AZ);
  const [assignor, manager, ...members] = peopleK(r, split.length + 2);
  const managed = r.next() < 0.5;
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'Arizona',
    effective_date: iso(effective),
    members: members.map(fullK),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const office = placeK(r, STATE_TOWNS_K.AZ!);
  const pages: Line[][] = [
    [
      'AMENDED AND RESTATED OPERATING AGREEMENT',
      `OF ${company.toUpperCase()}`,
      `This Amended and Restated Operating Agreement (this "Agreement") of ${company}, an Arizona limited liability company (the "Company"), is made and entered into as of ${longK(effective)} (the "Effective Date") by the Members named in Exhibit A, and amends and restates in its entirety the Operating Agreement of the Company dated ${longK(original)} (the "Original Agreement").`,
      'RECITALS',
      `A. The Company was organized on ${longK(filed)} upon the filing of its Articles of Organization with the Arizona Corporation Commission, File No. L${numK(r, 8)}.`,
      `B. ${fullK(assignor!)}, a member under the Original Agreement, has assigned all of its Membership Interest to the Members named in Exhibit A and has withdrawn from the Company.`,
      'C. The Members wish to amend and restate the Original Agreement as set out below.',
      'Section 1. Office. The known place of business of the Company is ' +
        `${office.street}, ${office.city}, Arizona ${office.zip}.`,
      managed
        ? `Section 2. Management. As stated in the Articles of Organization, management of the Company is vested in a Manager. The Manager is ${fullK(manager!)}, who is not a Member.`
        : 'Section 2. Management. As stated in the Articles of Organization, management of the Company is reserved to the Members, who shall act by a Majority in Interest.',
      `Section 3. Capital. Each Member's Capital Contribution and Percentage Interest are stated in Exhibit A. A Member holding less than ten percent (10%) may not call a meeting.`,
      'Section 4. Distributions. Distributable Cash shall be distributed at least quarterly in proportion to the Percentage Interests.',
    ],
    [
      'Section 9. Entire Agreement. This Agreement supersedes the Original Agreement and every prior understanding of the Members.',
      'IN WITNESS WHEREOF, the Members have executed this Agreement as of the Effective Date.',
      ...members.map((m): Line => ['By: __________________________', fullK(m)]),
      'EXHIBIT A',
      'MEMBERS, CAPITAL CONTRIBUTIONS AND PERCENTAGE INTERESTS',
      ...members.flatMap((m, i): Line[] => [
        ['Member Name', 'Percentage Interest'],
        [fullK(m), `${split[i]!.toFixed(2)}%`],
        ['Notice Address', 'Capital Contribution'],
        [lineK2(r), dollarsK(Math.round(split[i]! * r.int(300, 900)))],
      ]),
    ],
  ];
  return { truth, pages };
};

const lineK2 = (r: Rng) => {
  const p = placeK(r, STATE_TOWNS_K.AZ!);
  return `${p.street}, ${p.city}, AZ ${p.zip}`;
};

export const ENTITY_FAMILY_K: Family[] = [
  {
    id: 'operating-agreement/k',
    cls: 'operating-agreement',
    make: (r) => (firstLayoutK(r) ? ohio(r) : arizona(r)),
  },
];
