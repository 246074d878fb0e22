// HELD OUT (held-out-9), family 13 ('/m') of the operating agreements, written blind (the extractor
// never opened). Either a Wyoming limited liability company operating agreement (Wyoming Limited
// Liability Company Act, W.S. 17-29) or a North Carolina one (Chapter 57D, members' Units on a
// schedule). Truth: the agreement's effective date (written out in words in the first), the
// members in the order of the exhibit or schedule, a transferee who holds no membership left out,
// percentages as each member's share of the Units.
import {
  dayWordsM,
  firstLayoutM,
  longM,
  dollarsM,
  firmM,
  fullM,
  lineM,
  mdyM,
  numM,
  peopleM,
  placeM,
  STATE_TOWNS_M,
} from './families-m-util';
import { iso, MONTHS, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const SPLITS = [[60, 40], [50, 25, 25], [100], [45, 35, 20], [70, 30], [40, 30, 20, 10]];

const wyoming = (r: Rng): Generated => {
  const company = `${firmM(r)}, LLC`;
  const filed: Day = { y: r.int(2016, 2024), m: r.int(1, 12), d: r.int(1, 28) };
  const effective: Day = { y: filed.y + 1, m: r.int(1, 12), d: r.int(1, 28) };
  const split = r.pick(SPLITS);
  const [transferee, manager, ...members] = peopleM(r, split.length + 2);
  const managed = r.next() < 0.5;
  const agent = placeM(r, STATE_TOWNS_M.WY!);
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'Wyoming',
    effective_date: iso(effective),
    members: members.map(fullM),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const unit = r.int(2, 30) * 500;
  const written = `the ${dayWordsM(effective.d)} day of ${MONTHS[effective.m - 1]}, ${effective.y}`;
  const pages: Line[][] = [
    [
      'OPERATING AGREEMENT',
      'OF',
      company.toUpperCase(),
      'A Wyoming Limited Liability Company',
      `Effective as of ${written}`,
      'THE MEMBERSHIP INTERESTS REPRESENTED BY THIS AGREEMENT HAVE NOT BEEN REGISTERED UNDER THE SECURITIES ACT OF 1933 OR THE SECURITIES LAWS OF ANY STATE AND MAY NOT BE SOLD OR TRANSFERRED EXCEPT AS PROVIDED IN ARTICLE 8.',
      `Prepared by: ${r.pick(['Bighorn Law Group, P.C.', 'Snowy Range Legal, LLC'])}, ${agent.city}, Wyoming`,
    ],
    [
      `OPERATING AGREEMENT OF ${company.toUpperCase()}`,
      `This Operating Agreement is made and entered into effective as of ${written}, by the persons whose names appear on Exhibit A as Members.`,
      'ARTICLE 1 - FORMATION',
      `1.1 Organization. The Company was organized as a Wyoming limited liability company under the Wyoming Limited Liability Company Act, W.S. 17-29-101 through 17-29-1105 (the "Act"), by filing Articles of Organization with the Wyoming Secretary of State on ${mdyM(filed)} (Filing ID ${filed.y}-000${numM(r, 6)}).`,
      `1.2 Registered Agent. The Company's registered agent is ${r.pick(['Cloud Peak Registered Agents, LLC', 'Frontier Commercial Agent Services, Inc.'])}, ${lineM(agent)}.`,
      'ARTICLE 4 - MANAGEMENT',
      managed
        ? `4.1 Manager-Managed. As stated in its Articles of Organization, the Company is a manager-managed company within the meaning of W.S. 17-29-407(c). ${fullM(manager!)} is appointed the Manager and shall serve until removed by Members holding a majority of the Membership Interests. No Member, acting solely as a Member, may bind the Company.`
        : "4.1 Member-Managed. The Company is a member-managed company within the meaning of W.S. 17-29-407(b). Each Member has equal rights in the management and conduct of the Company's activities, and any matter relating to the activities of the Company may be decided by a majority of the Members.",
      '4.2 Unanimous Decisions. The Company shall not sell all or substantially all of its assets, admit a new Member, or encumber real property for more than seventy percent (70%) of its value without the written consent of all Members.',
      'ARTICLE 8 - TRANSFERS',
      `8.3 Transferees. ${fullM(transferee!)} holds a transferable interest assigned under a charging order and has not been admitted as a Member. A transferee has no right to participate in management, to vote or to receive information, and is not listed on Exhibit A.`,
    ],
    [
      `IN WITNESS WHEREOF, the undersigned have executed this Operating Agreement effective as of ${written}.`,
      ...members.map((m): Line => [`${fullM(m)}, Member`, 'By: ___________________________']),
      ...(managed ? [[`${fullM(manager!)}, Manager`, 'By: ___________________________'] as Line] : []),
      'EXHIBIT A',
      'MEMBERS, CAPITAL CONTRIBUTIONS AND MEMBERSHIP INTERESTS',
      'Member Name and Notice Address | Initial Capital Contribution | Membership Interest',
      ...members.map(
        (m, i): Line =>
          `${fullM(m)}, ${lineM(placeM(r))} | ${dollarsM(split[i]! * unit)} cash | ${split[i]!.toFixed(2)}%`,
      ),
      `TOTAL | ${dollarsM(100 * unit)} | 100.00%`,
      'Exhibit A shall be amended by the Manager or the Members upon any admission, withdrawal or transfer.',
    ],
  ];
  return { truth, pages };
};

const northCarolina = (r: Rng): Generated => {
  const company = `${firmM(r)}, LLC`;
  const filed: Day = { y: r.int(2015, 2024), m: r.int(1, 12), d: r.int(1, 28) };
  const effective: Day = { y: filed.y + r.int(1, 2), m: r.int(1, 12), d: r.int(1, 28) };
  const split = r.pick(SPLITS);
  const per = r.pick([10, 25, 100, 1000]);
  const cap = r.int(3, 40) * 100;
  const [manager, ...members] = peopleM(r, split.length + 1);
  const managed = r.next() < 0.5;
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: 'North Carolina',
    effective_date: iso(effective),
    members: members.map(fullM),
    ownership_percentages: split,
    management_type: managed ? 'manager-managed' : 'member-managed',
  };
  const units = (n: number) => (n * per).toLocaleString('en-US');
  const office = placeM(r, STATE_TOWNS_M.NC!);
  const pages: Line[][] = [
    [
      `OPERATING AGREEMENT OF ${company.toUpperCase()}`,
      `This Operating Agreement (this "Agreement") of ${company}, a North Carolina limited liability company (the "Company"), is entered into and effective as of ${mdyM(effective)} (the "Effective Date") by the Members listed on Schedule 1.`,
      'SECTION 1. ORGANIZATION',
      `1.1 Formation. The Company was formed under the North Carolina Limited Liability Company Act, Chapter 57D of the North Carolina General Statutes (the "Act"), by filing Articles of Organization with the North Carolina Department of the Secretary of State on ${longM(filed)} (SOSID No. ${numM(r, 7)}).`,
      `1.2 Principal Office. ${lineM(office)}.`,
      'SECTION 3. UNITS AND CAPITAL',
      `3.1 Units. The Members' interests are expressed in Units. As of the Effective Date ${units(100)} Units are outstanding, held as set forth on Schedule 1. A Member's "Percentage Interest" at any time is the number of Units held by that Member divided by the total number of Units then outstanding.`,
      '3.2 No Member shall be required to make any additional capital contribution.',
      'SECTION 5. MANAGEMENT',
      managed
        ? `5.1 Manager. Notwithstanding G.S. 57D-3-20(d), the Members are not managers by virtue of their status as Members. The Company shall be managed by ${fullM(manager!)}, who need not be a Member (the "Manager").`
        : '5.1 Members as Managers. In accordance with G.S. 57D-3-20(d), each Member is a manager of the Company by virtue of its status as a Member, and decisions shall be made by Members holding a majority of the Units.',
      `5.2 Officers. The ${managed ? 'Manager' : 'Members'} may appoint officers. ${fullM(members[0]!)} is appointed President for administrative purposes only.`,
    ],
    [
      'SCHEDULE 1 - MEMBERS AND UNITS',
      `As of the Effective Date (${mdyM(effective)})`,
      'Member | Address | Units | Capital Contribution',
      ...members.map(
        (m, i): Line =>
          `${fullM(m)} | ${lineM(placeM(r, STATE_TOWNS_M.NC!))} | ${units(split[i]!)} | ${dollarsM(split[i]! * cap)}`,
      ),
      `Total | | ${units(100)} |`,
      'IN WITNESS WHEREOF, the Members have executed this Agreement as of the Effective Date.',
      ...members.map((m): Line => [`MEMBER: ${fullM(m)}`, '_____________________________']),
    ],
  ];
  return { truth, pages };
};

export const ENTITY_FAMILY_M: Family[] = [
  {
    id: 'operating-agreement/m',
    cls: 'operating-agreement',
    make: (r) => (firstLayoutM(r) ? wyoming(r) : northCarolina(r)),
  },
];
