// HELD OUT, family 5 ('/e') of the forms: driver's licence, passport, appraisal, insurance binder,
// title commitment. Written after families 1-4 and BEFORE any further tuning of the extractor, from
// real published layouts: AAMVA card field codes (DL, EXP, LN, FN, DOB, ISS, DD), a passport data
// page with labels above values in three languages and an ICAO MRZ, the URAR form (address in
// City/State/Zip boxes, indicated values by approach, reconciliation sentence, supervisory
// appraiser), the ACORD 75 binder (labels above a row of values, coverage table) and the 2021 ALTA
// commitment (transaction identification data, owner's and loan policies, Exhibit A).
import type { Family, Generated, Line } from './types';
import { addressLine, day, iso, long, personName, place, us, usd, type Day, type Rng } from './rng';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
const dmy = (t: Day) => `${String(t.d).padStart(2, '0')} ${MON[t.m - 1]} ${t.y}`;

const holder = (r: Rng) => {
  const first = personName(r).split(' ')[0]!;
  const last = personName(r).split(' ')[1]!;
  const born = day(r, 1945, 2004);
  const issued = day(r, 2018, 2025);
  return { first, last, name: `${first} ${last}`, born, issued, where: place(r) };
};

/** AAMVA card: number and expiry first, 'LN'/'FN' codes, a document discriminator full of digits. */
const dlE: Family = {
  id: 'driver-license/e',
  cls: 'driver-license',
  make: (r) => {
    const h = holder(r);
    const number = `${String.fromCharCode(65 + r.int(0, 25))}${digits(r, 3)}-${digits(r, 3)}-${digits(r, 3)}`;
    const expires: Day = { y: h.issued.y + r.pick([4, 6, 8]), m: h.born.m, d: h.born.d };
    const truth: Generated['truth'] = {
      full_name: h.name,
      date_of_birth: iso(h.born),
      license_number: number,
      expiration_date: iso(expires),
      issuing_state: h.where.state,
    };
    const pages: Line[][] = [
      [
        `${h.where.state} USA`,
        ['DRIVER LICENSE', 'REAL ID'],
        [`DL ${number}`, `CLASS C`],
        `EXP ${us(expires)}`,
        `LN ${h.last.toUpperCase()}`,
        `FN ${h.first.toUpperCase()}`,
        `${h.where.street.toUpperCase()}`,
        `${h.where.city.toUpperCase()}, ${h.where.st} ${h.where.zip}-${digits(r, 4)}`,
        [`DOB ${us(h.born)}`, `RSTR NONE`],
        [
          `SEX ${r.pick(['F', 'M'])}  HGT 5'-${String(r.int(0, 11)).padStart(2, '0')}"  WGT ${r.int(110, 240)} lb`,
          `EYES BRN HAIR BLK`,
        ],
        [
          `DD ${digits(r, 8)}/${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}FD/${String(expires.y).slice(2)}`,
          `ISS ${us(h.issued)}`,
        ],
      ],
    ];
    return { truth, pages };
  },
};

/** Passport data page: trilingual labels with the value on the line below, MRZ at the foot. */
const ppE: Family = {
  id: 'passport/e',
  cls: 'passport',
  make: (r) => {
    const h = holder(r);
    const number = `${r.pick(['A', 'E', 'P'])}${digits(r, 8)}`;
    const expires: Day = { ...h.issued, y: h.issued.y + 10, d: Math.max(1, h.issued.d - 1) };
    const truth: Generated['truth'] = {
      full_name: h.name,
      passport_number: number,
      nationality: 'United States of America',
      date_of_birth: iso(h.born),
      expiration_date: iso(expires),
    };
    const yymmdd = (t: Day) =>
      `${String(t.y).slice(2)}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}`;
    const pages: Line[][] = [
      [
        'UNITED STATES OF AMERICA',
        ['PASSPORT / PASSEPORT / PASAPORTE', `Passport No. / No. du Passeport / No. de Pasaporte`],
        ['Type / Type / Tipo   Code / Code / Codigo', number],
        'P   USA',
        'Surname / Nom / Apellidos',
        h.last.toUpperCase(),
        'Given Names / Prenoms / Nombres',
        h.first.toUpperCase(),
        'Nationality / Nationalite / Nacionalidad',
        'UNITED STATES OF AMERICA',
        ['Date of birth / Date de naissance / Fecha de nacimiento', 'Place of birth / Lieu de naissance'],
        [dmy(h.born).toUpperCase(), `${h.where.state.toUpperCase()}, U.S.A.`],
        ['Date of issue / Date de delivrance', 'Authority / Autorite / Autoridad'],
        [dmy(h.issued).toUpperCase(), 'United States Department of State'],
        "Date of expiration / Date d'expiration / Fecha de caducidad",
        dmy(expires).toUpperCase(),
        `Endorsements / Mentions Speciales / Anotaciones   SEE PAGE ${r.int(17, 27)}`,
        '',
        `P<USA${h.last.toUpperCase()}<<${h.first.toUpperCase()}`.padEnd(44, '<'),
        `${number}${r.int(0, 9)}USA${yymmdd(h.born)}${r.int(0, 9)}${r.pick(['M', 'F'])}${yymmdd(expires)}${r.int(0, 9)}${digits(r, 9)}<${digits(r, 4)}`
          .slice(0, 44)
          .padEnd(44, '<'),
      ],
    ];
    return { truth, pages };
  },
};

/** URAR: address split into City/State/Zip boxes, contract price, approaches, reconciliation, signatures. */
const apE: Family = {
  id: 'appraisal/e',
  cls: 'appraisal',
  make: (r) => {
    const p = place(r);
    const value = r.int(30, 1800) * 2500;
    const area = r.int(720, 6400);
    const built = r.int(1901, 2024);
    const effective = day(r, 2024, 2026);
    const signed: Day = { ...effective, d: Math.min(28, effective.d + r.int(1, 6)) };
    const appraiser = personName(r);
    const truth: Generated['truth'] = {
      property_address: addressLine(p),
      appraised_value: value,
      effective_date: iso(effective),
      appraiser_name: appraiser,
      gross_living_area: area,
      year_built: built,
    };
    const contract = Math.round((value * (0.95 + r.next() * 0.1)) / 500) * 500;
    const pages: Line[][] = [
      [
        'Uniform Residential Appraisal Report File # ' + digits(r, 6),
        'The purpose of this summary appraisal report is to provide the lender/client with an accurate opinion of market value.',
        `Property Address ${p.street} City ${p.city} State ${p.st} Zip Code ${p.zip}`,
        `Borrower ${personName(r)} Owner of Public Record ${personName(r)} County ${r.pick(['Travis', 'Denver', 'Wake', 'Fulton'])}`,
        `Contract Price $ ${contract.toLocaleString('en-US')} Date of Contract ${us(day(r, 2023, 2025))}`,
        `Units One   # of Stories ${r.int(1, 3)}   Year Built ${built}   Effective Age (Yrs) ${r.int(3, 30)}`,
        `Finished area above grade contains: ${r.int(5, 11)} Rooms ${r.int(2, 5)} Bedrooms ${r.int(1, 4)} Bath(s) ${area.toLocaleString('en-US')} Square Feet of Gross Living Area Above Grade`,
        `Indicated Value by Sales Comparison Approach $ ${value.toLocaleString('en-US')}`,
        `Indicated Value by: Sales Comparison Approach $ ${value.toLocaleString('en-US')} Cost Approach (if developed) $ ${Math.round(value * 1.04).toLocaleString('en-US')} Income Approach (if developed) $`,
      ],
      [
        'RECONCILIATION',
        'Based on a complete visual inspection of the interior and exterior areas of the subject property, defined scope of work,',
        `my (our) opinion of the market value, as defined, of the real property that is the subject of this report is $ ${value.toLocaleString('en-US')}, as of ${us(effective)},`,
        'which is the date of inspection and the effective date of this appraisal.',
        '',
        ['APPRAISER', 'SUPERVISORY APPRAISER (ONLY IF REQUIRED)'],
        ['Signature ____________', 'Signature ____________'],
        [`Name ${appraiser}`, `Name ${personName(r)}`],
        [
          `Company Name ${r.pick(['Keystone Valuation', 'Summit Appraisal Group', 'Lakeside Appraisals'])}`,
          'Company Name',
        ],
        [`Date of Signature and Report ${us(signed)}`, 'Date of Signature'],
        [`Effective Date of Appraisal ${us(effective)}`, `State Certification # ${digits(r, 7)}`],
        `State Certification # ${r.pick(['TX', 'CO', 'FL'])}-${digits(r, 7)}   Expiration Date of Certification ${us(day(r, 2026, 2028))}`,
      ],
    ];
    return { truth, pages };
  },
};

const CARRIER = [
  'Prairie State Fire & Casualty Co.',
  'Tidewater Mutual Insurance Company',
  'Sierra Peak Insurance Exchange',
  'Old Harbor Assurance Corp.',
];

/** ACORD-75-like binder: labels above their values, effective/expiration as a row, a coverage table. */
const ibE: Family = {
  id: 'insurance-binder/e',
  cls: 'insurance-binder',
  make: (r) => {
    const start = day(r, 2025, 2027);
    const end: Day = { ...start, y: start.y + 1 };
    const insured =
      r.next() < 0.5 ? personName(r) : `${r.pick(['Mesa Verde', 'Sandpiper', 'Oakhurst'])} Rentals, LLC`;
    const carrier = r.pick(CARRIER);
    const number = `${r.pick(['B', 'BDR', 'PB'])}${digits(r, 7)}`;
    const amount = r.int(12, 1600) * 2500;
    const premium = r.money(600, 38000);
    const truth: Generated['truth'] = {
      insured_name: insured,
      insurer: carrier,
      policy_number: number,
      effective_date: iso(start),
      expiration_date: iso(end),
      coverage_amount: amount,
      annual_premium: premium,
    };
    const p = place(r);
    const pages: Line[][] = [
      [
        'INSURANCE BINDER',
        `THIS BINDER IS A TEMPORARY INSURANCE CONTRACT, SUBJECT TO THE CONDITIONS SHOWN ON THE REVERSE SIDE OF THIS FORM.`,
        ['AGENCY', 'COMPANY'],
        [`${r.pick(['Crossroads', 'Main Street', 'Heritage'])} Insurance Agency`, carrier],
        ['PHONE (A/C, No, Ext)', 'DATE EFFECTIVE TIME DATE EXPIRATION TIME'],
        [`(${digits(r, 3)}) ${digits(r, 3)}-${digits(r, 4)}`, `${us(start)} 12:01 AM ${us(end)} 12:01 AM`],
        ['CODE SUB CODE', 'BINDER #'],
        [`${digits(r, 5)} ${digits(r, 2)}`, number],
        'INSURED',
        insured,
        `${p.street}, ${p.city}, ${p.st} ${p.zip}`,
        'DESCRIPTION OF OPERATIONS/VEHICLES/PROPERTY (Including Location)',
        `${r.int(2, 24)}-unit apartment building, frame construction, built ${r.int(1950, 2015)}`,
        'COVERAGES',
        'TYPE OF INSURANCE COVERAGE/FORMS DEDUCTIBLE COINS % AMOUNT',
        `PROPERTY BUILDING Special Form ${usd(r.pick([1000, 2500, 5000]), false)} 90% ${usd(amount, false)}`,
        `BUSINESS INCOME Actual Loss Sustained 72 hours ${usd(Math.round(amount / 8 / 1000) * 1000, false)}`,
        `GENERAL LIABILITY EACH OCCURRENCE ${usd(1000000, false)} GENERAL AGGREGATE ${usd(2000000, false)}`,
        `ESTIMATED TOTAL PREMIUM ${usd(premium)}`,
        'MORTGAGEE ADDITIONAL INSURED LOSS PAYEE',
        `${r.pick(['Bridgeview Lending', 'Northstar Capital'])} ISAOA/ATIMA, Loan # ${digits(r, 10)}`,
        `ACORD 75 (2016/03) (c) 1993-${r.int(2015, 2016)} ACORD CORPORATION. All rights reserved.`,
      ],
    ];
    return { truth, pages };
  },
};

/** 2021 ALTA commitment, Schedule A: identification data, two policies, vesting with a descriptor. */
const tcE: Family = {
  id: 'title-commitment/e',
  cls: 'title-commitment',
  make: (r) => {
    const p = place(r);
    const date = day(r, 2025, 2026);
    const number = `${r.pick(['CT', 'FA', '2026'])}-${digits(r, 6)}`;
    const loanAmount = r.int(20, 900) * 5000;
    const ownerAmount = Math.round(loanAmount / r.pick([0.65, 0.7, 0.75, 0.8]) / 1000) * 1000;
    const entity = r.next() < 0.5;
    const owner = entity ? `${r.pick(['Sandpiper', 'Oakhurst', 'Tall Pines'])} Holdings, LLC` : personName(r);
    const truth: Generated['truth'] = {
      commitment_number: number,
      effective_date: iso(date),
      policy_amount: loanAmount,
      vested_owner: owner,
      property_address: addressLine(p),
    };
    const pages: Line[][] = [
      [
        'COMMITMENT FOR TITLE INSURANCE',
        'SCHEDULE A',
        'Transaction Identification Data, for which the Company assumes no liability as set forth in Commitment Condition 5.e.:',
        `Issuing Agent: ${r.pick(['Capitol', 'Lakeshore', 'Frontier'])} Title Agency, LLC`,
        `Issuing Office: ${place(r).street}`,
        `Loan ID Number: ${digits(r, 10)}`,
        `Commitment Number: ${number}`,
        `Issuing Office File Number: ${digits(r, 2)}-${digits(r, 5)}`,
        `Property Address: ${addressLine(p)}`,
        `Revision Number: ${r.int(1, 3)}`,
        `1. Commitment Date: ${long(date)} at 8:00 a.m.`,
        '2. Policy to be issued:',
        `(a) 2021 ALTA Owner's Policy  Proposed Insured: ${personName(r)}  Proposed Amount of Insurance: ${usd(ownerAmount)}`,
        `(b) 2021 ALTA Loan Policy  Proposed Insured: ${r.pick(['Bridgeview Lending', 'Northstar Capital'])}, its successors and/or assigns as their interests may appear  Proposed Amount of Insurance: ${usd(loanAmount)}`,
        '3. The estate or interest in the Land at the Commitment Date is: Fee Simple',
        `4. The Title is, at the Commitment Date, vested in: ${owner}, ${entity ? `a ${p.state} limited liability company` : r.pick(['a single person', 'a married person'])}`,
        '5. The Land is described as follows: See Exhibit A attached hereto and made a part hereof.',
      ],
      [
        'EXHIBIT A',
        `Lot ${r.int(1, 60)}, Block ${String.fromCharCode(65 + r.int(0, 7))}, of ${r.pick(['Riverbend', 'Stonebridge'])} Subdivision, according to the map or plat thereof recorded in`,
        `Volume ${r.int(10, 99)}, Page ${r.int(1, 400)}, Plat Records of ${p.city} County, ${p.state}.`,
        `Commonly known as: ${addressLine(p)}`,
        '',
        'This page is only a part of a 2021 ALTA Commitment for Title Insurance. Copyright 2021 American Land Title Association.',
        `ALTA Commitment for Title Insurance (07-01-2021)  Page ${r.int(3, 6)} of ${r.int(7, 12)}`,
      ],
    ];
    return { truth, pages };
  },
};

export const FORM_FAMILIES_E = [dlE, ppE, apE, ibE, tcE];
