// HELD OUT (held-out-8), family 12 ('/l') of the operating agreements, written blind (the extractor
// never opened). Either a Massachusetts 'Limited Liability Company Agreement' under Chapter 156C
// (dated 'as of' a date in its opening paragraph, the Certificate of Organization filed earlier
// with the Secretary of the Commonwealth and signed by an organizer who holds no interest, managers
// named in the certificate or none, a capital-account clause with a distractor percentage, Schedule
// A as a table whose PERCENTAGE comes before the capital contribution, then the signatures) or a
// Nevada operating agreement (a two-column heading block: Date of Agreement, date the Articles were
// filed, Nevada Business ID, registered agent; NRS 86.291 management by a Manager or by the Members;
// members as a bulleted list of 'name - N Units (P%)' lines inside Article III; a supermajority in
// words and figures; a former member whose Units were repurchased). Truth: the agreement's date (not
// the filing date), the current members in the order printed, the organizer and former member left
// out.
import {
  dollarsL,
  firmL,
  firstLayoutL,
  fullL,
  longL,
  mdyL,
  numL,
  peopleL,
  placeL,
  STATE_TOWNS_L,
} from './families-l-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const SPLITS = [[55, 45], [40, 35, 25], [100], [50, 50], [34, 33, 33], [80, 10, 10]];
const SPLITS_NV = [[60, 40], [25, 25, 25, 25], [100], [72.5, 27.5], [50, 30, 20]];

const dates = (r: Rng) => {
  const filed: Day = { y: r.int(2015, 2024), m: r.int(1, 12), d: r.int(1, 28) };
  const effective: Day = { y: filed.y + r.int(0, 1), m: r.int(1, 12), d: r.int(1, 28) };
  return { filed, effective: iso(effective) > iso(filed) ? effective : { ...filed, y: filed.y + 1 } };
};

const massachusetts = (r: Rng): Generated => {
  const company = `${firmL(r)} LLC`;
  const { filed, effective } = dates(r);
  const split = r.pick(SPLITS);
  const [organizer, manager, ...members] = peopleL(r, split.length + 2);
  const managed = r.next() < 0.5;
  const office = placeL(r, STATE_TOWNS_L.MA!);
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'Massachusetts',
    effective_date: iso(effective),
    members: members.map(fullL),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const pages: Line[][] = [
    [
      'LIMITED LIABILITY COMPANY AGREEMENT',
      `OF ${company.toUpperCase()}`,
      `THIS LIMITED LIABILITY COMPANY AGREEMENT (this "Agreement") of ${company} (the "Company") is dated as of ${longL(effective)}, by and among the persons listed on Schedule A as Members.`,
      '1. Formation.',
      `1.1 The Company was organized as a Massachusetts limited liability company under Chapter 156C of the Massachusetts General Laws (the "Act") by the filing of a Certificate of Organization with the Secretary of the Commonwealth on ${longL(filed)} (Identification No. ${numL(r, 9)}). ${fullL(organizer!)} executed the Certificate as an authorized signatory and organizer only, and holds no interest in the Company.`,
      `1.2 The office of the Company shall be at ${office.street}, ${office.city}, Massachusetts ${office.zip}.`,
      '2. Members; Capital.',
      '2.1 The name, Percentage Interest and Capital Contribution of each Member are set forth on Schedule A.',
      '2.2 No Member holding less than twenty percent (20%) may require the return of its Capital Contribution.',
      '3. Management.',
      managed
        ? `3.1 The Certificate of Organization names ${fullL(manager!)} as the sole Manager. The business and affairs of the Company shall be managed by its Manager, who need not be a Member; the Members as such shall have no authority to bind the Company.`
        : '3.1 The Certificate of Organization names no Manager. The business and affairs of the Company shall be managed by its Members, and each Member is an agent of the Company.',
      "3.2 Major Decisions. The sale of the Company's real property or any financing in excess of $250,000 requires the approval of Members holding at least sixty-six and two-thirds percent (66 2/3%) of the Percentage Interests.",
    ],
    [
      '7. Miscellaneous. This Agreement shall be governed by the laws of The Commonwealth of Massachusetts.',
      'IN WITNESS WHEREOF, the Members have executed this Agreement under seal as of the date first written above.',
      ...members.map((m): Line => [`MEMBER: ${fullL(m)}`, 'Signature: ______________________']),
      'SCHEDULE A',
      `Members of ${company} as of ${mdyL(effective)}`,
      'Name of Member | Percentage Interest | Capital Contribution | Address',
      ...members.map(
        (m, i): Line =>
          `${fullL(m)} | ${split[i]}% | ${dollarsL(split[i]! * r.int(400, 2500))} | ${placeL(r, STATE_TOWNS_L.MA!).street}, ${office.city}, MA`,
      ),
      'TOTAL | 100% | |',
    ],
  ];
  return { truth, pages };
};

const nevada = (r: Rng): Generated => {
  const company = `${firmL(r)}, LLC`;
  const { filed, effective } = dates(r);
  const split = r.pick(SPLITS_NV);
  const [former, manager, agent, ...members] = peopleL(r, split.length + 3);
  const managed = r.next() < 0.5;
  const office = placeL(r, STATE_TOWNS_L.NV!);
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'Nevada',
    effective_date: iso(effective),
    members: members.map(fullL),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const pages: Line[][] = [
    [
      `OPERATING AGREEMENT OF ${company.toUpperCase()}`,
      'a Nevada limited liability company',
      ['Date of Agreement:', mdyL(effective)],
      ['Articles of Organization filed:', mdyL(filed)],
      ['Nevada Business ID:', `NV${filed.y}${numL(r, 7)}`],
      ['Registered Agent:', `${fullL(agent!)}, ${office.street}, ${office.city}, NV ${office.zip}`],
      'ARTICLE I - FORMATION',
      `1.1 The Members have formed the Company under Chapter 86 of the Nevada Revised Statutes by filing Articles of Organization with the Nevada Secretary of State. This Agreement governs the Company from the Date of Agreement stated above.`,
      'ARTICLE II - MANAGEMENT',
      managed
        ? `2.1 Pursuant to NRS 86.291, the Articles of Organization provide that the Company shall be managed by a Manager. The initial Manager is ${fullL(manager!)}. The Members shall have no right to take part in the management of the Company.`
        : '2.1 Pursuant to NRS 86.291, management of the Company is vested in its Members, who shall vote in proportion to their Units. No Manager shall be appointed.',
      '2.2 The Company shall not sell, refinance or encumber any real property without the consent of Members holding seventy-five percent (75%) of the Units.',
      'ARTICLE III - MEMBERS AND UNITS',
      '3.1 The Company has 1,000 Units outstanding. The Members, their Units and Percentage Interests are:',
      ...members.map((m, i): Line => `   - ${fullL(m)} - ${split[i]! * 10} Units (${split[i]}%)`),
      `3.2 The ${r.int(50, 300)} Units formerly held by ${fullL(former!)} were repurchased by the Company before the Date of Agreement; ${fullL(former!)} is no longer a Member.`,
    ],
    [
      'ARTICLE IX - GENERAL PROVISIONS',
      '9.1 This Agreement constitutes the entire agreement of the Members and is governed by the laws of the State of Nevada.',
      'The undersigned Members have executed this Operating Agreement as of the Date of Agreement.',
      ...members.map((m): Line => [`${fullL(m)}, Member`, '______________________________']),
      ...(managed ? [[`${fullL(manager!)}, Manager`, '______________________________'] as Line] : []),
    ],
  ];
  return { truth, pages };
};

export const ENTITY_FAMILY_L: Family[] = [
  {
    id: 'operating-agreement/l',
    cls: 'operating-agreement',
    make: (r) => (firstLayoutL(r) ? massachusetts(r) : nevada(r)),
  },
];
