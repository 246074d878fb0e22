// HELD OUT (held-out-2), family 6 ('/f') of the property documents, written blind (nothing of the
// extractor read): a property-management system's rent roll grouped under a property line (status
// column with Current / Notice-Unrented / Vacant-Unrented, market rent before rent, deposits and
// past-due amounts, rows continued on a second page, a 'Total N Units, P% Occupied' line) and the
// California residential purchase agreement (offer paragraph with the address in City / County /
// Zip boxes, the price in words and figures, close of escrow as a date or as days after
// acceptance, deposit, first loan and balance of down payment, seller named only at acceptance,
// 'Property Address' in the page footers).
import {
  addDays,
  bare,
  CA_TOWNS,
  digits,
  inWords,
  siteIn,
  siteLine,
  someone,
  title,
  TOWNS,
} from './families-f-util';
import { day, iso, personName, us } from './rng';
import type { Family, Generated, Line } from './types';

/** Property-management rent roll: status column, notice units occupied, rows over two pages. */
const rrF: Family = {
  id: 'rent-roll/f',
  cls: 'rent-roll',
  make: (r) => {
    const s = siteIn(r, TOWNS);
    const name = `${r.pick(['Chestnut', 'Prospect', 'Juniper', 'Beacon'])} ${r.pick(['Court', 'Commons', 'Place'])}`;
    const asOf = day(r, 2024, 2026);
    const units = Array.from({ length: r.int(5, 16) }, (_, i) => {
      const roll = r.next();
      const status = roll < 0.2 ? 'Vacant-Unrented' : roll < 0.32 ? 'Notice-Unrented' : 'Current';
      const market = r.int(14, 40) * 50;
      const occupied = status !== 'Vacant-Unrented';
      return {
        unit: `${Math.floor(i / 4) + 1}${String((i % 4) + 1).padStart(2, '0')}`,
        status,
        sqft: r.int(520, 1250),
        tenant: occupied ? someone(r) : null,
        market,
        rent: occupied ? market - r.int(0, 6) * 15 : 0,
        deposit: occupied ? r.int(4, 15) * 100 : 0,
        due: occupied && r.next() < 0.25 ? r.int(1, 90) * 10 : 0,
      };
    });
    const total = units.reduce((a, u) => a + u.rent, 0);
    const vacant = units.filter((u) => !u.tenant).length;
    const truth: Generated['truth'] = {
      property_address: siteLine(s),
      unit_count: units.length,
      vacant_units: vacant,
      total_monthly_rent: total,
    };
    const header = 'Unit Tenant Status Sqft Market Rent Rent Deposit Lease From Lease To Move-in Past Due';
    const rows = units.map((u) => {
      if (!u.tenant) return `${u.unit} ${u.status} ${u.sqft} ${bare(u.market)}`;
      const from = day(r, 2022, 2025);
      return `${u.unit} ${u.tenant} ${u.status} ${u.sqft} ${bare(u.market)} ${bare(u.rent)} ${bare(u.deposit)} ${us(from)} ${us({ ...from, y: from.y + 1 })} ${us(addDays(from, -r.int(0, 400)))} ${bare(u.due)}`;
    });
    const cut = Math.min(rows.length, 9);
    const occupancy = ((100 * (units.length - vacant)) / units.length).toFixed(1);
    const sumOf = (k: 'market' | 'deposit' | 'due') => bare(units.reduce((a, u) => a + u[k], 0));
    const footer = `Total ${units.length} Units, ${occupancy}% Occupied ${sumOf('market')} ${bare(total)} ${sumOf('deposit')} ${sumOf('due')}`;
    const pages: Line[][] = [
      [
        'Rent Roll',
        [`Properties: ${name}`, `As of: ${us(asOf)}`],
        ['Units: Active', 'Include Non-Revenue Units: No'],
        header,
        `-> ${name} - ${s.street} ${s.city}, ${s.st} ${s.zip}`,
        ...rows.slice(0, cut),
        ...(rows.length > cut ? [] : [footer]),
        `Created on ${us(addDays(asOf, 1))}  Page 1`,
      ],
      ...(rows.length > cut
        ? [['Rent Roll', header, ...rows.slice(cut), footer, `Created on ${us(addDays(asOf, 1))}  Page 2`]]
        : []),
    ];
    return { truth, pages };
  },
};

/** California RPA: offer paragraph, price in words and figures, finance terms, seller at acceptance. */
const pcF: Family = {
  id: 'purchase-contract/f',
  cls: 'purchase-contract',
  make: (r) => {
    const s = siteIn(r, CA_TOWNS);
    const price = r.int(90, 900) * 5000;
    const deposit = Math.round((price * r.pick([0.01, 0.02, 0.03])) / 500) * 500;
    const loan = Math.round((price * r.pick([0.6, 0.7, 0.75, 0.8])) / 1000) * 1000;
    const buyer = r.next() < 0.6 ? someone(r) : `${r.pick(['Meridian', 'Old Mill', 'Quarry'])} Homes LLC`;
    const seller = personName(r);
    const prepared = day(r, 2025, 2026);
    const closing = addDays(prepared, r.int(21, 60));
    const byDays = r.next() < 0.35;
    const truth: Generated['truth'] = {
      buyer,
      seller,
      property_address: siteLine(s),
      purchase_price: price,
      earnest_money: deposit,
      closing_date: byDays ? null : iso(closing),
    };
    const footer = `Property Address: ${siteLine(s)}   Date: ${us(prepared)}`;
    const pages: Line[][] = [
      [
        'CALIFORNIA RESIDENTIAL PURCHASE AGREEMENT AND JOINT ESCROW INSTRUCTIONS',
        '(For use with single family residential property - attached or detached)',
        `Date Prepared: ${us(prepared)}`,
        '1. OFFER:',
        `A. THIS IS AN OFFER FROM ${buyer} ("Buyer").`,
        `B. THE REAL PROPERTY to be acquired is ${s.street}, situated in ${s.city} (City), ${s.county} (County), California, ${s.zip} (Zip Code), Assessor's Parcel No. ${digits(r, 3)}-${digits(r, 3)}-${digits(r, 3)} ("Property").`,
        `C. THE PURCHASE PRICE offered is ${title(inWords(price))} Dollars $ ${bare(price)}.`,
        byDays
          ? `D. CLOSE OF ESCROW shall occur on ______________ (date) (or ${r.pick([21, 30, 45])} Days After Acceptance).`
          : `D. CLOSE OF ESCROW shall occur on ${us(closing)} (date) (or ____ Days After Acceptance).`,
        '2. AGENCY: The Parties each acknowledge receipt of a "Disclosure Regarding Real Estate Agency Relationships".',
        `Seller's Brokerage Firm ${r.pick(['Golden Oak Realty', 'Coastline Properties'])}  License Number ${digits(r, 8)}`,
        '3. FINANCE TERMS: Buyer represents that funds will be good when deposited with Escrow Holder.',
        `A. INITIAL DEPOSIT: Deposit shall be in the amount of ................ $ ${bare(deposit)}`,
        '(1) Buyer Direct Deposit: Buyer shall deliver deposit directly to Escrow Holder within 3 business days after Acceptance.',
        'B. INCREASED DEPOSIT: Buyer shall deposit with Escrow Holder an increased deposit in the amount of ... $ __________',
      ],
      [
        `D. LOAN(S): (1) FIRST LOAN: in the amount of ................ $ ${bare(loan)}`,
        `This loan will be conventional financing; interest rate not to exceed ${(5 + r.next() * 2.5).toFixed(3)}%.`,
        '(2) SECOND LOAN in the amount of ................ $ __________',
        `G. BALANCE OF DOWN PAYMENT OR PURCHASE PRICE in the amount of ...... $ ${bare(price - deposit - loan)}`,
        `H. PURCHASE PRICE (TOTAL): ................ $ ${bare(price)}`,
        'L. (1) LOAN CONTINGENCY: Buyer shall act diligently and in good faith to obtain the designated loan(s).',
        `(2) APPRAISAL CONTINGENCY: This Agreement is contingent upon a written appraisal of the Property at no less than the purchase price. Buyer shall remove the contingency within ${r.pick([17, 21])} Days After Acceptance.`,
        `Buyer's Initials (____) (____)   Seller's Initials (____) (____)`,
        footer,
        'RPA REVISED 12/21 (PAGE 2 OF 3)',
      ],
      [
        '32. ACCEPTANCE OF OFFER: Seller warrants that Seller is the owner of the Property, or has the authority to execute this Agreement.',
        'Seller accepts the above offer, and agrees to sell the Property on the above terms and conditions.',
        `Seller ______________________  Date ${us(addDays(prepared, r.int(1, 4)))}`,
        `(Print name) ${seller}`,
        `Buyer ______________________  Date ${us(prepared)}`,
        `(Print name) ${buyer}`,
        footer,
        'RPA REVISED 12/21 (PAGE 3 OF 3)',
      ],
    ];
    return { truth, pages };
  },
};

export const PROPERTY_FAMILIES_F = [rrF, pcF];
