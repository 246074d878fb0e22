// Realistic, deterministic sandbox data per source (DESIGN.md §6: "as the vendors' test modes
// do"): every figure is derived from the loan's own properties and borrowers and a hash of their
// ids, so the same loan always gets the same report and different loans differ.
import type { ReportAdapterSource, ReportSection } from '@lending/domain';
import { fullName, items, oneLineAddress, type ItemRow, type ReportSubject } from './report-adapter';
import { marketRentPerUnit, rngFor, round, sandboxBuilding, sandboxValuation } from './sandbox-market';

const creditSections = (subject: ReportSubject, bureau: string): ReportSection[] =>
  subject.borrowers.map((b) => {
    const rng = rngFor(`${bureau}:${b.id}`);
    const base = b.credit_score ?? rng.int(600, 800);
    const scores = [base + rng.int(-12, 12), base + rng.int(-12, 12), base + rng.int(-12, 12)].sort();
    const late = base < 660 ? rng.int(1, 4) : rng.chance(0.15) ? 1 : 0;
    const isFull = subject.pullOption !== 'soft';
    return {
      title: fullName(b),
      entity_type: 'borrower' as const,
      entity_id: b.id,
      items: items([
        ['credit_score', 'Middle Credit Score', scores[1]!, 10, 'Middle of the three bureau scores'],
        ['equifax_score', 'Equifax', scores[0]!, 10],
        ['experian_score', 'Experian', scores[1]!, 10],
        ['transunion_score', 'TransUnion', scores[2]!, 10],
        ['pull_type', 'Pull Type', isFull ? 'Full (hard inquiry)' : 'Soft (no score impact)', 10],
        ['open_tradelines', 'Open Tradelines', rng.int(3, 24), 9],
        ['revolving_utilization', 'Revolving Utilization (%)', rng.int(4, base < 660 ? 85 : 45), 9],
        ['late_payments_30d', '30-Day Lates (24 months)', late, 9, late ? 'Reported by one bureau' : null],
        ['collections', 'Collections', base < 640 ? rng.int(1, 2) : 0, 9],
        ['bankruptcies', 'Bankruptcies', base < 610 ? 1 : 0, 10],
        ['inquiries_6m', 'Inquiries (6 months)', rng.int(0, 5), 8],
        ['total_monthly_debt', 'Total Monthly Debt', round(rng.between(800, 14_000), 10), 8],
      ]),
    };
  });

const legalSections = (subject: ReportSubject, vendor: string): ReportSection[] =>
  subject.borrowers.map((b) => {
    const rng = rngFor(`${vendor}:${b.id}`);
    const projects = Number(b.profile.completed_projects ?? rng.int(0, 20));
    const owned = Math.max(0, projects + rng.int(-2, 3));
    const liens = rng.chance(0.2) ? rng.int(1, 2) : 0;
    return {
      title: fullName(b),
      entity_type: 'borrower' as const,
      entity_id: b.id,
      items: items([
        ['identity_verified', 'Identity Verified', true, rng.int(8, 10), 'Name, date of birth and SSN match'],
        ['ssn_issued', 'SSN Issued', b.ssn_last4 ? `xxx-xx-${b.ssn_last4}` : 'Not provided', 7],
        ['address_history', 'Addresses (10 years)', rng.int(1, 5), 8],
        [
          'properties_owned',
          'Properties Owned',
          owned,
          rng.int(6, 9),
          'Deed records in the borrower name or LLCs',
        ],
        ['bankruptcies', 'Bankruptcies', (b.credit_score ?? 700) < 610 ? 1 : 0, 9],
        ['foreclosures', 'Foreclosures', rng.chance(0.06) ? 1 : 0, 8],
        [
          'judgments_liens',
          'Judgments and Liens',
          liens,
          liens ? 7 : 9,
          liens ? 'County recorder filing' : null,
          liens ? `Mechanics lien filed ${2019 + rng.int(0, 5)}, released: no` : null,
        ],
        ['criminal_records', 'Criminal Records', rng.chance(0.03) ? 1 : 0, 8],
        ['sanctions_match', 'OFAC / Sanctions Match', false, 10],
        ['business_affiliations', 'Business Affiliations', rng.int(0, 6), 7],
      ]),
    };
  });

const valuation = (subject: ReportSubject, vendor: string): ReportSection[] =>
  subject.properties.map((p) => {
    const v = sandboxValuation(p, vendor, subject.loan.purchase_price ?? 500_000);
    const { rng, value } = v;
    const confidence = rng.int(5, 10);
    const zone = rng.chance(0.12) ? 'AE' : 'X';
    const rows: ItemRow[] = [
      [
        'estimated_value',
        vendor === 'appraisal' ? 'Appraised Value' : 'Estimated Value',
        value,
        confidence,
        vendor === 'appraisal' ? v.approach : 'Automated valuation model',
        null,
      ],
      ['value_low', 'Value Range Low', round(value * 0.93, 1_000), confidence],
      ['value_high', 'Value Range High', round(value * 1.07, 1_000), confidence],
    ];
    if (!v.land)
      rows.push(
        [
          'building_sf',
          'Building Area (sqft)',
          round(v.sqft * rng.between(0.97, 1.03), 10),
          rng.int(6, 10),
          'Assessor record',
          `Gross building area ${round(v.sqft, 10)} sf per county assessor`,
        ],
        ['price_per_sf', 'Value per Sq Ft', Math.round(value / v.sqft), 8],
        ['year_built', 'Year Built', v.yearBuilt, 9],
        ['units', 'Units', v.units, 9],
      );
    if (v.noi !== null && v.capRate !== null)
      rows.push(
        ['net_operating_income', 'Net Operating Income', v.noi, 7, '5% vacancy, 38% expenses'],
        ['cap_rate', 'Cap Rate (%)', v.capRate, 7, 'Net operating income over value'],
      );
    rows.push(
      ['property_type', 'Property Type', p.property_type, 9],
      ['last_sale_price', 'Last Sale Price', round(v.price * rng.between(0.55, 0.9), 1_000), 8],
      ['last_sale_year', 'Last Sale Year', rng.int(2008, 2022), 8],
      ['annual_taxes', 'Annual Property Taxes', round(value * rng.between(0.009, 0.024), 10), 8],
      ['flood_zone', 'Flood Zone', zone, 9],
      ['flood_zone_high_risk', 'High-Risk Flood Zone', zone === 'AE', 9],
    );
    return {
      title: oneLineAddress(p) || 'Property',
      entity_type: 'property' as const,
      entity_id: p.id,
      items: items(rows),
    };
  });

/** Rent comparisons for the properties with units (land has none), from the market's rents. */
const rentSections = (subject: ReportSubject): ReportSection[] =>
  subject.properties.flatMap((p) => {
    const building = sandboxBuilding(p, subject.loan.purchase_price ?? 400_000);
    const market = marketRentPerUnit(p.property_type, p.state, building.sqft, building.units);
    if (!market) return [];
    const rng = rngFor(`rentometer:${p.id}`);
    const median = round(market * rng.between(0.93, 1.07), 5);
    return [
      {
        title: oneLineAddress(p) || 'Property',
        entity_type: 'property' as const,
        entity_id: p.id,
        items: items([
          ['median_rent', 'Median Rent', median, 8, 'Comparable listings within 1 mile'],
          ['mean_rent', 'Mean Rent', round(median * rng.between(0.97, 1.08), 5), 8],
          ['percentile_25', '25th Percentile', round(median * 0.86, 5), 7],
          ['percentile_75', '75th Percentile', round(median * 1.15, 5), 7],
          ['samples', 'Comparable Listings', rng.int(8, 60), 9],
          ['radius_miles', 'Search Radius (miles)', rng.chance(0.7) ? 1 : 2, 10],
          ['rent_growth_yoy', 'Rent Growth, Year over Year (%)', Math.round(rng.between(-3, 8) * 10) / 10, 6],
        ]),
      },
    ];
  });

const neighborhoodSections = (subject: ReportSubject): ReportSection[] => {
  const zips = subject.neighborhoods.length
    ? subject.neighborhoods.map((n) => ({ id: n.id, name: n.name, zip: n.zipcode, data: n.data }))
    : subject.properties.slice(0, 1).map((p) => ({
        id: p.id,
        name: p.zipcode ?? 'ZIP',
        zip: p.zipcode,
        data: {} as Record<string, unknown>,
      }));
  return zips.map((n) => {
    const rng = rngFor(`neighborhood-scout:${n.zip ?? n.id}`);
    const income = Number(n.data.median_household_income ?? 0) || rng.int(40_000, 140_000);
    const crime = Number(n.data.crime_index ?? 0) || rng.int(5, 90);
    return {
      title: n.name,
      entity_type: 'neighborhood' as const,
      entity_id: n.id,
      items: items([
        [
          'median_household_income',
          'Median Household Income',
          round(income * rng.between(0.94, 1.06), 100),
          8,
        ],
        ['crime_index', 'Crime Index (100 = safest)', Math.min(100, Math.max(1, crime + rng.int(-6, 6))), 7],
        ['school_rating', 'School Rating (of 10)', Number(n.data.school_rating ?? rng.int(3, 10)), 8],
        ['vacancy_rate', 'Vacancy Rate (%)', Math.round(rng.between(2, 14) * 10) / 10, 7],
        ['owner_occupied', 'Owner Occupied (%)', rng.int(25, 80), 7],
        ['median_home_value', 'Median Home Value', round(income * rng.between(3, 7), 1_000), 7],
        ['population_growth', 'Population Growth, 5 years (%)', Math.round(rng.between(-4, 12) * 10) / 10, 6],
        ['appreciation_rate', 'Appreciation, 10 years (%)', Math.round(rng.between(10, 90)), 6],
      ]),
    };
  });
};

/** The plaid report in both modes: the bank connections' stored balances (integrations/plaid). */
export const liquiditySections = (subject: ReportSubject): ReportSection[] =>
  subject.bankConnections
    .filter((c) => c.liquidity)
    .map((c, index) => {
      const liquidity = c.liquidity as {
        total_liquidity?: number;
        accounts?: unknown[];
        institution?: { name?: string };
      };
      const borrower = subject.borrowers.find((b) => b.id === c.borrower_id);
      return {
        title: `${borrower ? fullName(borrower) : 'Borrower'}: ${liquidity.institution?.name ?? `Bank ${index + 1}`}`,
        entity_type: 'borrower' as const,
        entity_id: c.borrower_id ?? undefined,
        items: items([
          [
            'total_liquidity',
            'Verified Liquidity',
            Number(liquidity.total_liquidity ?? 0),
            10,
            'Available balances of cash-like accounts',
          ],
          ['accounts', 'Accounts Connected', liquidity.accounts?.length ?? 0, 10],
          ['institution', 'Institution', liquidity.institution?.name ?? null, 10],
        ]),
      };
    });

const pfsSections = (subject: ReportSubject): ReportSection[] =>
  subject.borrowers.map((b) => {
    const rng = rngFor(`pfs:${b.id}`);
    const netWorth = b.net_worth ?? round(rng.between(500_000, 8_000_000), 10_000);
    const liquid = b.liquidity ?? round(netWorth * rng.between(0.05, 0.3), 5_000);
    return {
      title: fullName(b),
      entity_type: 'borrower' as const,
      entity_id: b.id,
      items: items([
        ['net_worth', 'Stated Net Worth', netWorth, 6, 'Personal financial statement, borrower-signed'],
        ['liquid_assets', 'Liquid Assets', liquid, 6],
        ['real_estate_equity', 'Real Estate Equity', round(netWorth * rng.between(0.4, 0.75), 10_000), 5],
        [
          'contingent_liabilities',
          'Contingent Liabilities',
          round(netWorth * rng.between(0, 0.4), 10_000),
          5,
        ],
        [
          'completed_projects',
          'Completed Projects',
          Number(b.profile.completed_projects ?? rng.int(0, 20)),
          6,
        ],
        [
          'similar_properties',
          'Similar Properties Owned',
          Number(b.profile.similar_properties ?? rng.int(0, 8)),
          6,
        ],
      ]),
    };
  });

export const SANDBOX_REPORTS: Record<ReportAdapterSource, (subject: ReportSubject) => ReportSection[]> = {
  'credit-plus': (s) => creditSections(s, 'credit-plus'),
  xactus: (s) => creditSections(s, 'xactus'),
  'lexis-nexis': (s) => legalSections(s, 'lexis-nexis'),
  clear: (s) => legalSections(s, 'clear'),
  reonomy: (s) => valuation(s, 'reonomy'),
  costar: (s) => valuation(s, 'costar'),
  appraisal: (s) => valuation(s, 'appraisal'),
  'house-canary': (s) => valuation(s, 'house-canary'),
  rentometer: rentSections,
  'neighborhood-scout': neighborhoodSections,
  plaid: liquiditySections,
  pfs: pfsSections,
};
