// HELD OUT, family 5 ('/e') of the property documents: rent roll and purchase contract. Written after
// families 1-4 and BEFORE any further tuning of the extractor, from real layouts: a property-
// management system's rent roll (unit type and area first, market vs lease rent, deposits, summary
// groups) and a state association's resale contract (price as A + B = C, earnest money and option fee).
import type { Family, Generated, Line } from './types';
import { addressLine, day, iso, long, personName, place, us } from './rng';

const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COMPANY = ['Tall Pines', 'Riverbend', 'Copperleaf', 'Stonebridge', 'Prairie Wind', 'Harbor Point'];
const bare = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Property-management rent roll: unit type and area first, market vs lease rent, deposits, a summary block. */
const rrE: Family = {
  id: 'rent-roll/e',
  cls: 'rent-roll',
  make: (r) => {
    const p = place(r);
    const name = `${r.pick(COMPANY)} ${r.pick(['Apartments', 'Flats', 'Townhomes'])}`;
    const asOf = day(r, 2024, 2026);
    const units = Array.from({ length: r.int(3, 12) }, (_, i) => {
      const vacant = r.next() < 0.22;
      const market = r.int(16, 52) * 50;
      return {
        unit: `${r.pick(['A', 'B'])}-${100 + i + 1}`,
        type: r.pick(['1x1', '2x1', '2x2', 'Studio']),
        area: r.int(480, 1300),
        tenant: vacant ? null : personName(r),
        market,
        rent: vacant ? 0 : market - r.int(0, 4) * 25,
        deposit: vacant ? 0 : r.int(3, 12) * 100,
      };
    });
    const total = units.reduce((s, u) => s + u.rent, 0);
    const vacant = units.filter((u) => !u.tenant).length;
    const truth: Generated['truth'] = {
      property_address: addressLine(p),
      unit_count: units.length,
      vacant_units: vacant,
      total_monthly_rent: total,
    };
    const pages: Line[][] = [
      [
        [`${name}`, `As Of = ${us(asOf)}`],
        [`${addressLine(p)}`, `Month Year = ${MONTH[asOf.m - 1]} ${asOf.y}`],
        'Rent Roll with Lease Charges',
        'Unit Unit Type Sq Ft Resident Name Market Rent Lease Rent Resident Deposit Move In Lease Expiration',
        ...units.map((u) =>
          u.tenant
            ? `${u.unit} ${u.type} ${u.area} t00${r.int(1000, 9999)} ${u.tenant} ${bare(u.market)} ${bare(u.rent)} ${bare(u.deposit)} ${us(day(r, 2019, 2024))} ${us(day(r, 2025, 2027))}`
            : `${u.unit} ${u.type} ${u.area} VACANT ${bare(u.market)} 0.00 0.00`,
        ),
        `Total ${bare(units.reduce((s, u) => s + u.market, 0))} ${bare(total)} ${bare(units.reduce((s, u) => s + u.deposit, 0))}`,
        '',
        'Summary Groups Square Footage Market Rent Units Occupancy %',
        `Current/Notice Residents ${units.filter((u) => u.tenant).reduce((s, u) => s + u.area, 0)} ${bare(units.filter((u) => u.tenant).reduce((s, u) => s + u.market, 0))} ${units.length - vacant} ${((100 * (units.length - vacant)) / units.length).toFixed(2)}`,
        `Vacant Units ${units.filter((u) => !u.tenant).reduce((s, u) => s + u.area, 0)} ${bare(units.filter((u) => !u.tenant).reduce((s, u) => s + u.market, 0))} ${vacant} ${((100 * vacant) / units.length).toFixed(2)}`,
        `Totals: ${units.reduce((s, u) => s + u.area, 0)} ${bare(units.reduce((s, u) => s + u.market, 0))} ${units.length} 100.00`,
      ],
    ];
    return { truth, pages };
  },
};

/** State-association residential contract: parties in one sentence, price as A + B = C, option fee. */
const pcE: Family = {
  id: 'purchase-contract/e',
  cls: 'purchase-contract',
  make: (r) => {
    const price = r.int(30, 1200) * 2500;
    const financed = Math.round((price * r.pick([0.6, 0.7, 0.75, 0.8])) / 100) * 100;
    const earnest = r.pick([1000, 2500, 5000, 10000, Math.round(price / 100 / 100) * 100 || 1000]);
    const p = place(r);
    const seller = personName(r);
    const buyer = r.next() < 0.5 ? personName(r) : `${r.pick(COMPANY)} Homes, LLC`;
    const closing = day(r, 2025, 2026);
    const truth: Generated['truth'] = {
      buyer,
      seller,
      property_address: addressLine(p),
      purchase_price: price,
      earnest_money: earnest,
      closing_date: iso(closing),
    };
    const pages: Line[][] = [
      [
        'ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)',
        `1. PARTIES: The parties to this contract are ${seller} (Seller) and ${buyer} (Buyer).`,
        'Seller agrees to sell and convey to Buyer and Buyer agrees to buy from Seller the Property defined below.',
        `2. PROPERTY: Lot ${r.int(1, 40)}, Block ${r.int(1, 12)}, ${r.pick(COMPANY)} Addition, City of ${p.city},`,
        `County of ${r.pick(['Travis', 'Adams', 'Hillsborough', 'Maricopa', 'Franklin', 'Wake'])}, ${p.state}, known as ${addressLine(p)} (address/zip code).`,
        '3. SALES PRICE:',
        `A. Cash portion of Sales Price payable by Buyer at closing $ ${bare(price - financed)}`,
        `B. Sum of all financing described in the attached Third Party Financing Addendum $ ${bare(financed)}`,
        `C. Sales Price (Sum of A and B) $ ${bare(price)}`,
      ],
      [
        '5. EARNEST MONEY AND TERMINATION OPTION:',
        `A. Within 3 days after the Effective Date, Buyer must deliver to ${r.pick(['Alamo Title', 'First American Title', 'Stewart Title'])}, as escrow agent,`,
        `$ ${bare(earnest)} as earnest money and $ ${bare(r.int(1, 5) * 100)} as the Option Fee.`,
        `B. Buyer may terminate this contract within ${r.int(5, 10)} days after the Effective Date.`,
        `9. CLOSING: The closing of the sale will be on or before ${long(closing)}, or within 7 days after`,
        'objections made under Paragraph 6D have been cured or waived, whichever date is later.',
        '',
        `TREC NO. 20-${r.int(14, 18)}  Initialed for identification by Buyer ____ and Seller ____  Page ${r.int(1, 2)} of 11`,
      ],
    ];
    return { truth, pages };
  },
};

export const PROPERTY_FAMILIES_E = [rrE, pcE];
