// HELD OUT (held-out-5), family 9 ('/i') of the rent rolls and purchase contracts, written blind (the
// extractor never opened). Rent rolls: a RealPage OneSite 'Rent Roll Detail' export (parameters line,
// floorplan and square feet first, statuses Occupied / Occupied-NTV / Vacant, market rent beside
// lease rent and other charges, deposits and balances, rows continued on a second page, a totals row
// and a summary by status) or a Buildium-style export (property heading with the manager's address,
// 'No active lease' rows, deposits held, 'Occupied N / Vacant N / Total N'). Contracts: the AIR CRE
// 'Standard Offer, Agreement and Escrow Instructions for Purchase of Real Estate' (address spread over
// a sentence with city, county and zip, price as cash down payment + new loan = total, deposit in
// paragraph 4, expected closing date or days after contingencies, seller only at acceptance) or a
// Massachusetts 'Purchase and Sale Agreement' (seller's own mailing address, price in words, a blank
// offer-deposit line, deed delivered on 'the 30th day of June, 2026', mortgage contingency and
// broker's fee as distractors).
import { addDays, bare, digits, inWords, title } from './families-f-util';
import { CA_I, entityName, fullName, line, MA_I, ordinalDay, personI, siteI } from './families-i-util';
import { iso, long, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

type Unit = {
  id: string;
  plan: string;
  sf: number;
  status: string;
  who: string;
  market: number;
  rent: number;
  other: number;
};

const oneSite = (r: Rng, name: string, addr: string, units: Unit[], asOf: Day): Line[][] => {
  const row = (u: Unit) =>
    `${u.id}  ${u.plan}  ${u.sf}  ${u.status}  ${u.who}  ${bare(u.market)}  ${u.rent ? bare(u.rent) : '0.00'}  ${bare(u.other)}  ${u.rent ? bare(u.rent) : '0.00'}  ${bare(0)}`;
  const sum = (f: (u: Unit) => number) => units.reduce((s, u) => s + f(u), 0);
  const count = (s: string) => units.filter((u) => u.status === s).length;
  const head =
    'Unit  Floorplan  SQFT  Unit Status  Name  Market Rent  Lease Rent  Other Charges  Deposit  Balance';
  const cut = units.length > 9 ? 9 : units.length;
  return [
    [
      'Rent Roll Detail',
      `${name} - ${addr}`,
      `As of ${us(asOf)}   Parameters: Unit Status - All; Include future residents - No; Summarize by - Unit`,
      head,
      ...units.slice(0, cut).map(row),
    ],
    [
      ...(cut < units.length
        ? [`Rent Roll Detail (continued)   ${name}`, head, ...units.slice(cut).map(row)]
        : [`Rent Roll Detail - Summary   ${name}`]),
      `Totals  ${units.length} units  ${sum((u) => u.sf)}  ${bare(sum((u) => u.market))}  ${bare(sum((u) => u.rent))}  ${bare(sum((u) => u.other))}`,
      'Summary by Unit Status   Units   Market Rent   Lease Rent',
      ...['Occupied', 'Occupied-NTV', 'Vacant'].map(
        (s) =>
          `${s}   ${count(s)}   ${bare(units.filter((u) => u.status === s).reduce((a, u) => a + u.market, 0))}   ${bare(units.filter((u) => u.status === s).reduce((a, u) => a + u.rent, 0))}`,
      ),
      `Total   ${units.length}   ${bare(sum((u) => u.market))}   ${bare(sum((u) => u.rent))}`,
      `Physical occupancy ${((100 * (units.length - count('Vacant'))) / units.length).toFixed(1)}%`,
    ],
  ];
};

const buildium = (r: Rng, name: string, addr: string, units: Unit[], asOf: Day): Line[][] => {
  const vacant = units.filter((u) => u.status === 'Vacant').length;
  return [
    [
      'Rent roll',
      `Prepared by ${entityName(r).replace(', LLC', ' Property Management')}, ${line(siteI(r))}   Printed ${us(asOf)}`,
      `Property: ${name}, ${addr}`,
      'Unit | Tenants | Lease | Lease end | Rent | Deposits held | Past due',
      ...units.map((u) =>
        u.status === 'Vacant'
          ? `${u.id} | No active lease | - | - | - | - | -`
          : `${u.id} | ${u.who} | Fixed | ${us({ y: asOf.y + 1, m: r.int(1, 12), d: r.int(1, 28) })} | $${bare(u.rent)} | $${bare(u.rent)} | $${bare(r.next() < 0.2 ? u.rent / 4 : 0)}`,
      ),
      `Occupied ${units.length - vacant} / Vacant ${vacant} / Total ${units.length} units`,
      `Total monthly rent: $${bare(units.reduce((s, u) => s + u.rent, 0))}`,
    ],
  ];
};

const rentRollI: Family = {
  id: 'rent-roll/i',
  cls: 'rent-roll',
  make: (r) => {
    const oneSiteLayout = r.next() < 0.5;
    const site = siteI(r);
    const name = `${r.pick(['Kingfisher', 'Sycamore', 'Bramble', 'Osage'])} ${r.pick(['Flats', 'Commons', 'Court Apartments'])}`;
    const n = r.int(6, 16);
    const plans: [string, number, number][] = [
      ['A1 1x1', 640, 900],
      ['B1 2x1', 860, 1150],
      ['B2 2x2', 980, 1300],
    ];
    const units: Unit[] = Array.from({ length: n }, (_, i) => {
      const [plan, sf, market] = r.pick(plans);
      const roll = r.next();
      const status = roll < 0.2 ? 'Vacant' : roll < 0.3 && oneSiteLayout ? 'Occupied-NTV' : 'Occupied';
      const rent = status === 'Vacant' ? 0 : market - r.int(0, 6) * 25;
      const other = status === 'Vacant' ? 0 : r.pick([0, 35, 50, 75]);
      const p = personI(r);
      return {
        id: `${100 * (1 + Math.floor(i / 6)) + (i % 6) + 1}`,
        plan,
        sf,
        status,
        who: status === 'Vacant' ? 'VACANT' : `${p.surname}, ${p.given}`,
        market,
        rent,
        other,
      };
    });
    const asOf: Day = { y: r.int(2025, 2026), m: r.int(1, 12), d: r.int(1, 28) };
    const truth: Generated['truth'] = {
      property_address: line(site),
      unit_count: n,
      vacant_units: units.filter((u) => u.status === 'Vacant').length,
      total_monthly_rent: units.reduce((s, u) => s + u.rent, 0),
    };
    const pages = oneSiteLayout
      ? oneSite(r, name, line(site), units, asOf)
      : buildium(r, name, line(site), units, asOf);
    return { truth, pages };
  },
};

const dollarsInWords = (n: number) => `${title(inWords(n))} and 00/100 Dollars`;

/** AIR CRE Standard Offer, Agreement and Escrow Instructions (non-residential). */
const airCre = (
  r: Rng,
  t: Generated['truth'],
  buyer: string,
  seller: string,
  price: number,
  deposit: number,
  close: Day | null,
  agreed: Day,
): Line[][] => {
  const site = siteI(r, CA_I);
  t.property_address = line(site);
  const loan = Math.round((price * r.int(55, 70)) / 100 / 1000) * 1000;
  const sf = r.int(40, 400) * 100;
  const days = r.pick([30, 45, 60]);
  return [
    [
      'STANDARD OFFER, AGREEMENT AND ESCROW INSTRUCTIONS FOR PURCHASE OF REAL ESTATE',
      '(Non-Residential)',
      `Dated: ${long(agreed)}`,
      `1. Buyer. 1.1 ${buyer} ("Buyer") hereby offers to purchase the real property, hereinafter described, from the owner thereof ("Seller") (collectively, the "Parties"), through an escrow ("Escrow") to close ${close ? `on or before ${long(close)}` : `${days} days after the waiver or expiration of the Buyer's Contingencies`} ("Expected Closing Date").`,
      `1.2 Escrow Holder: ${r.pick(['Pacific Coast Escrow', 'Golden Valley Title Company'])}, Escrow Officer ${fullName(personI(r))}.`,
      `2. Property. 2.1 The real property ("Property") that is the subject of this offer consists of an approximately ${sf.toLocaleString('en-US')} square foot ${r.pick(['industrial building', 'retail center', 'office building'])} on ${(r.int(5, 40) / 10).toFixed(1)} acres, is commonly known by the street address of ${site.street}, is located in the City of ${site.city}, County of ${site.county}, State of California, with zip code ${site.zip}, and is generally described as APN ${digits(r, 3)}-${digits(r, 3)}-${digits(r, 2)}.`,
      `3. Purchase Price. 3.1 The purchase price ("Purchase Price") to be paid by Buyer to Seller for the Property shall be $${bare(price)}, payable as follows:`,
      `(a) Cash down payment, including the Deposit as defined in paragraph 4.3: $${bare(price - loan)}`,
      `(b) Amount of "New Loan" as defined in paragraph 5.1, if any: $${bare(loan)}`,
      `(h) Total Purchase Price: $${bare(price)}`,
      `4. Deposits. 4.1 (a) Buyer has delivered to Broker a check in the sum of $${bare(deposit)}, payable to Escrow Holder, to be delivered by Broker to Escrow Holder within 2 business days after both Parties have executed this Agreement (the "Deposit").`,
      '(b) Additional Deposit: None.',
    ],
    [
      `5. Financing Contingency. 5.1 This offer is contingent upon Buyer obtaining a New Loan in an amount not less than ${r.int(55, 70)}% of the Purchase Price, at an interest rate not to exceed ${(r.int(600, 800) / 100).toFixed(2)}% per annum.`,
      `22. Commission. Seller shall pay a commission of ${r.pick(['2.5', '3.0', '4.0'])}% of the Purchase Price to the Brokers.`,
      `BUYER: ${buyer}   By: ${fullName(personI(r))}, Authorized Signatory   Date: ${us(agreed)}`,
      '25. Acceptance. Seller accepts the foregoing offer to purchase the Property and agrees to sell it on the terms set forth above.',
      `SELLER: ${seller}   Date: ${us({ ...agreed, d: Math.min(28, agreed.d + 2) })}`,
      'AIR CRE  STANDARD OFFER FORM  OFA-20.1',
    ],
  ];
};

/** Massachusetts standard form Purchase and Sale Agreement. */
const massachusetts = (
  r: Rng,
  t: Generated['truth'],
  buyer: string,
  seller: string,
  price: number,
  deposit: number,
  close: Day,
  agreed: Day,
): Line[][] => {
  const site = siteI(r, MA_I);
  t.property_address = line(site);
  const sellerHome = siteI(r, MA_I);
  const loan = Math.round((price * 0.8) / 1000) * 1000;
  const commit = addDays(agreed, r.int(18, 30));
  return [
    [
      'PURCHASE AND SALE AGREEMENT',
      `This ${ordinalDay(agreed)}`,
      `1. PARTIES AND MAILING ADDRESSES: ${seller}, of ${line(sellerHome)}, hereinafter called the SELLER, agrees to SELL and ${buyer}, of ${line(siteI(r))}, hereinafter called the BUYER or PURCHASER, agrees to BUY, upon the terms hereinafter set forth, the following described premises:`,
      `2. DESCRIPTION: the land with the buildings thereon known as and numbered ${site.street}, ${site.city}, MA ${site.zip}, being a ${r.pick(['two', 'three'])}-family dwelling, described in a deed recorded with the ${site.county} Registry of Deeds, Book ${r.int(10000, 79999)}, Page ${r.int(1, 400)}.`,
      `6. PURCHASE PRICE: The agreed purchase price for said premises is ${dollarsInWords(price)} ($${bare(price)}), of which`,
      '$ ______________ have been paid with the Offer',
      `$ ${bare(deposit)} have been paid as a deposit this day and`,
      `$ ${bare(price - deposit)} are to be paid at the time of delivery of the Deed in cash, or by certified, cashier's, treasurer's or bank check(s).`,
      `$ ${bare(price)} TOTAL`,
      `7. TIME FOR PERFORMANCE; DELIVERY OF DEED: Such deed is to be delivered at ${r.int(9, 11)}:00 o'clock A.M. on the ${ordinalDay(close)}, at the ${site.county} Registry of Deeds, unless otherwise agreed upon in writing.`,
    ],
    [
      `18. BROKER's FEE: A Broker's fee for professional services of $${bare(Math.round(price * 0.05))} is due from the SELLER to ${entityName(r).replace(', LLC', ' Realty Group')}.`,
      `19. DEPOSIT: All deposits made hereunder shall be held in escrow by the Listing Broker as escrow agent.`,
      `22. MORTGAGE CONTINGENCY CLAUSE: In order to help finance the acquisition of said premises, the BUYER shall apply for a conventional bank or other institutional mortgage loan of $${bare(loan)} at prevailing rates, terms and conditions. If despite the BUYER's diligent efforts a commitment for such loan cannot be obtained on or before ${long(commit)}, the BUYER may terminate this agreement.`,
      `SELLER: ${seller}   BUYER: ${buyer}`,
    ],
  ];
};

const contractI: Family = {
  id: 'purchase-contract/i',
  cls: 'purchase-contract',
  make: (r) => {
    // The first draw picks the form; at 0.7 the three fixed copies show both.
    const commercial = r.next() < 0.7;
    const buyer = commercial ? entityName(r) : fullName(personI(r));
    let seller = r.next() < 0.5 ? entityName(r) : fullName(personI(r));
    if (seller === buyer) seller = `${seller.replace(', LLC', '')} Trust`;
    const price = commercial ? r.int(180, 1400) * 5000 : r.int(90, 260) * 5000;
    const deposit = commercial
      ? r.pick([25000, 50000, 100000, 150000])
      : Math.round(price * r.pick([0.03, 0.05]));
    const agreed: Day = { y: r.int(2025, 2026), m: r.int(1, 9), d: r.int(1, 26) };
    const close = addDays(agreed, r.int(35, 95));
    const dated = !commercial || r.next() < 0.5;
    const truth: Generated['truth'] = {
      buyer,
      seller,
      property_address: null,
      purchase_price: price,
      earnest_money: deposit,
      closing_date: dated ? iso(close) : null,
    };
    const pages = commercial
      ? airCre(r, truth, buyer, seller, price, deposit, dated ? close : null, agreed)
      : massachusetts(r, truth, buyer, seller, price, deposit, close, agreed);
    return { truth, pages };
  },
};

export const PROPERTY_FAMILIES_I = [rentRollI, contractI];
