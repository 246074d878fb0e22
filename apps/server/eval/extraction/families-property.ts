// Rent rolls and purchase contracts, four generator families each.
import type { Family, Generated } from './types';
import { addressLine, day, iso, long, personName, place, us, usd, type Rng } from './rng';

const roll = (r: Rng) => {
  const units = Array.from({ length: r.int(4, 14) }, (_, i) => {
    const vacant = r.next() < 0.18;
    return {
      unit: `${r.pick(['1', '2'])}0${i + 1}`.slice(-3),
      tenant: vacant ? null : personName(r),
      rent: vacant ? 0 : r.int(18, 48) * 50,
    };
  });
  const p = place(r);
  const total = units.reduce((s, u) => s + u.rent, 0);
  const truth: Generated['truth'] = {
    property_address: addressLine(p),
    unit_count: units.length,
    vacant_units: units.filter((u) => !u.tenant).length,
    total_monthly_rent: total,
  };
  return { units, p, total, truth, asOf: day(r, 2024, 2026) };
};

const rrA: Family = {
  id: 'rent-roll/a',
  cls: 'rent-roll',
  make: (r) => {
    const g = roll(r);
    return {
      truth: g.truth,
      pages: [
        [
          'RENT ROLL',
          `Property: ${addressLine(g.p)}`,
          `As of: ${us(g.asOf)}`,
          'Unit Tenant Monthly Rent Lease End',
          ...g.units.map(
            (u) => `Unit ${u.unit} ${u.tenant ?? 'VACANT'} ${usd(u.rent)} ${u.tenant ? '12/31/2026' : '-'}`,
          ),
          `Total Monthly Rent ${usd(g.total)}`,
        ],
      ],
    };
  },
};

const rrB: Family = {
  id: 'rent-roll/b',
  cls: 'rent-roll',
  make: (r) => {
    const g = roll(r);
    return {
      truth: g.truth,
      pages: [
        [
          [`Rent Roll - ${g.p.street}`, `Report date ${us(g.asOf)}`],
          `Property Address: ${addressLine(g.p)}`,
          'Unit Tenant Sq Ft Lease Start Lease End Market Rent Actual Rent',
          ...g.units.map((u) => {
            const who = u.tenant ? u.tenant.split(' ').reverse().join(', ') : 'Vacant';
            return `${u.unit} ${who} ${r.int(550, 1200)} ${u.tenant ? '01/01/2025 12/31/2025' : '- -'} ${usd(u.rent + 100, false)} ${usd(u.rent, false)}`;
          }),
          `Total Actual Rent ${usd(g.total, false)}`,
        ],
      ],
    };
  },
};

const rrC: Family = {
  id: 'rent-roll/c',
  cls: 'rent-roll',
  make: (r) => {
    const g = roll(r);
    const vacant = g.units.filter((u) => !u.tenant).length;
    return {
      truth: g.truth,
      pages: [
        [
          `Subject Property: ${addressLine(g.p)}`,
          'Certified Rent Roll',
          `Total units ${g.units.length}   Occupied ${g.units.length - vacant}   Vacant ${vacant}`,
          'Unit Status Tenant Rent',
          ...g.units.map(
            (u) => `#${u.unit} ${u.tenant ? 'Occupied' : 'Vacant'} ${u.tenant ?? '-'} ${usd(u.rent)}`,
          ),
          `Gross monthly rent: ${usd(g.total)}`,
        ],
      ],
    };
  },
};

/** HELD OUT. Rows over two pages, header in two columns, 'TOTAL' at the end. */
const rrD: Family = {
  id: 'rent-roll/d',
  cls: 'rent-roll',
  make: (r) => {
    const g = roll(r);
    const rows = g.units.map((u) =>
      `${u.unit} ${u.tenant ?? 'VACANT'} ${usd(u.rent)} ${u.tenant ? 'MTM' : ''}`.trim(),
    );
    const half = Math.ceil(rows.length / 2);
    return {
      truth: g.truth,
      pages: [
        [
          [`Property Name/Address: ${addressLine(g.p)}`, `Rent roll as of ${long(g.asOf)}`],
          'Unit Resident Rent Term',
          ...rows.slice(0, half),
        ],
        ['Unit Resident Rent Term', ...rows.slice(half), `TOTAL ${usd(g.total)}`],
      ],
    };
  },
};

const deal = (r: Rng) => {
  const price = r.int(40, 900) * 5000;
  const earnest = Math.round((price * r.pick([0.01, 0.02, 0.03, 0.05])) / 100) * 100;
  const p = place(r);
  const buyer =
    r.next() < 0.5 ? personName(r) : `${r.pick(['Granite Peak', 'Ironwood', 'Blue Heron'])} Holdings LLC`;
  const seller = personName(r);
  const closing = day(r, 2025, 2026);
  const signed = day(r, 2024, 2025);
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: addressLine(p),
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(closing),
  };
  return { price, earnest, p, buyer, seller, closing, signed, truth };
};

const pcA: Family = {
  id: 'purchase-contract/a',
  cls: 'purchase-contract',
  make: (r) => {
    const g = deal(r);
    return {
      truth: g.truth,
      pages: [
        [
          'PURCHASE AND SALE AGREEMENT',
          `Contract Date: ${us(g.signed)}`,
          `Buyer: ${g.buyer}`,
          `Seller: ${g.seller}`,
          `Property Address: ${addressLine(g.p)}`,
          `Purchase Price: ${usd(g.price)}`,
          `Earnest Money Deposit: ${usd(g.earnest)}`,
          `Closing Date: ${us(g.closing)}`,
        ],
      ],
    };
  },
};

const pcB: Family = {
  id: 'purchase-contract/b',
  cls: 'purchase-contract',
  make: (r) => {
    const g = deal(r);
    return {
      truth: g.truth,
      pages: [
        [
          'CONTRACT OF SALE',
          `THIS CONTRACT OF SALE is made on ${long(g.signed)} between ${g.seller} ("Seller")`,
          `and ${g.buyer} ("Buyer").`,
          `1. The property located at ${addressLine(g.p)} (the "Property").`,
          `2. The purchase price is ${usd(g.price)}, payable at closing.`,
          `3. Buyer shall deposit ${usd(g.earnest)} as earnest money with the escrow agent.`,
          `4. Closing shall occur on or before ${long(g.closing)}.`,
        ],
      ],
    };
  },
};

const pcC: Family = {
  id: 'purchase-contract/c',
  cls: 'purchase-contract',
  make: (r) => {
    const g = deal(r);
    return {
      truth: g.truth,
      pages: [
        [
          'COMMERCIAL REAL ESTATE PURCHASE AGREEMENT',
          ['BUYER', 'SELLER'],
          [g.buyer, g.seller],
          `1. PROPERTY. ${addressLine(g.p)}, together with all improvements.`,
          `2. PRICE AND TERMS. Total Purchase Price ${usd(g.price)}`,
          `3. DEPOSIT. Initial Deposit of ${usd(g.earnest)} within three business days.`,
          `4. CLOSING DATE. ${us(g.closing)}, or earlier by agreement.`,
        ],
      ],
    };
  },
};

/** HELD OUT. 'Purchaser', 'Vendor', 'Premises', 'Sales Price', 'Close of Escrow'. */
const pcD: Family = {
  id: 'purchase-contract/d',
  cls: 'purchase-contract',
  make: (r) => {
    const g = deal(r);
    return {
      truth: g.truth,
      pages: [
        [
          'REAL ESTATE PURCHASE CONTRACT',
          `Purchaser: ${g.buyer}`,
          `Vendor: ${g.seller}`,
          `Premises: ${addressLine(g.p)}`,
          `Sales Price ........ ${usd(g.price)}`,
          `Escrow Deposit ........ ${usd(g.earnest)}`,
          `Close of Escrow: ${long(g.closing)}`,
        ],
      ],
    };
  },
};

export const PROPERTY_FAMILIES = [rrA, rrB, rrC, rrD, pcA, pcB, pcC, pcD];
