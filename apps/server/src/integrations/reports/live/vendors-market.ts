// Market data: Rentometer (summary, key in the query as documented) and NeighborhoodScout (by ZIP,
// key header).
import type { ReportSection } from '@lending/domain';
import { items, oneLineAddress, type ReportSubject } from '../report-adapter';
import { callVendorJson, malformed, num, type VendorContext } from './http';
import { section, withAddress } from './property-sections';

// ---- Rentometer -------------------------------------------------------------------------------

export const rentometerFetch = async (ctx: VendorContext, subject: ReportSubject) => {
  const out = [];
  for (const p of withAddress(subject))
    out.push(
      await callVendorJson('Rentometer', ctx, {
        method: 'GET',
        path: 'api/v1/summary',
        query: {
          api_key: ctx.env.RENTOMETER_API_KEY,
          address: oneLineAddress(p),
          bedrooms: num(p.details.bedrooms) ?? 2,
          building_type: p.property_type === 'Single family home' ? 'house' : 'apartment',
        },
      }),
    );
  return out;
};

type RentometerSummary = {
  mean?: number;
  median?: number;
  percentile_25?: number;
  percentile_75?: number;
  samples?: number;
  radius_miles?: number;
  quickview_url?: string;
};

export const normaliseRentometer = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('Rentometer', 'expected a list');
  return withAddress(subject).map((p, i) => {
    const summary = payload[i] as RentometerSummary | undefined;
    if (!summary || num(summary.median) === null) throw malformed('Rentometer', 'no median');
    const samples = num(summary.samples) ?? 0;
    const confidence = samples >= 30 ? 9 : samples >= 10 ? 7 : 4;
    return section(p, [
      [
        'median_rent',
        'Median Rent',
        num(summary.median),
        confidence,
        `${samples} comparable listings`,
        summary.quickview_url ?? null,
      ],
      ['mean_rent', 'Mean Rent', num(summary.mean), confidence],
      ['percentile_25', '25th Percentile', num(summary.percentile_25), confidence],
      ['percentile_75', '75th Percentile', num(summary.percentile_75), confidence],
      ['samples', 'Comparable Listings', samples, 10],
      ['radius_miles', 'Search Radius (miles)', num(summary.radius_miles), 10],
    ]);
  });
};

// ---- NeighborhoodScout ------------------------------------------------------------------------

const zipsOf = (subject: ReportSubject) => {
  const seen = new Map<string, { id: string; name: string }>();
  for (const n of subject.neighborhoods) if (n.zipcode) seen.set(n.zipcode, { id: n.id, name: n.name });
  for (const p of subject.properties)
    if (p.zipcode && !seen.has(p.zipcode)) seen.set(p.zipcode, { id: p.id, name: p.zipcode });
  return [...seen].map(([zip, v]) => ({ zip, ...v }));
};

export const neighborhoodScoutFetch = async (ctx: VendorContext, subject: ReportSubject) => {
  const out = [];
  for (const { zip } of zipsOf(subject))
    out.push(
      await callVendorJson('NeighborhoodScout', ctx, {
        method: 'GET',
        path: `v1/zip/${encodeURIComponent(zip)}/report`,
        headers: { 'x-api-key': ctx.env.NEIGHBORHOOD_SCOUT_API_KEY! },
      }),
    );
  return out;
};

type ScoutReport = {
  crime?: { total_crime_index?: number };
  demographics?: {
    median_household_income?: number;
    owner_occupied_pct?: number;
    vacancy_rate_pct?: number;
    population_growth_5yr_pct?: number;
  };
  schools?: { average_rating?: number };
  real_estate?: { median_home_value?: number; appreciation_10yr_pct?: number };
};

export const normaliseNeighborhoodScout = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('NeighborhoodScout', 'expected a list');
  return zipsOf(subject).map((z, i) => {
    const report = payload[i] as ScoutReport | undefined;
    if (!report?.demographics) throw malformed('NeighborhoodScout', 'no demographics');
    return {
      title: z.name,
      entity_type: 'neighborhood' as const,
      entity_id: z.id,
      items: items([
        [
          'median_household_income',
          'Median Household Income',
          num(report.demographics.median_household_income),
          8,
        ],
        ['crime_index', 'Crime Index (100 = safest)', num(report.crime?.total_crime_index), 8],
        ['school_rating', 'School Rating (of 10)', num(report.schools?.average_rating), 8],
        ['vacancy_rate', 'Vacancy Rate (%)', num(report.demographics.vacancy_rate_pct), 7],
        ['owner_occupied', 'Owner Occupied (%)', num(report.demographics.owner_occupied_pct), 7],
        ['median_home_value', 'Median Home Value', num(report.real_estate?.median_home_value), 7],
        [
          'population_growth',
          'Population Growth, 5 years (%)',
          num(report.demographics.population_growth_5yr_pct),
          6,
        ],
        [
          'appreciation_rate',
          'Appreciation, 10 years (%)',
          num(report.real_estate?.appreciation_10yr_pct),
          6,
        ],
      ]),
    };
  });
};
