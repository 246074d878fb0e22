// HELD OUT (held-out-8), family 12 ('/l') of the purchase contracts, written blind (the extractor never
// opened). Either the Oregon 'Residential Real Estate Sale Agreement' (OREF 001: line numbers down
// the left margin, 'BUYER:' then the property 'situated in the State of Oregon, County of ..., and
// commonly known or identified as:' its address, with the tax account number; 'PRICE/OTHER TERMS'
// with the earnest money 'herein receipted for', an ADDITIONAL earnest money filled in or left
// blank, the balance; the escrow holder; 'Closing shall occur on a date mutually agreed ... but in
// no event later than ... (the Closing Deadline)'; the SELLER named only in the acceptance block at
// the end) or the Minnesota 'Purchase Agreement' (MN:PA: the date, 'BUYER(S):', 'Buyer's earnest
// money in the amount of' in words and figures, the address over Street Address / City of /
// County of / State of Minnesota / Zip Code, the price in words and figures, a new conventional
// mortgage, 'The date of closing shall be', seller's printed name at the acceptance). Truth: the
// Oregon earnest money as the initial plus the additional deposit when it is filled in, the Closing
// Deadline as the closing date.
import { inWords, title } from './families-f-util';
import { plusDays } from './families-j-util';
import {
  dollarsL,
  firmL,
  firstLayoutL,
  fullL,
  mdyL,
  numL,
  peopleL,
  placeL,
  STATE_TOWNS_L,
  usdL,
} from './families-l-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const parties = (r: Rng) => {
  const [a, b, c] = peopleL(r, 3);
  const buyer =
    r.next() < 0.3 ? `${firmL(r)} LLC` : r.next() < 0.5 ? `${fullL(a!)} and ${fullL(c!)}` : fullL(a!);
  return { buyer, seller: fullL(b!) };
};

/** OREF forms number every line in the left margin. */
const numbered = (lines: string[], from: number): Line[] => lines.map((t, i) => `${from + i * 3}   ${t}`);

const oregon = (r: Rng): Generated => {
  const { buyer, seller } = parties(r);
  const at = placeL(r, STATE_TOWNS_L.OR!);
  const price = r.int(70, 240) * 2500;
  const initial = r.pick([2000, 5000, 10000]);
  const additional = r.next() < 0.5 ? r.int(2, 8) * 2500 : 0;
  const earnest = initial + additional;
  const signed: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const deadline = plusDays(signed, r.int(30, 50));
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, OR ${at.zip}`,
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(deadline),
  };
  const loan = Math.round((price * r.int(70, 80)) / 100 / 1000) * 1000;
  const pages: Line[][] = [
    [
      'RESIDENTIAL REAL ESTATE SALE AGREEMENT',
      `OREF 001   Oregon Real Estate Forms   Date of offer: ${mdyL(signed)}`,
      ...numbered(
        [
          `1. BUYER: ${buyer} (hereinafter "Buyer").`,
          `2. PROPERTY DESCRIPTION: Buyer offers to buy from Seller the following described real property (hereinafter "Property") situated in the State of Oregon, County of ${at.county}, and commonly known or identified as: ${at.street}, ${at.city}, OR ${at.zip} (Insert street address, city, zip code, tax identification number, lot/block description, etc.) Tax Account No. ${numL(r, 6)}.`,
          `3. PRICE/OTHER TERMS: Buyer offers to purchase the Property upon the following terms: The total purchase price is ${dollarsL(price)} US Dollars ("Purchase Price") on the following terms:`,
          `4. Earnest money herein receipted for of ${usdL(initial)} shall be deposited with ${r.pick(['Deschutes County Title & Escrow', 'Cascade Closing Services, Inc.'])} (Escrow) within 3 business days;`,
          additional
            ? `5. Additional earnest money of ${usdL(additional)} on or before ${mdyL(plusDays(signed, 10))};`
            : '5. Additional earnest money of $__________ on or before __________;',
          `6. Balance of down payment ${usdL(price - loan - earnest)} at closing; and ${usdL(loan)} by a new CONVENTIONAL loan (see Financing below).`,
          "7. FINANCING: Buyer's obligation to purchase is contingent upon Buyer obtaining the financing described above.",
          `8. CLOSING: Closing shall occur on a date mutually agreed between Buyer and Seller, but in no event later than ${mdyL(deadline)} (the "Closing Deadline").`,
          `9. POSSESSION: Possession shall be delivered to Buyer by 5:00 p.m. ${r.pick(['on closing', 'three days after closing'])}.`,
        ],
        12,
      ),
    ],
    [
      'RESIDENTIAL REAL ESTATE SALE AGREEMENT - Page 2 of 2',
      ...numbered(
        [
          `OFFER TO PURCHASE: This offer shall automatically expire on ${mdyL(plusDays(signed, 2))} at 5:00 p.m.`,
          `Buyer Signature ______________________ Date ${mdyL(signed)}   Buyer: ${buyer}`,
          `Buyer's address: ${placeL(r).street}`,
          `SELLER'S ACCEPTANCE AND AGREEMENT TO SELL: Seller accepts Buyer's offer. ${r.pick(['Selling Licensee', 'Listing Firm'])} commission is ${r.int(2, 3)}.${r.pick([0, 5])}%.`,
          `Seller Signature ______________________ Date ${mdyL(plusDays(signed, 1))}   Seller: ${seller}`,
        ],
        301,
      ),
    ],
  ];
  return { truth, pages };
};

const minnesota = (r: Rng): Generated => {
  const { buyer, seller } = parties(r);
  const at = placeL(r, STATE_TOWNS_L.MN!);
  const price = r.int(60, 220) * 2500;
  const earnest = r.int(2, 12) * 1000;
  const dated: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const closing = plusDays(dated, r.int(30, 60));
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, MN ${at.zip}`,
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(closing),
  };
  const loan = Math.round((price * r.int(75, 95)) / 100 / 1000) * 1000;
  const pages: Line[][] = [
    [
      'PURCHASE AGREEMENT',
      'This form approved by the Minnesota Association of REALTORS, which disclaims any liability arising out of use or misuse of this form.',
      [`1. Date ${mdyL(dated)}`, '2. Page 1 of 2'],
      `3. BUYER(S): ${buyer}`,
      `4. Buyer's earnest money in the amount of ${title(inWords(earnest))} Dollars (${dollarsL(earnest)})`,
      `5. shall be delivered to listing broker, or, if checked, to [ ] ${r.pick(['Olmsted Title Services', 'Granite City Abstract'])}, no later than two (2) Business Days after Final Acceptance Date of this Purchase Agreement.`,
      '6. Said earnest money is part payment for the purchase of the property located at',
      `7. Street Address: ${at.street}`,
      `8. City of ${at.city}, County of ${at.county}, State of Minnesota, Zip Code ${at.zip}`,
      `9. legally described as Lot ${r.int(1, 30)}, Block ${r.int(1, 9)}, ${r.pick(['Tamarack Addition', 'Kittiwake Hills 2nd Addition'])}, PID ${numL(r, 2)}.${numL(r, 2)}.${numL(r, 3)}.${numL(r, 3)}`,
      '10. including all fixtures on the following property, if any, owned by Seller and used and located on said property.',
      `11. PRICE AND TERMS: The price for the real and personal property included in this sale is ${title(inWords(price))} Dollars (${dollarsL(price)}),`,
      `12. which Buyer shall pay as follows: Cash of at least ${100 - Math.round((loan / price) * 100)} percent (%) of the sale price, which includes the earnest money; PLUS`,
      `13. Financing of ${dollarsL(loan)}, the total amount secured against this property to fund this purchase, by a new CONVENTIONAL mortgage.`,
    ],
    [
      'PURCHASE AGREEMENT - Page 2',
      `14. CLOSING: The date of closing shall be ${mdyL(closing)}. This date of closing may be changed by mutual agreement of the parties.`,
      `15. POSSESSION: Seller shall deliver possession of the property ${r.pick(['on the date of closing', 'no later than 2 days after closing'])}.`,
      `16. REAL ESTATE TAXES: Seller shall pay on date of closing all prior year taxes; taxes due and payable in the year of closing shall be prorated.`,
      `17. I, the owner of the property, accept this Purchase Agreement and authorize the listing broker to withdraw said property from the market. Final Acceptance Date: ${mdyL(plusDays(dated, 1))}`,
      ["(Seller's Signature) __________________", "(Buyer's Signature) __________________"],
      [`(Seller's Printed Name) ${seller}`, `(Buyer's Printed Name) ${buyer}`],
    ],
  ];
  return { truth, pages };
};

export const CONTRACT_FAMILY_L: Family[] = [
  {
    id: 'purchase-contract/l',
    cls: 'purchase-contract',
    make: (r) => (firstLayoutL(r) ? oregon(r) : minnesota(r)),
  },
];
