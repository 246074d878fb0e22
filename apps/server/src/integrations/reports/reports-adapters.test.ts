import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REPORT_ADAPTER_SOURCES, reportSectionSchema, type ReportAdapterSource } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLiveAdapter } from './live/live-adapters';
import { ReportVendorError, type ReportAdapter, type ReportSubject } from './report-adapter';
import { createSandboxAdapter } from './sandbox-adapter';

const subject: ReportSubject = {
  loan: {
    id: 'loan-1',
    human_id: '10042',
    name: '10042 - 118 Maple Ave',
    amount: 1_250_000,
    purchase_price: 1_600_000,
    purpose: 'Purchase',
  },
  properties: [
    {
      id: 'prop-1',
      property_type: '2-4 Family',
      address: '118 Maple Ave',
      city: 'Austin',
      state: 'TX',
      zipcode: '78704',
      purchase_price: 1_600_000,
      number_of_units: 4,
      details: { total_square_footage: 3200, year_built: 1978, bedrooms: 2 },
    },
  ],
  borrowers: [
    {
      id: 'bor-1',
      first_name: 'Sam',
      last_name: 'Sponsor',
      date_of_birth: Date.UTC(1980, 1, 2) / 1000,
      credit_score: 712,
      liquidity: 300_000,
      net_worth: 2_500_000,
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      profile: { completed_projects: 6 },
      ssn_last4: '6789',
      ssn: '123-45-6789',
    },
  ],
  neighborhoods: [
    { id: 'hood-1', name: 'Austin, TX', zipcode: '78704', data: { median_household_income: 81_000 } },
  ],
  bankConnections: [
    {
      borrower_id: 'bor-1',
      liquidity: {
        total_liquidity: 250_000,
        accounts: [{}, {}],
        institution: { name: 'First Platypus Bank' },
      },
    },
  ],
  pullOption: 'full',
};

const sections = z.array(reportSectionSchema);

const fetchReport = async (adapter: ReportAdapter, s: ReportSubject = subject) => {
  const order = await adapter.order(s);
  for (let i = 0; i < 5; i++) {
    const polled = await adapter.poll(order, s);
    if (polled.status === 'ready') return sections.parse(adapter.normalise(polled.payload, s));
  }
  throw new Error('never ready');
};

describe('sandbox adapters: realistic, deterministic, valid Report sections', () => {
  it.each(REPORT_ADAPTER_SOURCES)('%s', async (source) => {
    const adapter = createSandboxAdapter(source, 0);
    expect(adapter.mode).toBe('sandbox');
    expect(adapter.missingData(subject)).toBeNull();
    const first = await fetchReport(adapter);
    expect(first.length).toBeGreaterThan(0);
    for (const section of first) {
      expect(section.items.length).toBeGreaterThan(0);
      expect(section.items.map((i) => i.index)).toEqual(section.items.map((_, i) => i));
    }
    expect(await fetchReport(adapter)).toEqual(first);
  });

  it('waits for the sandbox delay before the report is ready', async () => {
    const adapter = createSandboxAdapter('clear', 60_000);
    const order = await adapter.order(subject);
    expect((await adapter.poll(order, subject)).status).toBe('pending');
  });

  it('derives figures from the loan: the soft pull is labelled, values follow the purchase price', async () => {
    const soft = await fetchReport(createSandboxAdapter('credit-plus', 0), {
      ...subject,
      pullOption: 'soft',
    });
    expect(soft[0]!.items.find((i) => i.key === 'pull_type')!.value).toMatch(/Soft/);
    const value = (await fetchReport(createSandboxAdapter('house-canary', 0)))[0]!.items.find(
      (i) => i.key === 'estimated_value',
    )!;
    expect(value.value as number).toBeGreaterThan(1_600_000 * 0.85);
    expect(value.value as number).toBeLessThan(1_600_000 * 1.15);
  });

  it('names what is missing when the loan lacks it', () => {
    const empty = { ...subject, borrowers: [], properties: [], neighborhoods: [], bankConnections: [] };
    expect(createSandboxAdapter('clear', 0).missingData(empty)).toBe('The loan has no borrower to report on');
    expect(createSandboxAdapter('rentometer', 0).missingData(empty)).toMatch(/no property/);
    expect(createSandboxAdapter('plaid', 0).missingData(empty)).toMatch(/No bank account/);
  });
});

// ---- live adapters against a local fake of each vendor's API (recorded shapes) ----------------

type Seen = {
  method: string;
  path: string;
  url: string;
  auth: string | undefined;
  apiKey: string | undefined;
  body: string;
};
const seen: Seen[] = [];
let mode: 'ok' | 'down' | 'garbage' = 'ok';
let creditPolls = 0;

const creditXml = (body: string) => {
  if (body.includes('Submit'))
    return '<RESPONSE_GROUP><RESPONSE><STATUS _Condition="Pending"/><RESPONSE_DATA><CREDIT_RESPONSE CreditReportIdentifier="CR-77"/></RESPONSE_DATA></RESPONSE></RESPONSE_GROUP>';
  creditPolls += 1;
  if (creditPolls === 1)
    return '<RESPONSE_GROUP><RESPONSE><STATUS _Condition="Pending"/></RESPONSE></RESPONSE_GROUP>';
  return `<RESPONSE_GROUP><RESPONSE><STATUS _Condition="Success"/><RESPONSE_DATA><CREDIT_RESPONSE CreditReportIdentifier="CR-77">
    <CREDIT_LIABILITY BorrowerID="B1" _AccountStatusType="Open" _AccountType="Revolving" _MonthlyPaymentAmount="120"><_LATE_COUNT _30Days="2" _60Days="0"/></CREDIT_LIABILITY>
    <CREDIT_LIABILITY BorrowerID="B1" _AccountStatusType="Closed" _AccountType="Collection" _MonthlyPaymentAmount="0"/>
    <CREDIT_PUBLIC_RECORD BorrowerID="B1" _Type="BankruptcyChapter7"/>
    <CREDIT_SCORE BorrowerID="B1" CreditRepositorySourceType="Equifax" _Value="701"/>
    <CREDIT_SCORE BorrowerID="B1" CreditRepositorySourceType="Experian" _Value="688"/>
    <CREDIT_SCORE BorrowerID="B1" CreditRepositorySourceType="TransUnion" _Value="715"/>
  </CREDIT_RESPONSE></RESPONSE_DATA></RESPONSE></RESPONSE_GROUP>`;
};

const routes: Array<[RegExp, (req: IncomingMessage, body: string) => unknown]> = [
  [/^\/mismo\/credit$/, (_req, body) => creditXml(body)],
  [
    /^\/WsAccurint\/CompReport$/,
    () => ({
      CompReportResponseEx: {
        response: {
          Header: { Status: 0 },
          Individual: {
            UniqueId: '1234567',
            Addresses: { Address: [{}, {}] },
            Bankruptcies: { Bankruptcy: [] },
            LiensJudgments: { LienJudgment: { Filed: '2021-03-01' } },
            Properties: { Property: [{}, {}, {}] },
          },
        },
      },
    }),
  ],
  [/^\/v2\/person\/searchResults$/, () => ({ GroupId: 'G-1', ResultCount: 1 })],
  [/^\/v2\/person\/searchResults\/G-1\/report$/, () => ({ ReportId: 'R-9' })],
  [
    /^\/v2\/report\/R-9$/,
    () => ({
      ReportId: 'R-9',
      SectionResults: [
        { SectionName: 'PersonSection', SectionStatus: 'COMPLETE', SectionRecordCount: 1 },
        { SectionName: 'LienJudgmentSection', SectionStatus: 'COMPLETE', SectionRecordCount: 2 },
        { SectionName: 'RealPropertySection', SectionStatus: 'COMPLETE', SectionRecordCount: 5 },
      ],
    }),
  ],
  [
    /^\/v2\/property\/component_mget$/,
    () => [
      {
        address_info: { address: '118 Maple Ave' },
        'property/value': {
          api_code: 0,
          api_code_description: 'ok',
          result: {
            value: {
              price_mean: 1_700_000,
              price_lwr: 1_600_000,
              price_upr: 1_800_000,
              fsd: 0.06,
            },
          },
        },
        'property/details': {
          api_code: 0,
          result: {
            property: { building_area_sq_ft: 3150, year_built: 1978, number_of_units: 4 },
            assessment: { tax_amount: 31_000 },
          },
        },
        'property/flood': { api_code: 0, result: { zone: 'X', flood_risk: 'low' } },
      },
    ],
  ],
  [/^\/v2\/resolve\/property$/, () => ({ property_id: 'rp-1' })],
  [
    /^\/v2\/property\/rp-1$/,
    () => ({
      id: 'rp-1',
      asset_category: 'Multifamily',
      building_area: 3180,
      year_built: 1977,
      total_units: 4,
      estimated_value: 1_650_000,
      sales: [{ sale_amount: 900_000, sale_date: '2015-06-01' }],
      taxes: [{ total_amount: 30_500 }],
    }),
  ],
  [
    /^\/v1\/properties\/search$/,
    () => ({
      properties: [
        {
          propertyId: 'CS-1',
          buildingSf: 3200,
          yearBuilt: 1978,
          units: 4,
          estimatedValue: 1_690_000,
          lastSalePrice: 900_000,
          lastSaleDate: '2015-06-01',
          propertyType: 'Multi-Family',
          vacancyPct: 4.5,
        },
      ],
    }),
  ],
  [/^\/lender\/order$/, () => ({ data: { id: 'ord-1' } })],
  [
    /^\/lender\/order\/ord-1$/,
    () => ({
      data: { order: { status: 'Completed', appraised_value: 1_620_000, effective_date: '2026-11-01' } },
    }),
  ],
  [
    /^\/api\/v1\/summary$/,
    () => ({
      mean: 2150,
      median: 2100,
      min: 1500,
      max: 3100,
      percentile_25: 1900,
      percentile_75: 2400,
      samples: 42,
      radius_miles: 1,
      quickview_url: 'https://www.rentometer.com/qv/abc',
    }),
  ],
  [
    /^\/v1\/zip\/78704\/report$/,
    () => ({
      crime: { total_crime_index: 38 },
      demographics: {
        median_household_income: 83_500,
        owner_occupied_pct: 44,
        vacancy_rate_pct: 6.1,
        population_growth_5yr_pct: 7.2,
      },
      schools: { average_rating: 7 },
      real_estate: { median_home_value: 610_000, appreciation_10yr_pct: 74 },
    }),
  ],
];

let server: Server;
let baseUrl = '';
const SECRET = 'top-secret-value';

const envFor = () => {
  const env: Record<string, string> = {};
  for (const name of ['CREDIT_PLUS', 'XACTUS', 'LEXIS_NEXIS', 'CLEAR']) {
    env[`${name}_USERNAME`] = 'user';
    env[`${name}_PASSWORD`] = SECRET;
    env[`${name}_URL`] = baseUrl;
  }
  Object.assign(env, {
    HOUSE_CANARY_API_KEY: 'key',
    HOUSE_CANARY_API_SECRET: SECRET,
    HOUSE_CANARY_URL: baseUrl,
    REONOMY_ACCESS_KEY: 'key',
    REONOMY_SECRET_KEY: SECRET,
    REONOMY_URL: baseUrl,
    COSTAR_API_KEY: SECRET,
    COSTAR_URL: baseUrl,
    APPRAISAL_API_KEY: SECRET,
    APPRAISAL_TOKEN: SECRET,
    APPRAISAL_URL: baseUrl,
    RENTOMETER_API_KEY: SECRET,
    RENTOMETER_URL: baseUrl,
    NEIGHBORHOOD_SCOUT_API_KEY: SECRET,
    NEIGHBORHOOD_SCOUT_URL: baseUrl,
  });
  return env;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      seen.push({
        method: req.method!,
        path,
        url: decodeURIComponent(req.url!),
        auth: req.headers.authorization,
        apiKey: req.headers['x-api-key'] as string | undefined,
        body,
      });
      if (mode === 'down') return res.writeHead(503).end('maintenance');
      if (mode === 'garbage')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops');
      const route = routes.find(([pattern]) => pattern.test(path));
      if (!route) return res.writeHead(404).end('{"message":"no such endpoint"}');
      const out = route[1](req, body);
      if (typeof out === 'string') return res.writeHead(200, { 'content-type': 'application/xml' }).end(out);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LIVE_VENDORS: ReportAdapterSource[] = [
  'credit-plus',
  'xactus',
  'lexis-nexis',
  'clear',
  'house-canary',
  'reonomy',
  'costar',
  'appraisal',
  'rentometer',
  'neighborhood-scout',
];
const valueOf = (result: z.infer<typeof sections>, key: string) =>
  result.flatMap((s) => s.items).find((i) => i.key === key)?.value;

describe('live adapters against a local fake of each vendor API', () => {
  it.each(LIVE_VENDORS)('%s: orders, polls and normalises into valid sections', async (source) => {
    mode = 'ok';
    creditPolls = 0;
    seen.length = 0;
    const adapter = createLiveAdapter(source, envFor(), 2000);
    expect(adapter.mode).toBe('live');
    const result = await fetchReport(adapter);
    expect(result.length).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(0);
    // Every call carried the vendor's secret: in a header, the MISMO login, or the documented query key.
    const decoded = (auth: string | undefined) =>
      auth?.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString() : (auth ?? '');
    for (const call of seen)
      expect(`${decoded(call.auth)} ${call.apiKey ?? ''} ${call.body} ${call.url}`, call.path).toContain(
        SECRET,
      );
  });

  it('maps the recorded payloads to the right figures', async () => {
    mode = 'ok';
    creditPolls = 0;
    const credit = await fetchReport(createLiveAdapter('credit-plus', envFor(), 2000));
    expect(valueOf(credit, 'credit_score')).toBe(701); // middle of 688, 701, 715
    expect(valueOf(credit, 'late_payments_30d')).toBe(2);
    expect(valueOf(credit, 'collections')).toBe(1);
    expect(valueOf(credit, 'bankruptcies')).toBe(1);
    expect(
      seen.some((c) => c.body.includes('_SSN="123-45-6789"') && c.body.includes('CreditReportType="Merge"')),
    ).toBe(true);
    expect(valueOf(await fetchReport(createLiveAdapter('clear', envFor(), 2000)), 'judgments_liens')).toBe(2);
    expect(
      valueOf(await fetchReport(createLiveAdapter('lexis-nexis', envFor(), 2000)), 'properties_owned'),
    ).toBe(3);
    const hc = await fetchReport(createLiveAdapter('house-canary', envFor(), 2000));
    expect(valueOf(hc, 'estimated_value')).toBe(1_700_000);
    expect(hc[0]!.items[0]!.confidence_level).toBe(8);
    expect(valueOf(await fetchReport(createLiveAdapter('rentometer', envFor(), 2000)), 'median_rent')).toBe(
      2100,
    );
    expect(
      valueOf(await fetchReport(createLiveAdapter('neighborhood-scout', envFor(), 2000)), 'crime_index'),
    ).toBe(38);
    expect(
      valueOf(await fetchReport(createLiveAdapter('appraisal', envFor(), 2000)), 'estimated_value'),
    ).toBe(1_620_000);
  });

  it('fails with a clear error naming the variables when credentials are missing', async () => {
    const adapter = createLiveAdapter('clear', {}, 2000);
    const error = await adapter.order(subject).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReportVendorError);
    expect((error as ReportVendorError).message).toBe(
      'CLEAR is not configured: set CLEAR_USERNAME and CLEAR_PASSWORD',
    );
    expect((error as ReportVendorError).retryable).toBe(false);
  });

  it('an outage is retryable, a malformed body is not; neither message carries a secret or URL', async () => {
    mode = 'down';
    const down = await fetchReport(createLiveAdapter('rentometer', envFor(), 2000)).catch((e: unknown) => e);
    expect(down).toMatchObject({ retryable: true, message: 'Rentometer is unavailable (HTTP 503)' });
    mode = 'garbage';
    const garbage = await fetchReport(createLiveAdapter('rentometer', envFor(), 2000)).catch(
      (e: unknown) => e,
    );
    expect(garbage).toMatchObject({
      retryable: false,
      message: 'Rentometer sent a malformed response (not JSON)',
    });
    for (const error of [down, garbage]) {
      expect(String((error as Error).message)).not.toContain(SECRET);
      expect(String((error as Error).message)).not.toContain('127.0.0.1');
    }
    mode = 'ok';
  });

  it('a vendor that is unreachable or slow is retryable', async () => {
    const env = { ...envFor(), RENTOMETER_URL: 'http://127.0.0.1:1/' };
    const error = await fetchReport(createLiveAdapter('rentometer', env, 2000)).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true, message: 'Rentometer could not be reached' });
  });

  it('a confidence outside 0 to 10 fails the Report schema (001 §5)', () => {
    const item = { index: 0, key: 'k', label: 'K', value: 1 };
    expect(sections.safeParse([{ title: 'x', items: [{ ...item, confidence_level: 10 }] }]).success).toBe(
      true,
    );
    expect(sections.safeParse([{ title: 'x', items: [{ ...item, confidence_level: 11 }] }]).success).toBe(
      false,
    );
    expect(sections.safeParse([{ title: 'x', items: [{ ...item, confidence_level: -1 }] }]).success).toBe(
      false,
    );
  });
});
