// HELD OUT (held-out-6), family 10 ('/j') of the purchase contracts, written blind (the extractor never
// opened). Either the North Carolina 'Offer to Purchase and Contract' (Standard Form 2-T: Seller and
// Buyer as defined terms in paragraph 1, the property as Street Address / City / Zip / County boxes,
// the Purchase Price paid as a due diligence fee to the seller, an initial earnest money deposit, a
// blank additional deposit, a new loan and the balance, a due diligence period ending on its own date,
// 'Settlement Date') or the Georgia REALTORS 'Purchase and Sale Agreement' (F201: offer date, the
// property over Address / City / County / Zip, the price, seller's contribution at closing, closing
// date, holder of earnest money and its amount 'within 3 days', buyer and seller named only on the
// signature page under 'Print or Type Name').
import {
  firstLayoutJ,
  COUNTY_J,
  fullJ,
  longJ,
  mdyJ,
  placeJ,
  plusDays,
  STATE_TOWNS_J,
  firmJ,
  twoPeopleJ,
  usdJ,
  wholeJ,
  digitsJ,
} from './families-j-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const parties = (r: Rng) => {
  const [a, b] = twoPeopleJ(r);
  const buyer = r.next() < 0.35 ? `${firmJ(r)} LLC` : fullJ(a);
  return { buyer, seller: fullJ(b) };
};

const northCarolina = (r: Rng): Generated => {
  const { buyer, seller } = parties(r);
  const at = placeJ(r, STATE_TOWNS_J.NC!);
  const price = r.int(44, 190) * 2500;
  const dueDiligence = r.int(1, 8) * 500;
  const earnest = r.int(2, 20) * 500;
  const loan = r.next() < 0.7 ? Math.round((price * r.int(70, 90)) / 100 / 100) * 100 : 0;
  const balance = price - dueDiligence - earnest - loan;
  const offer: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const ddEnd = plusDays(offer, r.int(14, 30));
  const settlement = plusDays(ddEnd, r.int(7, 30));
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, NC ${at.zip}`,
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(settlement),
  };
  const pages: Line[][] = [
    [
      'OFFER TO PURCHASE AND CONTRACT',
      'NOTE: This contract is intended for unrepresented parties or use by licensed real estate brokers (Standard Form 2-T).',
      'For valuable consideration, the receipt and legal sufficiency of which are hereby acknowledged, Buyer offers to purchase and Seller upon acceptance agrees to sell and convey the Property on the terms of this Offer to Purchase and Contract.',
      '1. TERMS AND DEFINITIONS:',
      `(a) "Seller": ${seller}`,
      `(b) "Buyer": ${buyer}`,
      '(c) "Property": The Property shall include all that real estate described below together with all appurtenances thereto.',
      [`Street Address: ${at.street}`, `City: ${at.city}   Zip: ${at.zip}`],
      `County: ${COUNTY_J[at.city]}, North Carolina`,
      `Legal Description: Lot ${r.int(1, 90)}, ${r.pick(['Wexford Glen', 'Cobblestone Ridge'])}, Plat Book ${r.int(40, 99)} at Page ${r.int(100, 400)}`,
      `(d) "Purchase Price": ${usdJ(price)} paid in U.S. Dollars upon the following terms:`,
      `${usdJ(dueDiligence)} BY DUE DILIGENCE FEE made payable and delivered to Seller by the Effective Date.`,
      `${usdJ(earnest)} BY INITIAL EARNEST MONEY DEPOSIT made payable and delivered to Escrow Agent named in Paragraph 1(f) by electronic transfer within five (5) days of the Effective Date.`,
      '$ __________ BY (ADDITIONAL) EARNEST MONEY DEPOSIT made payable and delivered to Escrow Agent no later than __________, TIME BEING OF THE ESSENCE.',
      loan
        ? `${usdJ(loan)} BY BUYER'S NEW LOAN(S) as set out in the Loan Contingency.`
        : "$ __________ BY BUYER'S NEW LOAN(S): none (cash purchase).",
      `${usdJ(balance)} BALANCE of the Purchase Price in cash at Settlement (some or all of which may be paid with the proceeds of a new loan).`,
    ],
    [
      `(f) "Escrow Agent" (insert name): ${r.pick(['Cape Fear Closing Law, PLLC', 'Blue Ridge Title & Escrow, LLC'])}`,
      `(h) "Due Diligence Period": The period beginning on the Effective Date and extending through 5:00 p.m. on ${longJ(ddEnd)}, TIME BEING OF THE ESSENCE.`,
      `(i) "Settlement Date": ${longJ(settlement)}`,
      `(j) "Settlement": The proper execution and delivery to the closing attorney of all documents necessary to complete the transaction.`,
      `Offer made ${mdyJ(offer)}. Seller's broker compensation: ${r.int(2, 3)}.${r.pick([0, 5])}% of the Purchase Price.`,
      ['Buyer: ______________________', `Date: ${mdyJ(offer)}`],
      ['Seller: ______________________', `Date: ${mdyJ(plusDays(offer, 1))}`],
    ],
  ];
  return { truth, pages };
};

const georgia = (r: Rng): Generated => {
  const { buyer, seller } = parties(r);
  const at = placeJ(r, STATE_TOWNS_J.GA!);
  const price = r.int(36, 220) * 2500;
  const contribution = r.int(0, 8) * 1000;
  const earnest = r.int(1, 12) * 1000;
  const offer: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const closing = plusDays(offer, r.int(25, 60));
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, GA ${at.zip}`,
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(closing),
  };
  const pages: Line[][] = [
    [
      'PURCHASE AND SALE AGREEMENT',
      [`Offer Date: ${mdyJ(offer)}`, '2026 Printing (F201)'],
      'A. KEY TERMS AND CONDITIONS',
      '1. Purchase and Sale. The undersigned buyer(s) ("Buyer") agree to buy and the undersigned seller(s) ("Seller") agree to sell the real property described below including all fixtures (collectively "Property") pursuant to the terms and conditions set forth herein.',
      `a. Property Identification: Address: ${at.street}`,
      `City ${at.city}, County ${COUNTY_J[at.city]}, Georgia, Zip Code ${at.zip}`,
      `MLS Number: ${digitsJ(r, 7)}   Tax Parcel I.D. Number: ${digitsJ(r, 4)}-${digitsJ(r, 3)}`,
      `b. Legal Description: Land Lot ${r.int(10, 300)} of the ${r.int(1, 12)}th District, Section ${r.int(1, 3)} of ${COUNTY_J[at.city]} County, Georgia.`,
      `2. Purchase Price of Property to be Paid by Buyer. ${usdJ(price)}`,
      `3. Closing Costs. Seller's Contribution at Closing: ${contribution ? usdJ(contribution) : '$0'}`,
      `4. Closing Date and Possession. Closing Date shall be ${longJ(closing)} with possession of the Property transferred to Buyer upon Closing.`,
      `5. Holder of Earnest Money ("Holder"): ${r.pick(['Lowcountry Realty Partners', 'Ocmulgee Homes Brokerage'])}   Closing Attorney/Law Firm: ${r.pick(['Forsyth Street Law Group', 'Tybee Closing Attorneys, LLC'])}`,
      `6. Earnest Money. Earnest Money shall be paid by wire transfer of immediately available funds in the amount of ${usdJ(earnest)} within 3 days after the Binding Agreement Date.`,
      `7. Inspection and Due Diligence. Buyer shall have ${r.int(7, 14)} days from the Binding Agreement Date to do inspections; Option Payment: $________.`,
    ],
    [
      'B. CORRESPONDING PARAGRAPHS FOR SECTION A',
      `Appraisal contingency: if the Property appraises for less than ${wholeJ(price)} Buyer may terminate this Agreement.`,
      `Seller's Broker shall be paid ${r.int(2, 3)}% of the sales price at Closing.`,
      ["Buyer's Signature ______________________", "Seller's Signature ______________________"],
      [`Print or Type Name: ${buyer}`, `Print or Type Name: ${seller}`],
      [`Date: ${mdyJ(offer)}`, `Date: ${mdyJ(plusDays(offer, 2))}`],
      `Binding Agreement Date: The Binding Agreement Date in this transaction is ${mdyJ(plusDays(offer, 2))}.`,
    ],
  ];
  return { truth, pages };
};

export const CONTRACT_FAMILY_J: Family[] = [
  {
    id: 'purchase-contract/j',
    cls: 'purchase-contract',
    make: (r) => (firstLayoutJ(r) ? northCarolina(r) : georgia(r)),
  },
];
