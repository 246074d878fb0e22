// Property data per property: HouseCanary (component_mget, HTTP basic key:secret),
// Reonomy (address resolution, then the property record), CoStar (the partner data API of a
// CoStar agreement, bearer key) and Reggora appraisals (order, then poll until completed).
import type { ReportSection } from '@lending/domain';
import { oneLineAddress, type ReportSubject } from '../report-adapter';
import { basicAuth, callVendorJson, malformed, num, type VendorContext } from './http';
import { fsdConfidence, section, withAddress } from './property-sections';

// ---- HouseCanary ------------------------------------------------------------------------------

export const houseCanaryFetch = async (ctx: VendorContext, subject: ReportSubject) =>
  callVendorJson('HouseCanary', ctx, {
    method: 'POST',
    path: 'v2/property/component_mget',
    query: { components: 'property/value,property/details,property/flood' },
    headers: {
      authorization: basicAuth(ctx.env.HOUSE_CANARY_API_KEY!, ctx.env.HOUSE_CANARY_API_SECRET!),
      'content-type': 'application/json',
    },
    body: JSON.stringify(withAddress(subject).map((p) => ({ address: p.address, zipcode: p.zipcode }))),
  });

type HcComponent<T> = { api_code?: number; api_code_description?: string; result?: T | null };
type HcRow = {
  'property/value'?: HcComponent<{
    value?: { price_mean?: number; price_lwr?: number; price_upr?: number; fsd?: number };
  }>;
  'property/details'?: HcComponent<{
    property?: {
      building_area_sq_ft?: number;
      year_built?: number;
      number_of_units?: number;
      property_type?: string;
    };
    assessment?: { tax_amount?: number };
  }>;
  'property/flood'?: HcComponent<{ zone?: string; flood_risk?: string }>;
};

export const normaliseHouseCanary = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('HouseCanary', 'expected a list');
  return withAddress(subject).map((p, i) => {
    const row = payload[i] as HcRow | undefined;
    if (!row || typeof row !== 'object') throw malformed('HouseCanary', 'a property is missing');
    const value = row['property/value']?.result?.value;
    const details = row['property/details']?.result;
    const flood = row['property/flood']?.result;
    const fsd = num(value?.fsd);
    const note = row['property/value']?.api_code
      ? (row['property/value']?.api_code_description ?? null)
      : 'AVM';
    return section(p, [
      [
        'estimated_value',
        'Estimated Value',
        num(value?.price_mean),
        fsdConfidence(fsd),
        note,
        fsd === null ? null : `Forecast standard deviation ${fsd}`,
      ],
      ['value_low', 'Value Range Low', num(value?.price_lwr), fsdConfidence(fsd)],
      ['value_high', 'Value Range High', num(value?.price_upr), fsdConfidence(fsd)],
      ['building_sf', 'Building Area (sqft)', num(details?.property?.building_area_sq_ft), 8],
      ['year_built', 'Year Built', num(details?.property?.year_built), 8],
      ['units', 'Units', num(details?.property?.number_of_units), 8],
      ['property_type', 'Property Type', details?.property?.property_type ?? null, 8],
      ['annual_taxes', 'Annual Property Taxes', num(details?.assessment?.tax_amount), 8],
      ['flood_zone', 'Flood Zone', flood?.zone ?? null, 9],
      [
        'flood_zone_high_risk',
        'High-Risk Flood Zone',
        flood?.flood_risk ? /high/i.test(flood.flood_risk) : null,
        9,
      ],
    ]);
  });
};

// ---- Reonomy ----------------------------------------------------------------------------------

export const reonomyFetch = async (ctx: VendorContext, subject: ReportSubject) => {
  const headers = { authorization: basicAuth(ctx.env.REONOMY_ACCESS_KEY!, ctx.env.REONOMY_SECRET_KEY!) };
  const out = [];
  for (const p of withAddress(subject)) {
    const resolved = await callVendorJson<{ property_id?: string }>('Reonomy', ctx, {
      method: 'GET',
      path: 'v2/resolve/property',
      query: { address: oneLineAddress(p) },
      headers,
    });
    if (!resolved.property_id) {
      out.push(null);
      continue;
    }
    out.push(
      await callVendorJson('Reonomy', ctx, {
        method: 'GET',
        path: `v2/property/${encodeURIComponent(resolved.property_id)}`,
        headers,
      }),
    );
  }
  return out;
};

type ReonomyProperty = {
  id?: string;
  asset_category?: string;
  building_area?: number;
  year_built?: number;
  total_units?: number;
  estimated_value?: number;
  sales?: Array<{ sale_amount?: number; sale_date?: string }>;
  taxes?: Array<{ total_amount?: number }>;
};

export const normaliseReonomy = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('Reonomy', 'expected a list');
  return withAddress(subject).map((p, i) => {
    const record = payload[i] as ReonomyProperty | null;
    if (record === undefined) throw malformed('Reonomy', 'a property is missing');
    if (record === null)
      return section(p, [['matched', 'Property Matched', false, 2, 'Reonomy could not resolve the address']]);
    const sale = record.sales?.[0];
    return section(p, [
      ['matched', 'Property Matched', true, 9, `Reonomy ${record.id ?? ''}`.trim()],
      ['estimated_value', 'Estimated Value', num(record.estimated_value), 6],
      ['building_sf', 'Building Area (sqft)', num(record.building_area), 8],
      ['year_built', 'Year Built', num(record.year_built), 8],
      ['units', 'Units', num(record.total_units), 8],
      ['property_type', 'Asset Category', record.asset_category ?? null, 8],
      ['last_sale_price', 'Last Sale Price', num(sale?.sale_amount), 9],
      ['last_sale_year', 'Last Sale Year', sale?.sale_date ? Number(sale.sale_date.slice(0, 4)) : null, 9],
      ['annual_taxes', 'Annual Property Taxes', num(record.taxes?.[0]?.total_amount), 8],
    ]);
  });
};

// ---- CoStar -----------------------------------------------------------------------------------

export const costarFetch = async (ctx: VendorContext, subject: ReportSubject) => {
  const out = [];
  for (const p of withAddress(subject))
    out.push(
      await callVendorJson('CoStar', ctx, {
        method: 'GET',
        path: 'v1/properties/search',
        query: { address: p.address ?? '', city: p.city ?? '', state: p.state ?? '', zip: p.zipcode ?? '' },
        headers: { authorization: `Bearer ${ctx.env.COSTAR_API_KEY}` },
      }),
    );
  return out;
};

type CostarResult = {
  properties?: Array<{
    propertyId?: string;
    buildingSf?: number;
    yearBuilt?: number;
    units?: number;
    estimatedValue?: number;
    lastSalePrice?: number;
    lastSaleDate?: string;
    propertyType?: string;
    vacancyPct?: number;
  }>;
};

export const normaliseCostar = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('CoStar', 'expected a list');
  return withAddress(subject).map((p, i) => {
    const result = payload[i] as CostarResult | undefined;
    if (!result || !Array.isArray(result.properties)) throw malformed('CoStar', 'no properties');
    const record = result.properties[0];
    if (!record)
      return section(p, [['matched', 'Property Matched', false, 2, 'No CoStar record at this address']]);
    return section(p, [
      ['matched', 'Property Matched', true, 9, `CoStar ${record.propertyId ?? ''}`.trim()],
      ['estimated_value', 'Estimated Value', num(record.estimatedValue), 7],
      ['building_sf', 'Building Area (sqft)', num(record.buildingSf), 9],
      ['year_built', 'Year Built', num(record.yearBuilt), 9],
      ['units', 'Units', num(record.units), 9],
      ['property_type', 'Property Type', record.propertyType ?? null, 9],
      ['last_sale_price', 'Last Sale Price', num(record.lastSalePrice), 9],
      [
        'last_sale_year',
        'Last Sale Year',
        record.lastSaleDate ? Number(record.lastSaleDate.slice(0, 4)) : null,
        9,
      ],
      ['vacancy_rate', 'Vacancy (%)', num(record.vacancyPct), 7],
    ]);
  });
};

// ---- Appraisal (Reggora) ----------------------------------------------------------------------

const reggoraHeaders = (ctx: VendorContext) => ({
  authorization: `Bearer ${ctx.env.APPRAISAL_TOKEN}`,
  'x-api-key': ctx.env.APPRAISAL_API_KEY!,
  'content-type': 'application/json',
});

export const appraisalOrder = async (ctx: VendorContext, subject: ReportSubject) => {
  const ids: string[] = [];
  for (const p of withAddress(subject)) {
    const created = await callVendorJson<{ data?: string | { id?: string } }>('Reggora', ctx, {
      method: 'POST',
      path: 'lender/order',
      headers: reggoraHeaders(ctx),
      body: JSON.stringify({
        loan_number: subject.loan.human_id,
        priority: 'Normal',
        products: ['Commercial Appraisal'],
        property: { address: p.address, city: p.city, state: p.state, zip: p.zipcode },
      }),
    });
    const id = typeof created.data === 'string' ? created.data : created.data?.id;
    if (!id) throw malformed('Reggora', 'no order id');
    ids.push(id);
  }
  return { externalId: ids.join(',') };
};

type ReggoraOrder = {
  data?: { order?: { status?: string; appraised_value?: number; effective_date?: string } };
};

export const appraisalPoll = async (ctx: VendorContext, externalId: string) => {
  const orders: ReggoraOrder[] = [];
  for (const id of externalId.split(',')) {
    const order = await callVendorJson<ReggoraOrder>('Reggora', ctx, {
      method: 'GET',
      path: `lender/order/${encodeURIComponent(id)}`,
      headers: reggoraHeaders(ctx),
    });
    if (!order.data?.order?.status) throw malformed('Reggora', 'no order status');
    if (!/completed/i.test(order.data.order.status)) return { status: 'pending' as const };
    orders.push(order);
  }
  return { status: 'ready' as const, payload: orders };
};

export const normaliseAppraisal = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('Reggora', 'expected a list');
  return withAddress(subject).map((p, i) => {
    const order = (payload[i] as ReggoraOrder | undefined)?.data?.order;
    if (!order) throw malformed('Reggora', 'an order is missing');
    return section(p, [
      ['estimated_value', 'Appraised Value', num(order.appraised_value), 10, 'Licensed appraiser'],
      ['effective_date', 'Effective Date', order.effective_date ?? null, 10],
    ]);
  });
};
