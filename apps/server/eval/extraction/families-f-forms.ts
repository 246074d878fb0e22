// HELD OUT (held-out-2), family 6 ('/f') of the forms, written blind (nothing of the extractor
// read): a commercial narrative appraisal (cover, letter of transmittal with an as-is and a
// prospective as-stabilized value, summary of salient facts with land area in square feet, gross
// and net rentable areas, year renovated, three approaches and an insurable value), an ACORD 25
// certificate of liability insurance carrying the property policy on its last coverage row (several
// insurers, a general liability and an umbrella policy with their own numbers, no premium) and a
// Texas T-7 commitment (Schedule A with owner's and loan policies, record title with a descriptor,
// Schedule B exceptions, Schedule C requirements naming the buyer, the new and the old lender).
import {
  addDays,
  bare,
  digits,
  letters,
  siteIn,
  siteLine,
  someone,
  TOWNS,
  TX_TOWNS,
} from './families-f-util';
import { day, iso, long, personName, us, usd, type Day } from './rng';
import type { Family, Generated, Line } from './types';

const sf = (n: number) => `${n.toLocaleString('en-US')} SF`;

/** Commercial narrative appraisal: as-is and as-stabilized values, GBA beside NRA and land area. */
const apF: Family = {
  id: 'appraisal/f',
  cls: 'appraisal',
  make: (r) => {
    const s = siteIn(r, [...TOWNS, ...TX_TOWNS]);
    const name = `${r.pick(['Chestnut', 'Ridgeway', 'Larkspur', 'Quarry'])} ${r.pick(['Apartments', 'Village', 'Crossing'])}`;
    const units = r.int(12, 240);
    const gba = units * r.int(780, 1100);
    const nra = Math.round(gba * (0.88 + r.next() * 0.06));
    const acres = (gba / 43560) * (1.6 + r.next() * 2);
    const built = r.int(1962, 2012);
    const renovated = Math.min(2023, built + r.int(12, 30));
    const value = Math.round((units * r.int(55, 190) * 1000) / 25000) * 25000;
    const stabilized = Math.round((value * (1.05 + r.next() * 0.15)) / 25000) * 25000;
    const effective = day(r, 2024, 2026);
    const report = addDays(effective, r.int(6, 30));
    const appraiser = someone(r);
    const client = personName(r);
    const truth: Generated['truth'] = {
      property_address: siteLine(s),
      appraised_value: value,
      effective_date: iso(effective),
      appraiser_name: appraiser,
      gross_living_area: gba,
      year_built: built,
    };
    const firm = `${r.pick(['Meridian', 'Keel & Oates', 'Northfield'])} Valuation Advisors`;
    const pages: Line[][] = [
      [
        'Appraisal of Real Property',
        name,
        `Multifamily Property, ${units} Units`,
        `${s.street}, ${s.city}, ${s.county} County, ${s.state} ${s.zip}`,
        `Prepared For: ${r.pick(['Harborline Bank', 'Prairie Commerce Bank'])}`,
        `Effective Date of the Appraisal: ${long(effective)}`,
        'Report Format: Appraisal Report - Standard Format',
        `${firm} File Number: ${digits(r, 3)}-${digits(r, 4)}`,
      ],
      [
        long(report),
        `${client}, Vice President, Commercial Real Estate`,
        `SUBJECT: Market Value Appraisal, ${name}, ${s.street}, ${s.city}, ${s.state}`,
        `Dear ${client}:`,
        `${firm} is pleased to submit the accompanying appraisal of the referenced property. The purpose of the appraisal is to develop an opinion of the market value as is and the prospective market value upon stabilization of the fee simple interest in the property.`,
        `The subject is a ${units}-unit garden apartment community containing ${gba.toLocaleString('en-US')} square feet of gross building area, built in ${built} and renovated in ${renovated}.`,
        'Value Conclusions',
        'Appraisal Premise Interest Appraised Date of Value Value Conclusion',
        `Market Value As Is Fee Simple ${long(effective)} ${usd(value, false)}`,
        `Prospective Market Value Upon Stabilization Fee Simple ${long(addDays(effective, r.int(200, 540)))} ${usd(stabilized, false)}`,
        'Respectfully submitted,',
        firm,
        `${appraiser}, MAI`,
        `Certified General Real Estate Appraiser, ${s.state} Certificate # ${letters(r, 2)}${digits(r, 6)}`,
      ],
      [
        'Summary of Salient Facts and Conclusions',
        `Property Name ${name}`,
        `Address ${siteLine(s)}`,
        `Property Type Multifamily - Garden`,
        `Tax ID ${digits(r, 2)}-${digits(r, 4)}-${digits(r, 3)}`,
        `Land Area ${acres.toFixed(2)} acres; ${sf(Math.round(acres * 43560))}`,
        `Number of Buildings ${Math.max(1, Math.round(units / 16))}`,
        `Number of Units ${units}`,
        `Gross Building Area ${sf(gba)}`,
        `Net Rentable Area ${sf(nra)}`,
        `Year Built ${built}   Year Renovated ${renovated}`,
        `Occupancy ${r.int(86, 98)}%`,
        'Value Indications As Is',
        'Land Value ' + usd(Math.round((value * 0.18) / 5000) * 5000, false),
        'Cost Approach Not Developed',
        `Sales Comparison Approach ${usd(Math.round((value * (0.96 + r.next() * 0.08)) / 25000) * 25000, false)}`,
        `Income Capitalization Approach ${usd(value, false)}`,
        `Market Value Conclusion As Is ${usd(value, false)}`,
        `Insurable Value ${usd(Math.round((gba * r.int(110, 180)) / 1000) * 1000, false)}`,
      ],
    ];
    return { truth, pages };
  },
};

const CARRIERS = [
  'Granite State Casualty Co',
  'Westbrook Fire Insurance Company',
  'Allied Plains Indemnity Co',
  'Harborview Specialty Insurance Co',
];

/** ACORD 25 certificate: several insurers, GL and umbrella rows, the property policy on the last row. */
const ibF: Family = {
  id: 'insurance-binder/f',
  cls: 'insurance-binder',
  make: (r) => {
    const a = r.pick(CARRIERS);
    const b = r.pick(CARRIERS.filter((x) => x !== a));
    const c = r.pick(CARRIERS.filter((x) => x !== a && x !== b));
    const propertyLetter = r.pick(['A', 'B']);
    const carrier = propertyLetter === 'A' ? a : b;
    const insured =
      r.next() < 0.4 ? someone(r) : `${r.pick(['Juniper', 'Beacon', 'Hawthorne'])} Property Holdings LLC`;
    const start = day(r, 2025, 2027);
    const end: Day = { ...start, y: start.y + 1 };
    const glNumber = `${r.pick(['GL', 'CGL'])}${digits(r, 7)}`;
    const number = `${r.pick(['CPP', 'PRP', 'CP'])} ${digits(r, 7)}-${digits(r, 2)}`;
    const amount = r.int(40, 1600) * 5000;
    const truth: Generated['truth'] = {
      insured_name: insured,
      insurer: carrier,
      policy_number: number,
      effective_date: iso(start),
      expiration_date: iso(end),
      coverage_amount: amount,
      annual_premium: null,
    };
    const s = siteIn(r, [...TOWNS, ...TX_TOWNS]);
    const umbrella = addDays(start, r.int(20, 200));
    const lender = r.pick(['Harborline Bank', 'Prairie Commerce Bank']);
    const pages: Line[][] = [
      [
        'CERTIFICATE OF LIABILITY INSURANCE',
        `DATE (MM/DD/YYYY) ${us(addDays(start, r.int(-20, 60)))}`,
        'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW.',
        ['PRODUCER', `CONTACT NAME: ${personName(r)}`],
        [
          `${r.pick(['Lakeshore', 'Cornerstone', 'Tri-County'])} Insurance Services`,
          `PHONE (A/C, No, Ext): (${digits(r, 3)}) ${digits(r, 3)}-${digits(r, 4)}`,
        ],
        ['', 'INSURER(S) AFFORDING COVERAGE NAIC #'],
        ['INSURED', `INSURER A : ${a} ${digits(r, 5)}`],
        [insured, `INSURER B : ${b} ${digits(r, 5)}`],
        [`${s.street}, ${s.city}, ${s.st} ${s.zip}`, `INSURER C : ${c} ${digits(r, 5)}`],
        `COVERAGES CERTIFICATE NUMBER: ${digits(r, 8)} REVISION NUMBER:`,
        'INSR LTR TYPE OF INSURANCE ADDL INSD SUBR WVD POLICY NUMBER POLICY EFF (MM/DD/YYYY) POLICY EXP (MM/DD/YYYY) LIMITS',
        `A X COMMERCIAL GENERAL LIABILITY Y ${glNumber} ${us(start)} ${us(end)} EACH OCCURRENCE $ 1,000,000`,
        'CLAIMS-MADE X OCCUR DAMAGE TO RENTED PREMISES (Ea occurrence) $ 100,000   MED EXP (Any one person) $ 5,000',
        "PERSONAL & ADV INJURY $ 1,000,000   GEN'L AGGREGATE LIMIT APPLIES PER: X POLICY   GENERAL AGGREGATE $ 2,000,000",
        `C X UMBRELLA LIAB X OCCUR UMB${digits(r, 6)} ${us(umbrella)} ${us({ ...umbrella, y: umbrella.y + 1 })} EACH OCCURRENCE $ 5,000,000 AGGREGATE $ 5,000,000`,
        `${propertyLetter} PROPERTY ${number} ${us(start)} ${us(end)} BUILDING $ ${amount.toLocaleString('en-US')} SPECIAL FORM, DED $ ${r.pick(['5,000', '10,000', '25,000'])}`,
        `DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES: Location: ${siteLine(s)}. ${lender}, ISAOA/ATIMA, is Mortgagee and Lender's Loss Payee as respects the Property policy; Additional Insured as respects General Liability. Loan # ${digits(r, 9)}`,
        ['CERTIFICATE HOLDER', 'CANCELLATION'],
        [
          `${lender} ISAOA/ATIMA`,
          'SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.',
        ],
        ['', `AUTHORIZED REPRESENTATIVE ${personName(r)}`],
        'ACORD 25 (2016/03) (c) 1988-2015 ACORD CORPORATION. All rights reserved.',
      ],
    ];
    return { truth, pages };
  },
};

/** Texas T-7 commitment: Schedules A, B and C; the loan policy after the owner's; old and new liens. */
const tcF: Family = {
  id: 'title-commitment/f',
  cls: 'title-commitment',
  make: (r) => {
    const s = siteIn(r, TX_TOWNS);
    const effective = day(r, 2025, 2026);
    const gf = `${r.pick(['GF', 'CTT'])}${digits(r, 2)}-${digits(r, 5)}`;
    const purchase = r.next() < 0.6;
    const loan = r.int(30, 800) * 5000;
    const price = Math.round(loan / r.pick([0.65, 0.7, 0.75, 0.8]) / 1000) * 1000;
    const entity = r.next() < 0.5;
    const owner = entity
      ? `${r.pick(['Quarry Road', 'Fulton Street', 'Old Mill'])} Partners, LLC`
      : someone(r);
    const buyer = purchase ? personName(r) : owner;
    const lender = r.pick(['Harborline Bank', 'Prairie Commerce Bank', 'Lone Oak Mortgage Company']);
    const truth: Generated['truth'] = {
      commitment_number: gf,
      effective_date: iso(effective),
      policy_amount: loan,
      vested_owner: owner,
      property_address: siteLine(s),
    };
    const foot = `File No.: ${gf}   Form T-7: Commitment for Title Insurance`;
    const pages: Line[][] = [
      [
        'SCHEDULE A',
        [`Effective Date: ${long(effective)}, 8:00 AM`, `GF No. ${gf}`],
        [`Commitment No. ${gf}, issued ${long(addDays(effective, r.int(3, 12)))}, 5:00 PM`, ''],
        '1. The policy or policies to be issued are:',
        "(a) OWNER'S POLICY OF TITLE INSURANCE (Form T-1) (Not applicable for improved one-to-four family residential real estate)",
        `Policy Amount: $ ${purchase ? bare(price) : ''}`,
        `PROPOSED INSURED: ${purchase ? buyer : ''}`,
        '(b) LOAN POLICY OF TITLE INSURANCE (Form T-2)',
        `Policy Amount: $ ${bare(loan)}`,
        `PROPOSED INSURED: ${lender}, and each successor in ownership of the indebtedness secured by the insured mortgage`,
        `Proposed Borrower: ${buyer}`,
        '(c) LOAN TITLE POLICY BINDER ON INTERIM CONSTRUCTION LOAN (Form T-13)  Binder Amount: $',
        '2. The interest in the land covered by this Commitment is: Fee Simple',
        `3. Record title to the land on the Effective Date appears to be vested in: ${owner}, ${entity ? 'a Texas limited liability company' : r.pick(['a single person', 'an unmarried person'])}`,
        `4. Legal description of land: Lot ${r.int(1, 40)}, Block ${r.int(1, 12)}, ${r.pick(['Quail Creek', 'Stone Oak', 'Timberline'])} Addition, an addition to the City of ${s.city}, ${s.county} County, Texas, according to the map or plat recorded in Document No. ${digits(r, 10)}, Official Public Records of ${s.county} County, Texas (commonly known as ${siteLine(s)}).`,
        foot,
      ],
      [
        'SCHEDULE B - EXCEPTIONS FROM COVERAGE',
        "In addition to the Exclusions and Conditions and Stipulations, your Policy will not cover loss, costs, attorney's fees, and expenses resulting from:",
        `1. The following restrictive covenants of record itemized below: Document No. ${digits(r, 10)}, Official Public Records of ${s.county} County, Texas.`,
        '2. Any discrepancies, conflicts, or shortages in area or boundary lines, or any encroachments or protrusions, or any overlapping of improvements.',
        `5. Standby fees, taxes and assessments by any taxing authority for the year ${effective.y}, and subsequent years.`,
        `10. a. Easement ${r.int(5, 20)} feet in width granted to ${r.pick(['CPS Energy', 'Oncor Electric Delivery', 'CenterPoint Energy'])}, recorded in Volume ${r.int(1000, 9999)}, Page ${r.int(1, 900)}, Deed Records.`,
        `b. Building set-back line ${r.pick([15, 20, 25])} feet along the front property line, as shown on the plat.`,
        'c. Rights of tenants in possession, as tenants only, under unrecorded leases.',
        foot,
      ],
      [
        'SCHEDULE C',
        "Your Policy will not cover loss, costs, attorney's fees, and expenses resulting from the following requirements that will appear as Exceptions in Schedule B of the Policy, unless you dispose of these matters to our satisfaction:",
        ...(purchase ? [`1. Warranty Deed from ${owner} to ${buyer}.`] : []),
        `${purchase ? 2 : 1}. Deed of Trust from ${buyer} to ${someone(r)}, Trustee, for the benefit of ${lender}, securing a note in the amount of $${bare(loan)}.`,
        `${purchase ? 3 : 2}. Release of the Deed of Trust dated ${us(day(r, 2012, 2022))}, recorded under Document No. ${digits(r, 10)}, executed by ${owner} to ${personName(r)}, Trustee, securing ${r.pick(['Lakeland Savings', 'Summit Mortgage Corp.'])} in the original principal amount of $${bare(r.int(20, 400) * 5000)}.`,
        ...(entity
          ? [
              `${purchase ? 4 : 3}. Furnish the Certificate of Formation and Company Agreement of ${owner}, with evidence of the authority of its signers.`,
            ]
          : []),
        `Payment of all taxes due for the year ${effective.y - 1} and prior years, evidenced by a tax certificate.`,
        foot,
      ],
    ];
    return { truth, pages };
  },
};

export const FORM_FAMILIES_F = [apF, ibF, tcF];
