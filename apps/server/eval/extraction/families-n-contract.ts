// HELD OUT (held-out-10), family 14 ('/n') of the purchase contracts, written blind (the extractor never
// opened). The Arizona Association of REALTORS® 'Residential Resale Real Estate Purchase Contract'
// (line numbers down the margin, '1a. BUYER:', '1b. SELLER: ... or as identified in section 9c.' with
// the seller sometimes left blank and named only at the acceptance, '1d. Premises Address:' with
// the Assessor's # and then 'City: ... County: ... AZ, Zip Code:' on the next line, '1e.' money lines
// '$ ... Full Purchase Price, paid as outlined below', '$ ... Earnest money', a loan amount and a
// seller concession, '1f. Close of Escrow: ... close escrow on <date> ("COE")', an offer expiration,
// inspection period and seller disclosure deadlines as distractor dates, initials footers).
// Truth: the buyer and seller as printed (the seller from section 9c when 1b is blank), the address
// from its boxes, the earnest money, the COE date.
import { plusDays } from './families-j-util';
import { dollarsN, firmN, fullN, longN, mdyN, numN, peopleN, placeN, STATE_TOWNS_N } from './families-n-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const ESCROW = ['Saguaro Title & Escrow Agency', 'Verde Valley Title Company'];

const contract = (r: Rng): Generated => {
  const [a, b, c, d, agent] = peopleN(r, 5);
  const buyer = r.next() < 0.45 ? `${fullN(a!)} and ${fullN(c!)}` : fullN(a!);
  const seller =
    r.next() < 0.3 ? `${firmN(r)}, LLC` : r.next() < 0.5 ? `${fullN(b!)} and ${fullN(d!)}` : fullN(b!);
  const sellerInSection1 = r.next() < 0.6;
  const at = placeN(r, STATE_TOWNS_N.AZ!);
  const price = r.int(110, 380) * 2500;
  const earnest = r.pick([1000, 2500, 5000, 7500, 10000]);
  const dated: Day = { y: 2026, m: r.int(1, 9), d: r.int(1, 28) };
  const coe = plusDays(dated, r.int(25, 55));
  const loan = Math.round((price * r.int(75, 97)) / 100 / 100) * 100;
  const concession = r.next() < 0.5 ? r.int(2, 12) * 500 : 0;
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, AZ ${at.zip}`,
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(coe),
  };
  let line = 0;
  const n = (text: string): Line => `${++line}. ${text}`;
  const footer = (page: number): Line =>
    `Residential Resale Real Estate Purchase Contract >> Updated: February 2022   Copyright © 2022 Arizona Association of REALTORS®. All rights reserved.   Initials> BUYER ____ BUYER ____ SELLER ____ SELLER ____   Page ${page} of 10`;
  const pages: Line[][] = [
    [
      'RESIDENTIAL RESALE REAL ESTATE PURCHASE CONTRACT',
      'The pre-printed portion of this form has been drafted by the Arizona Association of REALTORS®. Any change in the pre-printed language of this form must be made in a prominent manner.',
      '1. PROPERTY',
      n(`1a. BUYER: ${buyer.toUpperCase()}`),
      n(
        `1b. SELLER: ${sellerInSection1 ? seller.toUpperCase() : '_______________________________'} or as identified in section 9c.`,
      ),
      n(
        '1c. Buyer agrees to buy and Seller agrees to sell the real property with all improvements, fixtures, and appurtenances thereon or incidental thereto, plus the personal property described herein (collectively the "Premises").',
      ),
      n(
        `1d. Premises Address: ${at.street}   Assessor's #: ${numN(r, 3)}-${numN(r, 2)}-${numN(r, 3)}${r.pick(['', 'A', 'B'])}`,
      ),
      n(`City: ${at.city}   County: ${at.county}   AZ, Zip Code: ${at.zip}`),
      n(
        `Legal Description: Lot ${r.int(1, 240)}, ${r.pick(['Desert Sage Unit 2', 'Granite Dells Estates', 'Superstition Springs Parcel 7'])}, according to Book ${r.int(100, 999)} of Maps, page ${r.int(1, 60)}, records of ${at.county} County, Arizona.`,
      ),
      n('1e. $ ' + `${price.toLocaleString('en-US')}   Full Purchase Price, paid as outlined below`),
      n(`$ ${earnest.toLocaleString('en-US')}   Earnest money`),
      n(`$ ${loan.toLocaleString('en-US')}   New first loan (see section 2)`),
      n(`$ ${(price - earnest - loan).toLocaleString('en-US')}   Balance of down payment, in cash at COE`),
      n(
        `1f. Close of Escrow: Seller and Buyer will comply with all terms and conditions of this Contract and close escrow on ${longN(coe)} ("COE"). If the escrow company or recorder's office is closed on the COE date, COE shall occur on the next day that both are open for business.`,
      ),
      n(
        `1g. Possession: Seller shall deliver possession, occupancy, existing keys and means to operate all locks to Buyer ${r.pick(['at COE', 'three (3) days after COE'])}.`,
      ),
      n(
        `1h. Seller Concessions (if any): In addition to the other costs Seller has agreed to pay herein, Seller will credit Buyer ${concession ? dollarsN(concession) : '$0'} for Buyer's closing costs.`,
      ),
      footer(1),
    ],
    [
      'Residential Resale Real Estate Purchase Contract (continued)',
      n(
        `2a. Financing: This Contract is contingent upon Buyer obtaining loan approval without Prior to Document (PTD) conditions no later than three (3) days prior to COE. Loan type: ${r.pick(['Conventional', 'FHA', 'VA'])}. Buyer shall deliver a Loan Status Update (LSU) within ten (10) days after Contract acceptance.`,
      ),
      n(
        `3a. Escrow: Title and Escrow Company: ${r.pick(ESCROW)}, ${at.city}, Arizona. Earnest money shall be deposited with escrow company upon acceptance. Form of Earnest Money: [X] Personal Check  [ ] Wire Transfer  [ ] Other.`,
      ),
      n(
        `4a. Seller's Property Disclosure Statement (SPDS): Seller shall deliver a completed SPDS to Buyer within five (5) days after Contract acceptance.`,
      ),
      n(
        `6a. Inspection Period: Buyer's Inspection Period shall be ten (10) days or ____ days after Contract acceptance (ending ${mdyN(plusDays(dated, 10))}).`,
      ),
      n(
        `7a. Home Warranty: Seller shall order and pay for a one-year home warranty plan at a cost not to exceed $${r.pick([500, 600, 750])}.`,
      ),
      n(
        `8a. Brokers: Buyer's Broker ${r.pick(['Canyon State Realty', 'Mogollon Rim Properties'])}, agent ${fullN(agent!)}, MLS Code ${numN(r, 5)}.`,
      ),
      n(
        `9a. Offer: Buyer offers to purchase the Premises on the terms and conditions herein. This offer shall be deemed withdrawn unless accepted by 5:00 p.m. Arizona time on ${mdyN(plusDays(dated, 2))}.`,
      ),
      [`^ BUYER'S SIGNATURE   ${buyer}`, `MO/DA/YR ${mdyN(dated)}`],
      "9c. SELLER'S ACCEPTANCE",
      n(
        'Seller receives the foregoing offer and agrees to sell the Premises on the terms and conditions herein stated.',
      ),
      [`^ SELLER'S SIGNATURE   SELLER'S NAME PRINTED: ${seller}`, `MO/DA/YR ${mdyN(plusDays(dated, 1))}`],
      footer(10),
    ],
  ];
  return { truth, pages };
};

export const CONTRACT_FAMILY_N: Family[] = [
  { id: 'purchase-contract/n', cls: 'purchase-contract', make: contract },
];
