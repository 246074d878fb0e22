// HELD OUT (held-out-9), family 13 ('/m') of the purchase contracts, written blind (the extractor never
// opened). Either the Northwest Multiple Listing Service 'Residential Purchase and Sale Agreement'
// (Form 21, Washington) or a New York 'Contract of Sale - Residential' (bar association form, a
// Purchaser and a downpayment held by the escrowee). Truth: the buyer and seller as printed, the
// address (from its boxes on Form 21), the earnest money or downpayment alone, the closing date.
import { plusDays } from './families-j-util';
import {
  dollarsM,
  firmM,
  firstLayoutM,
  fullM,
  lineM,
  longM,
  mdyM,
  numM,
  peopleM,
  placeM,
  STATE_TOWNS_M,
} from './families-m-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const TITLE = ['Chelan County Title Company', 'Columbia Basin Title & Escrow'];

const form21 = (r: Rng): Generated => {
  const [a, b, c, d] = peopleM(r, 4);
  const buyer =
    r.next() < 0.25 ? `${firmM(r)} LLC` : r.next() < 0.5 ? `${fullM(a!)} and ${fullM(c!)}` : fullM(a!);
  const seller = r.next() < 0.4 ? `${fullM(b!)} and ${fullM(d!)}` : fullM(b!);
  const at = placeM(r, STATE_TOWNS_M.WA!);
  const price = r.int(90, 320) * 2500;
  const earnest = Math.round((price * r.pick([1, 2, 3])) / 100 / 500) * 500;
  const dated: Day = { y: 2026, m: r.int(1, 9), d: r.int(1, 28) };
  const closing = plusDays(dated, r.int(30, 60));
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, WA ${at.zip}`,
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(closing),
  };
  const loan = Math.round((price * r.int(70, 90)) / 100 / 1000) * 1000;
  const footer = (n: number): Line =>
    `Form 21   Residential Purchase & Sale Agreement   Rev. 7/24   Page ${n} of 5   ©Copyright 2024 Northwest Multiple Listing Service   ALL RIGHTS RESERVED   Buyer's Initials ____ Date ____ Seller's Initials ____ Date ____`;
  const term = (no: number, label: string, value: string): Line => [`${no}. ${label}`, value];
  const pages: Line[][] = [
    [
      'RESIDENTIAL PURCHASE AND SALE AGREEMENT',
      'SPECIFIC TERMS',
      term(1, 'Date:', mdyM(dated)),
      term(2, 'MLS No.:', numM(r, 7)),
      term(3, 'Buyer:', buyer),
      term(4, 'Seller:', seller),
      `5. Property: Tax Parcel No(s).: ${numM(r, 5)}${numM(r, 7)} (${at.county} County)`,
      'Address | City | County | State | Zip',
      `${at.street} | ${at.city} | ${at.county} | WA | ${at.zip}`,
      'Legal Description: Attached as Exhibit A.',
      term(6, 'Purchase Price:', `${dollarsM(price)} Dollars`),
      term(7, 'Earnest Money (To be held by Closing Agent):', `${dollarsM(earnest)} Personal Check`),
      term(
        8,
        'Default: (check only one)',
        "[X] Forfeiture of Earnest Money   [ ] Seller's Election of Remedies",
      ),
      term(9, 'Title Insurance Company:', r.pick(TITLE)),
      term(
        10,
        'Closing Agent:',
        `${r.pick(['Apple Valley Escrow, Inc.', 'Blue Mountain Closing Services'])}, ${at.city}`,
      ),
      term(11, 'Closing Date:', mdyM(closing)),
      term(12, 'Possession Date:', r.pick(['on Closing', '3 days after Closing'])),
      term(13, 'Offer Expiration Date:', mdyM(plusDays(dated, 2))),
      term(14, 'Counteroffer Expiration Date:', '2 days after delivery'),
      term(15, 'Exclusions:', 'Washer, dryer and garage freezer'),
      term(
        16,
        'Services of Closing Agent for Payment of Utilities:',
        '[X] Requested (attach NWMLS Form 22K)',
      ),
      term(17, 'Charges/Assessments Due After Closing:', '[X] assumed by Buyer'),
      term(18, 'Seller Citation:', '[ ] has   [X] has not received a notice of violation'),
      term(
        19,
        'Agency Disclosure:',
        `Buyer's Brokerage Firm represents Buyer; Listing Firm represents Seller`,
      ),
      term(
        20,
        'Addenda:',
        `22A Financing (loan amount ${dollarsM(loan)}); 22D Optional Clauses; 35 Inspection; 22J Lead-Based Paint`,
      ),
      footer(1),
    ],
    [
      'GENERAL TERMS',
      'a. Purchase Price. Buyer shall pay to Seller the Purchase Price, including the Earnest Money, in cash at Closing, unless otherwise specified in this Agreement. Buyer represents that Buyer has sufficient funds to close this sale in accordance with this Agreement and is not relying on any contingent source of funds unless otherwise set forth in this Agreement.',
      'b. Earnest Money. Buyer shall deliver the Earnest Money within 2 days after mutual acceptance to Selling Broker or to Closing Agent. If the Earnest Money is held by Selling Firm and is over $10,000.00 it shall be deposited to an interest bearing trust account.',
      'e. Closing and Possession. This sale shall be closed by the Closing Agent on the Closing Date. "Closing" means the date on which all documents are recorded and the sale proceeds are available to Seller. If the Closing Date falls on a Saturday, Sunday, legal holiday, or day when the county recording office is closed, the Closing Agent shall close the transaction on the next day that is not a Saturday, Sunday, legal holiday, or day when the county recording office is closed.',
      [`Buyer's Signature: ${buyer}`, `Date: ${mdyM(dated)}`],
      [`Seller's Signature: ${seller}`, `Date: ${mdyM(plusDays(dated, 1))}`],
      [
        `Buyer's Brokerage Firm: ${r.pick(['Cascade Crest Realty', 'Palouse Home Partners'])}`,
        `MLS Office No.: ${numM(r, 4)}`,
      ],
      footer(5),
    ],
  ];
  return { truth, pages };
};

const newYork = (r: Rng): Generated => {
  const [a, b, c, attorney] = peopleM(r, 4);
  const buyer = r.next() < 0.5 ? `${fullM(a!)} and ${fullM(c!)}` : fullM(a!);
  const seller = r.next() < 0.3 ? `${firmM(r)} LLC` : fullM(b!);
  const at = placeM(r, STATE_TOWNS_M.NY!);
  const price = r.int(50, 200) * 5000;
  const down = Math.round(price / 10 / 100) * 100;
  const dated: Day = { y: 2026, m: r.int(1, 9), d: r.int(1, 28) };
  const closing = plusDays(dated, r.int(45, 90));
  const loan = Math.round((price * r.int(60, 80)) / 100 / 1000) * 1000;
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: lineM(at),
    purchase_price: price,
    earnest_money: down,
    closing_date: iso(closing),
  };
  const pages: Line[][] = [
    [
      'CONTRACT OF SALE - RESIDENTIAL',
      'WARNING: NO REPRESENTATION IS MADE THAT THIS FORM OF CONTRACT FOR THE SALE AND PURCHASE OF REAL ESTATE COMPLIES WITH SECTION 5-702 OF THE GENERAL OBLIGATIONS LAW ("PLAIN LANGUAGE").',
      `CONTRACT OF SALE made as of ${longM(dated)} BETWEEN`,
      `${seller}, Address: ${lineM(placeM(r))}, hereinafter called "Seller", and`,
      `${buyer}, Address: ${lineM(placeM(r))}, hereinafter called "Purchaser".`,
      `1. Premises. Seller shall sell and convey and Purchaser shall purchase the property, together with all buildings and improvements thereon, more fully described on Schedule A annexed hereto, known as Section ${r.int(10, 99)}. Block ${r.int(1, 9)} Lot ${r.int(1, 60)}, Town of ${at.city}, County of ${at.county}.`,
      `Street Address: ${lineM(at)}`,
      `3. Purchase Price. The purchase price is ${dollarsM(price)}, payable as follows:`,
      `(a) on the signing of this contract, by Purchaser's good check payable to the Escrowee (as hereinafter defined), subject to collection, the receipt of which is hereby acknowledged, to be held in escrow pursuant to paragraph 6 of this contract (the "Downpayment"): ${dollarsM(down)}`,
      '(b) by allowance for the principal amount unpaid on the existing mortgage on the date hereof, payment of which Purchaser shall assume: None',
      `(c) balance at Closing in accordance with paragraph 7: ${dollarsM(price - down)}`,
      `6. Downpayment in Escrow. ${fullM(attorney!)}, Esq., Seller's attorney ("Escrowee"), shall hold the Downpayment in escrow in a segregated IOLA account at ${r.pick(['Tompkins Lakeshore Bank', 'Hudson River Savings Bank'])} until Closing or sooner termination of this contract.`,
      `8. Mortgage Commitment Contingency. The obligation of Purchaser to purchase is conditioned upon issuance on or before ${mdyM(plusDays(dated, 35))} (the "Commitment Date") of a written commitment for a first mortgage loan of ${dollarsM(loan)}.`,
      `15. Closing Date and Place. The closing shall take place at the office of ${fullM(attorney!)}, Esq. at 10:00 a.m. on ${longM(closing)} or, upon reasonable notice (by telephone or otherwise) by Purchaser, at the office of Purchaser's lender.`,
      [`Seller: ${seller}`, 'Purchaser: ' + buyer],
    ],
  ];
  return { truth, pages };
};

export const CONTRACT_FAMILY_M: Family[] = [
  {
    id: 'purchase-contract/m',
    cls: 'purchase-contract',
    make: (r) => (firstLayoutM(r) ? form21(r) : newYork(r)),
  },
];
