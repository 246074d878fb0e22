// The live adapters: each vendor's documented API (see the files beside this one) behind the one
// ReportAdapter interface. Credentials come from the environment; a missing one fails the report
// with a message naming the variables, and never reaches the browser or the logs.
import type { ReportAdapterSource, ReportSection } from '@lending/domain';
import {
  MISSING_DATA,
  ReportVendorError,
  type ReportAdapter,
  type ReportOrder,
  type ReportPoll,
  type ReportSubject,
} from '../report-adapter';
import { SANDBOX_REPORTS } from '../sandbox-data';
import { creditOrder, creditPoll, normaliseCredit } from './credit-mismo';
import type { VendorContext, VendorSpec } from './http';
import { clearOrder, clearPoll, lexisFetch, normaliseClear, normaliseLexis } from './vendors-people';
import {
  appraisalOrder,
  appraisalPoll,
  costarFetch,
  houseCanaryFetch,
  normaliseAppraisal,
  normaliseCostar,
  normaliseHouseCanary,
  normaliseReonomy,
  reonomyFetch,
} from './vendors-property';
import {
  neighborhoodScoutFetch,
  normaliseNeighborhoodScout,
  normaliseRentometer,
  rentometerFetch,
} from './vendors-market';

type Vendor = VendorSpec & {
  order: (ctx: VendorContext, subject: ReportSubject) => Promise<ReportOrder>;
  poll: (ctx: VendorContext, order: ReportOrder, subject: ReportSubject) => Promise<ReportPoll>;
  normalise: (payload: unknown, subject: ReportSubject) => ReportSection[];
};

/** A vendor answering at once: the order is a marker, the poll does the calls. */
const synchronous = (
  fetch: (ctx: VendorContext, subject: ReportSubject) => Promise<unknown>,
): Pick<Vendor, 'order' | 'poll'> => ({
  order: async () => ({ externalId: 'sync' }),
  poll: async (ctx, _order, subject) => ({ status: 'ready', payload: await fetch(ctx, subject) }),
});

const credit = (label: string, prefix: string, defaultUrl: string): Vendor => ({
  label,
  credentials: [`${prefix}_USERNAME`, `${prefix}_PASSWORD`],
  urlVariable: `${prefix}_URL`,
  defaultUrl,
  order: (ctx, subject) => creditOrder(label, prefix, ctx, subject),
  poll: (ctx, order) => creditPoll(label, prefix, ctx, order.externalId),
  normalise: (payload, subject) => normaliseCredit(label, payload, subject),
});

const VENDORS: Partial<Record<ReportAdapterSource, Vendor>> = {
  'credit-plus': credit('Credit Plus', 'CREDIT_PLUS', 'https://api.creditplus.com/'),
  xactus: credit('Xactus', 'XACTUS', 'https://api.xactus.com/'),
  'lexis-nexis': {
    label: 'LexisNexis',
    credentials: ['LEXIS_NEXIS_USERNAME', 'LEXIS_NEXIS_PASSWORD'],
    urlVariable: 'LEXIS_NEXIS_URL',
    defaultUrl: 'https://wsonline.seisint.com/',
    ...synchronous(lexisFetch),
    normalise: normaliseLexis,
  },
  clear: {
    label: 'CLEAR',
    credentials: ['CLEAR_USERNAME', 'CLEAR_PASSWORD'],
    urlVariable: 'CLEAR_URL',
    defaultUrl: 'https://s2s.thomsonreuters.com/api/',
    order: clearOrder,
    poll: (ctx, order) => clearPoll(ctx, order.externalId),
    normalise: normaliseClear,
  },
  'house-canary': {
    label: 'HouseCanary',
    credentials: ['HOUSE_CANARY_API_KEY', 'HOUSE_CANARY_API_SECRET'],
    urlVariable: 'HOUSE_CANARY_URL',
    defaultUrl: 'https://api.housecanary.com/',
    ...synchronous(houseCanaryFetch),
    normalise: normaliseHouseCanary,
  },
  reonomy: {
    label: 'Reonomy',
    credentials: ['REONOMY_ACCESS_KEY', 'REONOMY_SECRET_KEY'],
    urlVariable: 'REONOMY_URL',
    defaultUrl: 'https://api.reonomy.com/',
    ...synchronous(reonomyFetch),
    normalise: normaliseReonomy,
  },
  costar: {
    label: 'CoStar',
    credentials: ['COSTAR_API_KEY', 'COSTAR_URL'],
    urlVariable: 'COSTAR_URL',
    defaultUrl: '',
    ...synchronous(costarFetch),
    normalise: normaliseCostar,
  },
  appraisal: {
    label: 'Reggora',
    credentials: ['APPRAISAL_API_KEY', 'APPRAISAL_TOKEN'],
    urlVariable: 'APPRAISAL_URL',
    defaultUrl: 'https://api.reggora.com/',
    order: appraisalOrder,
    poll: (ctx, order) => appraisalPoll(ctx, order.externalId),
    normalise: normaliseAppraisal,
  },
  rentometer: {
    label: 'Rentometer',
    credentials: ['RENTOMETER_API_KEY'],
    urlVariable: 'RENTOMETER_URL',
    defaultUrl: 'https://www.rentometer.com/',
    ...synchronous(rentometerFetch),
    normalise: normaliseRentometer,
  },
  'neighborhood-scout': {
    label: 'NeighborhoodScout',
    credentials: ['NEIGHBORHOOD_SCOUT_API_KEY'],
    urlVariable: 'NEIGHBORHOOD_SCOUT_URL',
    defaultUrl: 'https://api.neighborhoodscout.com/',
    ...synchronous(neighborhoodScoutFetch),
    normalise: normaliseNeighborhoodScout,
  },
};

/** Every environment variable the live adapters read (config.ts keeps only these). */
export const REPORT_VENDOR_ENV: string[] = [
  ...new Set(Object.values(VENDORS).flatMap((v) => [...v!.credentials, v!.urlVariable])),
];

export const createLiveAdapter = (
  source: ReportAdapterSource,
  env: Record<string, string | undefined>,
  timeoutMs: number,
): ReportAdapter => {
  const vendor = VENDORS[source];
  if (!vendor) {
    // Plaid's balances come from the bank connection (integrations/plaid, live or sandbox) and the
    // PFS is the borrower's own statement: no vendor call, the stored data is the report.
    return {
      source,
      mode: 'live',
      missingData: MISSING_DATA[source],
      order: async () => ({ externalId: 'stored' }),
      poll: async (_order, subject) => ({ status: 'ready', payload: SANDBOX_REPORTS[source](subject) }),
      normalise: (payload) => payload as ReportSection[],
    };
  }
  const context = (): VendorContext => {
    const missing = vendor.credentials.filter((name) => !env[name]);
    if (missing.length)
      throw new ReportVendorError(`${vendor.label} is not configured: set ${missing.join(' and ')}`, false);
    return { env, baseUrl: env[vendor.urlVariable] || vendor.defaultUrl, timeoutMs };
  };
  return {
    source,
    mode: 'live',
    missingData: MISSING_DATA[source],
    order: async (subject) => vendor.order(context(), subject),
    poll: async (order, subject) => vendor.poll(context(), order, subject),
    normalise: (payload, subject) => vendor.normalise(payload, subject),
  };
};
