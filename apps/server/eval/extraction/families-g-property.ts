// HELD OUT (held-out-3), family 7 ('/g') of the property and closing documents, written before the
// extractor's fourth round (only the ground-truth keys were looked up): a rent roll as a unit table
// with vacant rows and an occupancy line, a 'Real Estate Sales Agreement' naming a Purchaser and a
// Vendor with the price under 'Sales Price' and a 'Settlement Date', a short restricted appraisal
// report, an evidence of property insurance (ACORD 27 style), a title commitment whose Schedule A
// uses 'Proposed Policy Amount' and 'Commitment Date', and a driver's licence with short labels.
import { addressG, personG, personH } from './families-g-money';
import { bare, digits, letters } from './families-f-util';
import { iso, long, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const someDay = (r: Rng, from: number, to: number): Day => ({
  y: r.int(from, to),
  m: r.int(1, 12),
  d: r.int(1, 28),
});
const full = (a: ReturnType<typeof addressG>) => `${a.street}, ${a.city}, ${a.st} ${a.zip}`;

const rentRollG: Family = {
  id: 'rent-roll/g',
  cls: 'rent-roll',
  make: (r) => {
    const a = addressG(r);
    const units = Array.from({ length: r.int(4, 14) }, (_, i) => ({
      unit: `${r.pick(['A', 'B', ''])}${101 + i}`,
      vacant: r.next() < 0.2,
      rent: r.int(14, 38) * 50,
    }));
    const occupied = units.filter((u) => !u.vacant);
    const truth: Generated['truth'] = {
      property_address: full(a),
      unit_count: units.length,
      vacant_units: units.length - occupied.length,
      total_monthly_rent: occupied.reduce((s, u) => s + u.rent, 0),
    };
    const asOf = someDay(r, 2025, 2026);
    const pages: Line[][] = [
      [
        'RENT ROLL',
        `Property: ${full(a)}`,
        `As of: ${us(asOf)}    Owner: ${personH(r)}`,
        'Unit   Bed/Bath   Resident   Lease From   Lease To   Monthly Rent   Deposit',
        ...units.map((u) =>
          u.vacant
            ? `${u.unit}   ${r.int(1, 3)}/1   VACANT   -   -   -   -`
            : `${u.unit}   ${r.int(1, 3)}/${r.int(1, 2)}   ${personG(r)}   ${us(someDay(r, 2023, 2025))}   ${us(someDay(r, 2026, 2027))}   $${bare(u.rent)}   $${bare(u.rent)}`,
        ),
        `Occupied: ${occupied.length} of ${units.length} units (${Math.round((100 * occupied.length) / units.length)}%)`,
        `Total Monthly Rent (occupied units): $${bare(truth.total_monthly_rent as number)}`,
      ],
    ];
    return { truth, pages };
  },
};

const contractG: Family = {
  id: 'purchase-contract/g',
  cls: 'purchase-contract',
  make: (r) => {
    const a = addressG(r);
    const buyer = `${r.pick(['Ironwood', 'Tamarack', 'Orchard Bend'])} Acquisitions LLC`;
    const seller = personH(r);
    const price = r.int(30, 400) * 5000;
    const deposit = Math.round(price * r.pick([0.01, 0.02, 0.03, 0.05]));
    const close = someDay(r, 2025, 2026);
    const truth: Generated['truth'] = {
      buyer,
      seller,
      property_address: full(a),
      purchase_price: price,
      earnest_money: deposit,
      closing_date: iso(close),
    };
    const pages: Line[][] = [
      [
        'REAL ESTATE SALES AGREEMENT',
        `1. PARTIES. ${seller} ("Vendor") agrees to sell and ${buyer} ("Purchaser") agrees to buy the property described below on the terms of this Agreement.`,
        `2. PREMISES. The land and improvements located at ${full(a)}, together with all fixtures (the "Premises").`,
        '3. CONSIDERATION.',
        `   Sales Price: $${bare(price)}`,
        `   Initial Deposit (held in escrow by ${r.pick(['Beacon Title Agency', 'Foxglove Escrow Co.'])}): $${bare(deposit)}`,
        `   Balance due at settlement: $${bare(price - deposit)}`,
        `4. SETTLEMENT. Settlement shall take place on or before ${long(close)} (the "Settlement Date") at the office of the settlement agent.`,
        `5. INSPECTION PERIOD. Purchaser shall have ${r.int(10, 30)} days after the Effective Date to inspect the Premises.`,
      ],
      [
        'SIGNATURES',
        ['VENDOR:', 'PURCHASER:'],
        [`______________________ ${seller}`, `${buyer}, By: ${personG(r)}, Member`],
        [`Date: ${us(someDay(r, 2024, 2025))}`, `Date: ${us(someDay(r, 2024, 2025))}`],
      ],
    ];
    return { truth, pages };
  },
};

const appraisalG: Family = {
  id: 'appraisal/g',
  cls: 'appraisal',
  make: (r) => {
    const a = addressG(r);
    const value = r.int(40, 600) * 5000;
    const when = someDay(r, 2025, 2026);
    const appraiser = personH(r);
    const area = r.int(900, 9000);
    const built = r.int(1920, 2020);
    const truth: Generated['truth'] = {
      property_address: full(a),
      appraised_value: value,
      effective_date: iso(when),
      appraiser_name: appraiser,
      gross_living_area: area,
      year_built: built,
    };
    const pages: Line[][] = [
      [
        'RESTRICTED APPRAISAL REPORT',
        `Subject Property: ${full(a)}`,
        `Client: ${r.pick(['Keel Harbor Lending', 'Northgate Private Capital'])}    Intended Use: mortgage lending decision`,
        'IMPROVEMENTS',
        `Year Built: ${built}    Effective Age: ${r.int(5, 30)} years    Above Grade Living Area: ${area.toLocaleString('en-US')} sq. ft.`,
        `Site Area: ${r.int(4000, 40000).toLocaleString('en-US')} sq. ft.    Zoning: ${r.pick(['R-2', 'RM-1', 'MU'])}`,
        'VALUE CONCLUSION',
        `Sales Comparison Approach: $${(value + r.int(-8, 8) * 5000).toLocaleString('en-US')}`,
        `Final Opinion of Market Value: $${value.toLocaleString('en-US')}`,
        `Date of Value: ${long(when)}`,
      ],
      [
        'CERTIFICATION',
        'I certify that, to the best of my knowledge and belief, the statements of fact contained in this report are true and correct.',
        `Signature: ______________________   Name: ${appraiser}`,
        `State Certification #: ${letters(r, 2)}${digits(r, 6)}   Date of Signature and Report: ${us(when)}`,
      ],
    ];
    return { truth, pages };
  },
};

const insuranceG: Family = {
  id: 'insurance-binder/g',
  cls: 'insurance-binder',
  make: (r) => {
    const named = personG(r);
    const company = r.pick(['Lakeshore Mutual Insurance Co.', 'Granary Fire & Casualty Company']);
    const number = `${letters(r, 3)}${digits(r, 7)}`;
    const start = someDay(r, 2025, 2026);
    const end = { ...start, y: start.y + 1 };
    const limit = r.int(20, 500) * 5000;
    const premium = r.int(90_000, 2_500_000) / 100;
    const truth: Generated['truth'] = {
      insured_name: named,
      insurer: company,
      policy_number: number,
      effective_date: iso(start),
      expiration_date: iso(end),
      coverage_amount: limit,
      annual_premium: premium,
    };
    const a = addressG(r);
    const pages: Line[][] = [
      [
        'EVIDENCE OF PROPERTY INSURANCE',
        `DATE (MM/DD/YYYY): ${us(someDay(r, 2025, 2026))}`,
        ['AGENCY:', 'COMPANY:'],
        [`${personH(r)} Insurance Services`, company],
        ['NAMED INSURED AND ADDRESS:', `POLICY NUMBER: ${number}`],
        [named, `EFFECTIVE DATE: ${us(start)}   EXPIRATION DATE: ${us(end)}`],
        'PROPERTY INFORMATION',
        `LOCATION/DESCRIPTION: ${full(a)}`,
        'COVERAGE INFORMATION   PERILS INSURED: SPECIAL',
        `COVERAGE / PERILS / FORMS   AMOUNT OF INSURANCE   DEDUCTIBLE`,
        `Building   $${limit.toLocaleString('en-US')}   $${r.pick([1000, 2500, 5000]).toLocaleString('en-US')}`,
        `Loss of Rents   $${(r.int(2, 30) * 5000).toLocaleString('en-US')}`,
        `Total Annual Premium: $${bare(premium)}`,
      ],
    ];
    return { truth, pages };
  },
};

const titleG: Family = {
  id: 'title-commitment/g',
  cls: 'title-commitment',
  make: (r) => {
    const a = addressG(r);
    const file = `${r.int(2024, 2026)}-${digits(r, 5)}`;
    const when = someDay(r, 2025, 2026);
    const amount = r.int(20, 500) * 5000;
    const owner = r.next() < 0.5 ? personG(r) : `${r.pick(['Saddle Creek', 'Foxglove'])} Holdings LLC`;
    const truth: Generated['truth'] = {
      commitment_number: file,
      effective_date: iso(when),
      policy_amount: amount,
      vested_owner: owner,
      property_address: full(a),
    };
    const pages: Line[][] = [
      [
        'COMMITMENT FOR TITLE INSURANCE',
        `Issued by ${r.pick(['Great Basin Title Insurance Company', 'Heartland Land Title Co.'])}`,
        'SCHEDULE A',
        `File No.: ${file}`,
        `1. Commitment Date: ${long(when)} at 8:00 a.m.`,
        `2. Policy to be issued: ALTA Loan Policy (07/01/2021)   Proposed Insured: ${r.pick(['Keel Harbor Lending', 'Northgate Private Capital'])}, its successors and/or assigns   Proposed Policy Amount: $${bare(amount)}`,
        '3. The estate or interest in the Land at the Commitment Date is fee simple.',
        `4. The Title is, at the Commitment Date, vested in: ${owner}`,
        `5. The Land is described as follows: Lot ${r.int(1, 40)}, Block ${r.int(1, 12)}, ${r.pick(['Orchard Bend', 'Tamarack'])} Subdivision, commonly known as ${full(a)}.`,
      ],
    ];
    return { truth, pages };
  },
};

const licenceG: Family = {
  id: 'driver-license/g',
  cls: 'driver-license',
  make: (r) => {
    const [first, last] = personG(r).split(' ') as [string, string];
    const born = someDay(r, 1955, 2002);
    const expires = someDay(r, 2027, 2032);
    const number = `${letters(r, 2)}${digits(r, 6)}`;
    const state = r.pick(['Nevada', 'Idaho', 'Wisconsin', 'Kentucky']);
    const truth: Generated['truth'] = {
      full_name: `${first} ${last}`,
      date_of_birth: iso(born),
      license_number: number,
      expiration_date: iso(expires),
      issuing_state: state,
    };
    const a = addressG(r);
    const pages: Line[][] = [
      [
        `${state.toUpperCase()} DRIVER LICENSE`,
        `LIC# ${number}   CLASS C`,
        `${last.toUpperCase()}, ${first.toUpperCase()}`,
        `${a.street.toUpperCase()}`,
        `${a.city.toUpperCase()} ${a.st} ${a.zip}`,
        `DOB ${us(born)}   EXPIRES ${us(expires)}`,
        `SEX ${r.pick(['M', 'F'])}  HGT 5-${r.int(1, 11)}  EYES ${r.pick(['BRO', 'BLU', 'GRN'])}  ISSUED ${us(someDay(r, 2019, 2024))}`,
      ],
    ];
    return { truth, pages };
  },
};

export const PROPERTY_FAMILIES_G = [rentRollG, contractG, appraisalG, insuranceG, titleG, licenceG];
