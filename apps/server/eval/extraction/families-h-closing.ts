// HELD OUT (held-out-4), family 8 ('/h') of the closing documents, written blind (the extractor and
// its rules never opened): a Florida 'AS IS' residential contract (FR/BAR: price paragraph 2 with its
// deposit, loan amount and balance to close, closing date paragraph 4) or a commercial agreement of
// purchase and sale (price in words and figures, earnest money, inspection period, COE, the list
// price on the broker page); an ACORD 25 certificate whose property policy sits between liability
// rows, or an insurer's commercial property declarations page (renewal of an older policy number,
// coverage and premium per line, total annual premium); and a 2021 ALTA commitment, Schedule A with
// its transaction identification data and numbered items, Schedule B-I requirements with a prior
// lien's amount.
import { bare, digits, inWords, letters, title } from './families-f-util';
import {
  dayIn,
  later,
  lineH,
  mdyH,
  monthName,
  plain,
  plusYears,
  siteH,
  someoneH,
  surname,
  whole,
} from './families-h-util';
import { iso, type Day } from './rng';
import type { Family, Generated, Line } from './types';

const longH = (t: Day) => `${monthName(t)} ${t.d}, ${t.y}`;
const TITLE_COS = ['Bluestem Title & Escrow, LLC', 'Keel Abstract Company', 'Meridian Land Title Agency'];

const contractH: Family = {
  id: 'purchase-contract/h',
  cls: 'purchase-contract',
  make: (r) => {
    const florida = r.next() < 0.5;
    const s = siteH(r, florida ? 'FL' : undefined);
    const seller = r.next() < 0.7 ? someoneH(r) : `${surname(r)} Family Trust`;
    const buyerLlc = r.next() < 0.5;
    const buyer = buyerLlc ? `${surname(r)} Capital Partners LLC` : someoneH(r);
    const price = r.int(florida ? 48 : 90, florida ? 190 : 900) * 5000;
    const deposit = Math.round((price * r.int(1, 5)) / 100 / 500) * 500;
    const loan = Math.round((price * r.pick([70, 75, 80])) / 100);
    const accepted = dayIn(r, 2025, 2026);
    const closing = later(accepted, 25, 75, r);
    const truth: Generated['truth'] = {
      buyer,
      seller,
      property_address: lineH(s),
      purchase_price: price,
      earnest_money: deposit,
      closing_date: iso(closing),
    };
    const agent = r.pick(TITLE_COS);
    if (florida) {
      const dots = ' . . . . . . . . . . . . . . . .';
      return {
        truth,
        pages: [
          [
            'AS IS Residential Contract For Sale And Purchase',
            'THIS FORM HAS BEEN APPROVED BY THE FLORIDA REALTORS AND THE FLORIDA BAR',
            `1. PARTIES: ${seller} ("Seller"), and ${buyer} ("Buyer"), agree that Seller shall sell and Buyer shall buy the following described Real Property and Personal Property (collectively "Property") pursuant to the terms and conditions of this AS IS Residential Contract For Sale And Purchase and any riders and addenda ("Contract"):`,
            `PROPERTY DESCRIPTION: (a) Street address, city, zip: ${s.street}, ${s.city}, ${s.st} ${s.zip}`,
            `(b) Property is located in: ${s.county} County, Florida. Real Property Tax ID No.: ${digits(r, 5)}-${digits(r, 3)}-${digits(r, 3)}`,
            `(c) Real Property: The legal description is Lot ${r.int(1, 40)}, Block ${letters(r, 1)}, ${surname(r)} Estates, according to the plat thereof.`,
            `2. PURCHASE PRICE (U.S. currency):${dots} $ ${bare(price)}`,
            `(a) Initial deposit to be held in escrow in the amount of (checks subject to COLLECTION)${dots} $ ${bare(deposit)}`,
            `The initial deposit made payable and delivered to "Escrow Agent" named below (CHECK ONE): (i) [X] accompanies offer or (ii) [ ] is to be made within ___ (if left blank, then 3) days after Effective Date. Escrow Agent Information: Name: ${agent}`,
            `(b) Additional deposit to be delivered to Escrow Agent within ___ days after Effective Date${dots} $ __________`,
            `(c) Financing: Express as a dollar amount or percentage ("Loan Amount") see Paragraph 8${dots} $ ${bare(loan)}`,
            `(d) Other:${dots} $ __________`,
            `(e) Balance to close (not including Buyer's closing costs, prepaids and prorations) by wire transfer or other COLLECTED funds${dots} $ ${bare(price - deposit - loan)}`,
          ],
          [
            `Buyer's Initials ____  Seller's Initials ____   FloridaRealtors/FloridaBar-ASIS-6   Page 2 of 12`,
            `3. TIME FOR ACCEPTANCE OF OFFER AND COUNTER-OFFERS; EFFECTIVE DATE: (a) If not signed by Buyer and Seller, and an executed copy delivered to all parties on or before ${mdyH(later(accepted, -2, 0, r))}, this offer shall be deemed withdrawn.`,
            `4. CLOSING; CLOSING DATE: The closing of this transaction shall occur when all funds required for closing are received by Closing Agent and collected pursuant to STANDARD S and all closing documents required to be furnished by each party pursuant to this Contract are delivered ("Closing"). Unless modified by other provisions of this Contract, the Closing shall occur on ${longH(closing)} ("Closing Date"), at the time established by the Closing Agent.`,
            `8. FINANCING: (b) This is a financed transaction: Buyer will apply for a conventional loan within 5 days after Effective Date for ${whole(loan)} (the "Loan Amount").`,
            `12. INSPECTION PERIOD: Buyer shall have 15 days after Effective Date ("Inspection Period") within which to have such inspections of the Property performed as Buyer shall desire.`,
            [`Buyer: ${buyer}`, `Date: ${mdyH(accepted)}`],
            [`Seller: ${seller}`, `Date: ${mdyH(accepted)}`],
          ],
        ],
      };
    }
    const listed = price + r.int(2, 30) * 5000;
    const inspection = later(accepted, 20, 30, r);
    return {
      truth,
      pages: [
        [
          'AGREEMENT OF PURCHASE AND SALE',
          `THIS AGREEMENT OF PURCHASE AND SALE (this "Agreement") is made as of ${longH(accepted)} (the "Effective Date") by and between ${seller} ("Seller") and ${buyer}${buyerLlc ? `, a ${s.state} limited liability company` : ''} ("Purchaser").`,
          `1. Property. Seller agrees to sell and Purchaser agrees to purchase the land and the ${r.int(4, 24)}-unit apartment building located at ${s.street}, ${s.city}, ${s.st} ${s.zip}, together with all improvements and personal property thereon (the "Property").`,
          `2. Purchase Price. The purchase price for the Property shall be ${title(inWords(price))} and No/100 Dollars (${whole(price)}) (the "Purchase Price"), payable as follows:`,
          `2.1 Earnest Money. Within three (3) Business Days after the Effective Date, Purchaser shall deposit with ${agent} (the "Escrow Agent") the sum of ${whole(deposit)} (the "Earnest Money"), to be applied to the Purchase Price at Closing.`,
          `2.2 Balance. The balance of the Purchase Price, ${whole(price - deposit)}, subject to prorations, shall be paid in immediately available funds at Closing.`,
          `3. Inspection Period. Purchaser shall have until 5:00 p.m. local time on ${longH(inspection)} (the "Inspection Period") to examine the Property, its rent roll and operating statements.`,
        ],
        [
          'AGREEMENT OF PURCHASE AND SALE - Page 2',
          `7. Closing. The consummation of the transaction contemplated hereby (the "Closing" or "COE") shall take place through escrow with the Escrow Agent on ${longH(closing)} (the "Closing Date"), or such earlier date as the parties may agree in writing.`,
          `8. Prorations. Real estate taxes for ${closing.y - 1} (${whole(price * 0.012)}) shall be prorated as of the Closing Date.`,
          '12. Brokers. Seller has engaged the Listing Broker named below, whose commission shall be paid by Seller under a separate agreement.',
          `Listing Broker: ${surname(r)} Commercial Realty   List Price: ${whole(listed)}   MLS # ${digits(r, 8)}`,
          [`SELLER: ${seller}`, `PURCHASER: ${buyer}`],
          [`Date: ${mdyH(accepted)}`, `By: ${someoneH(r)}, Manager   Date: ${mdyH(accepted)}`],
        ],
      ],
    };
  },
};

const INSURERS = [
  'Granary Mutual Insurance Company',
  'Tidewater Specialty Insurance Co.',
  'Pinecrest Indemnity Company',
];
const OTHERS = ['Lodestar Casualty Company', 'Bellwether Fire & Marine Insurance Co.'];

const insuranceH: Family = {
  id: 'insurance-binder/h',
  cls: 'insurance-binder',
  make: (r) => {
    const insured =
      r.next() < 0.6 ? `${surname(r)} ${r.pick(['Apartments LLC', 'Property Holdings LLC'])}` : someoneH(r);
    const insurer = r.pick(INSURERS);
    const s = siteH(r);
    const start = dayIn(r, 2025, 2026);
    const end = plusYears(start, 1);
    const limit = r.int(60, 900) * 5000;
    const acord = r.next() < 0.5;
    const policy = acord ? `${letters(r, 3)} ${digits(r, 7)}` : `CPP ${digits(r, 7)}-0${r.int(2, 6)}`;
    const premiums = [Math.round(limit * 0.0031), r.int(200, 1500), r.int(300, 2500), r.int(40, 300)];
    const total = premiums.reduce((a, b) => a + b, 0);
    const truth: Generated['truth'] = {
      insured_name: insured,
      insurer,
      policy_number: policy,
      effective_date: iso(start),
      expiration_date: iso(end),
      coverage_amount: limit,
      annual_premium: acord ? null : total,
    };
    const lender = `${r.pick(['Bayview Commercial Lending', 'Halyard Bank'])}, ISAOA/ATIMA`;
    const loanNo = digits(r, 10);
    if (acord) {
      const glStart = later(start, -120, -30, r);
      const other = r.pick(OTHERS);
      return {
        truth,
        pages: [
          [
            'CERTIFICATE OF LIABILITY INSURANCE',
            `DATE (MM/DD/YYYY) ${mdyH(later(start, 0, 20, r))}`,
            'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER.',
            ['PRODUCER', `CONTACT NAME: ${someoneH(r)}`],
            [
              `${surname(r)} Insurance Agency, Inc.`,
              `PHONE: (${digits(r, 3)}) ${digits(r, 3)}-${digits(r, 4)}`,
            ],
            ['', 'INSURER(S) AFFORDING COVERAGE     NAIC #'],
            ['INSURED', `INSURER A : ${other}   ${digits(r, 5)}`],
            [insured, `INSURER B : ${insurer}   ${digits(r, 5)}`],
            [lineH(siteH(r)), `INSURER C : ${OTHERS.find((o) => o !== other)}   ${digits(r, 5)}`],
            `COVERAGES   CERTIFICATE NUMBER: ${digits(r, 8)}   REVISION NUMBER:`,
            'INSR LTR | TYPE OF INSURANCE | POLICY NUMBER | POLICY EFF (MM/DD/YYYY) | POLICY EXP (MM/DD/YYYY) | LIMITS',
            `A | COMMERCIAL GENERAL LIABILITY, OCCUR | GL ${digits(r, 8)} | ${mdyH(glStart)} | ${mdyH(plusYears(glStart, 1))} | EACH OCCURRENCE $1,000,000  DAMAGE TO RENTED PREMISES $300,000  MED EXP $10,000  GENERAL AGGREGATE $2,000,000`,
            `B | PROPERTY - SPECIAL FORM, REPLACEMENT COST | ${policy} | ${mdyH(start)} | ${mdyH(end)} | BUILDING ${whole(limit)}  BUSINESS INCOME ACTUAL LOSS SUSTAINED  DEDUCTIBLE $10,000`,
            `C | UMBRELLA LIAB, OCCUR | UMB ${digits(r, 7)} | ${mdyH(glStart)} | ${mdyH(plusYears(glStart, 1))} | EACH OCCURRENCE $5,000,000  AGGREGATE $5,000,000`,
            `DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES: Location: ${lineH(s)}. ${lender} is named Mortgagee and Loss Payee on the property policy, Loan # ${loanNo}.`,
            ['CERTIFICATE HOLDER', 'CANCELLATION'],
            [
              lender,
              'SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.',
            ],
            'ACORD 25 (2016/03)   The ACORD name and logo are registered marks of ACORD',
          ],
        ],
      };
    }
    return {
      truth,
      pages: [
        [
          'COMMERCIAL PROPERTY COVERAGE PART DECLARATIONS',
          `${insurer}   A Stock Insurance Company`,
          [`Policy Number: ${policy}`, `Renewal of: ${policy.slice(0, -1)}${Number(policy.slice(-1)) - 1}`],
          `Named Insured: ${insured}`,
          `Mailing Address: ${lineH(siteH(r))}`,
          `Policy Period: From ${mdyH(start)} To ${mdyH(end)} at 12:01 A.M. Standard Time at your mailing address shown above.`,
          `DESCRIPTION OF PREMISES   Prem. No. 001   Bldg. No. 001   Location: ${lineH(s)}   Construction: Joisted Masonry   Occupancy: Apartments`,
          'COVERAGES PROVIDED   Insurance at the described premises applies only for coverages for which a limit of insurance is shown.',
          'Coverage | Limit of Insurance | Covered Causes of Loss | Coinsurance | Premium',
          `Building | ${whole(limit)} | Special | 90% | ${whole(premiums[0]!)}`,
          `Business Personal Property | ${whole(r.int(2, 40) * 5000)} | Special | 80% | ${whole(premiums[1]!)}`,
          `Business Income with Extra Expense | Actual Loss Sustained, 12 months | Special | N/A | ${whole(premiums[2]!)}`,
          'OPTIONAL COVERAGES: Replacement Cost (Building). DEDUCTIBLE: $5,000 all covered causes of loss; Windstorm or Hail 2%.',
          `MORTGAGEHOLDER(S): Prem. No. 001 Bldg. No. 001   ${lender}   Loan No. ${loanNo}`,
        ],
        [
          'PREMIUM SUMMARY',
          ['Commercial Property Coverage Part', whole(premiums[0]! + premiums[1]! + premiums[2]!)],
          ['Certified Acts of Terrorism (TRIA)', whole(premiums[3]!)],
          ['TOTAL ANNUAL PREMIUM', whole(total)],
          `Previous term premium: ${whole(Math.round(total * 0.91))}`,
          `Countersigned ${mdyH(later(start, -14, -1, r))} by ${someoneH(r)}, Authorized Representative`,
        ],
      ],
    };
  },
};

const LENDERS = ['Bayview Commercial Lending, LLC', 'Halyard Bank, N.A.', 'Corbel Capital Finance, Inc.'];

const titleH: Family = {
  id: 'title-commitment/h',
  cls: 'title-commitment',
  make: (r) => {
    const s = siteH(r);
    const purchase = r.next() < 0.5;
    const owner = r.next() < 0.6 ? someoneH(r) : `${surname(r)} Row Holdings, LLC`;
    const descriptor = owner.endsWith('LLC')
      ? `, a ${s.state} limited liability company`
      : r.pick([', an unmarried person', ', as sole owner', '']);
    const buyer = someoneH(r);
    const lender = r.pick(LENDERS);
    const price = r.int(40, 400) * 5000;
    const loan = Math.round((price * r.pick([65, 70, 75])) / 100 / 1000) * 1000;
    const dated = dayIn(r, 2025, 2026);
    const number = `${r.pick(['C', 'TC'])}-${dated.y}-${digits(r, 5)}`;
    const truth: Generated['truth'] = {
      commitment_number: number,
      effective_date: iso(dated),
      policy_amount: loan,
      vested_owner: owner,
      property_address: lineH(s),
    };
    const loanPolicy = `2021 ALTA Loan Policy   Proposed Insured: ${lender}, its successors and/or assigns as their interests may appear   Proposed Amount of Insurance: ${whole(loan)}`;
    const prior = Math.round((price * 0.5) / 1000) * 1000;
    const pages: Line[][] = [
      [
        'COMMITMENT FOR TITLE INSURANCE',
        `Issued By ${r.pick(['Old Dominion', 'Northstar National', 'Palisade'])} Title Insurance Company`,
        'SCHEDULE A',
        'Transaction Identification Data, for which the Company assumes no liability as set forth in Commitment Condition 5.e.:',
        `Issuing Agent: ${r.pick(TITLE_COS)}`,
        `Issuing Office: ${lineH(siteH(r))}`,
        `ALTA Universal ID: ${digits(r, 7)}`,
        `Loan ID Number: ${digits(r, 9)}`,
        `Commitment Number: ${number}`,
        `Issuing Office File Number: ${String(dated.y).slice(2)}-${digits(r, 4)}-${letters(r, 2)}`,
        `Property Address: ${lineH(s)}`,
        `Revision Number: ${r.int(1, 3)} (revised ${mdyH(later(dated, 5, 30, r))})`,
        `1. Commitment Date: ${longH(dated)} at 8:00 a.m.`,
        '2. Policy to be issued:',
        ...(purchase
          ? [
              `(a) 2021 ALTA Owner's Policy   Proposed Insured: ${buyer}   Proposed Amount of Insurance: ${whole(price)}`,
              `(b) ${loanPolicy}`,
            ]
          : [`(a) ${loanPolicy}`]),
        '3. The estate or interest in the Land at the Commitment Date is: Fee Simple',
        `4. The Title is, at the Commitment Date, vested in: ${owner}${descriptor}`,
        '5. The Land is described as follows: See Exhibit A attached hereto and made a part hereof.',
      ],
      [
        'SCHEDULE B, PART I - Requirements',
        'All of the following Requirements must be met:',
        ...(purchase ? [`1. Warranty Deed from ${owner} to ${buyer}.`] : []),
        `${purchase ? 2 : 1}. Deed of Trust from ${purchase ? buyer : owner} to ${lender}, securing ${whole(loan)}.`,
        `${purchase ? 3 : 2}. Release of the Deed of Trust recorded ${mdyH(dayIn(r, 2015, 2022))} as Instrument No. ${digits(r, 9)}, securing the original principal amount of ${whole(prior)}.`,
        `${purchase ? 4 : 3}. Payment of ${dated.y - 1} taxes: ${whole(price * 0.0095)} (assessed value ${whole(price * 0.7)}).`,
        'SCHEDULE B, PART II - Exceptions',
        `1. Easement for utilities recorded in Deed Book ${r.int(100, 9000)}, Page ${r.int(1, 900)}.`,
        'PREMIUMS',
        ...(purchase ? [[`Owner's Policy`, whole(price * 0.0042)] as Line] : []),
        ['Loan Policy', whole(purchase ? 250 : loan * 0.0035)],
        ['ALTA 9-06 Endorsement', whole(plain(loan).length * 25)],
      ],
    ];
    return { truth, pages };
  },
};

export const CLOSING_FAMILIES_H = [contractH, insuranceH, titleH];
