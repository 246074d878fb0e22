// The documents' data points as facts of the loan (issue 23 items 3 and 4): each with its document,
// page, quote and period (a bank statement's month), and a staff correction with who and when.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataPoints, documentPages, documents, users } from '../../db/schema/index';
import { MONTH_NAMES, type FactKind } from '@lending/domain';
import type { LoanFact } from './loan-fact';

/** Extractor keys with their canonical key, label and kind (any other key keeps its own name). */
const KEYS: Record<string, [string, string, FactKind]> = {
  ending_balance: ['ending_balance', 'Ending balance', 'money'],
  beginning_balance: ['beginning_balance', 'Beginning balance', 'money'],
  total_deposits: ['total_deposits', 'Total deposits', 'money'],
  total_withdrawals: ['total_withdrawals', 'Total withdrawals', 'money'],
  average_daily_balance: ['average_daily_balance', 'Average daily balance', 'money'],
  bank_name: ['bank_name', 'Bank', 'text'],
  account_holder: ['account_holder', 'Account holder', 'text'],
  account_number_last4: ['account_number', 'Account number', 'text'],
  appraised_value: ['appraised_value', 'Appraised value', 'money'],
  purchase_price: ['purchase_price', 'Purchase price', 'money'],
  earnest_money: ['earnest_money', 'Earnest money', 'money'],
  closing_date: ['closing_date', 'Closing date', 'date'],
  contract_date: ['contract_date', 'Contract date', 'date'],
  buyer: ['buyer', 'Buyer', 'text'],
  seller: ['seller', 'Seller', 'text'],
  unit_count: ['units', 'Units', 'count'],
  vacant_units: ['vacant_units', 'Vacant units', 'count'],
  total_monthly_rent: ['monthly_rent', 'Monthly rent', 'money'],
  occupancy_rate: ['occupancy_rate', 'Occupancy', 'percent'],
  net_operating_income: ['noi', 'Net operating income', 'money'],
  cap_rate: ['cap_rate', 'Cap rate', 'percent'],
  gross_living_area: ['square_footage', 'Square footage', 'area'],
  year_built: ['year_built', 'Year built', 'count'],
  appraiser_name: ['appraiser', 'Appraiser', 'text'],
  market_rent: ['market_rent', 'Market rent', 'money'],
  vacancy_rate: ['vacancy_rate', 'Vacancy rate', 'percent'],
  company_name: ['entity_name', 'Entity name', 'text'],
  members: ['members', 'Members', 'list'],
  ownership_percentages: ['ownership', 'Ownership', 'list'],
  managers: ['managers', 'Managers', 'list'],
  state_of_formation: ['state_of_formation', 'State of formation', 'text'],
  total_market_value: ['reo_market_value', 'Real estate owned, market value', 'money'],
  total_mortgage_balance: ['reo_mortgage_balance', 'Real estate owned, mortgage balance', 'money'],
  property_count: ['reo_property_count', 'Properties owned', 'count'],
  full_name: ['id_full_name', 'Name on ID', 'text'],
  annual_premium: ['annual_premium', 'Annual premium', 'money'],
  coverage_amount: ['coverage_amount', 'Coverage amount', 'money'],
  policy_amount: ['policy_amount', 'Policy amount', 'money'],
  sale_price_per_unit: ['sale_price_per_unit', 'Sale price per unit', 'money'],
  effective_date: ['effective_date', 'Effective date', 'date'],
  expiration_date: ['expiration_date', 'Expiration date', 'date'],
  issue_date: ['issue_date', 'Issue date', 'date'],
  date_of_birth: ['date_of_birth', 'Date of birth', 'date'],
};

/** What a person calls a document of each class. */
const CLASS_LABELS: Record<string, string> = {
  'bank-statement': 'Bank statement',
  'operating-agreement': 'Operating agreement',
  'purchase-contract': 'Purchase contract',
  'rent-roll': 'Rent roll',
  appraisal: 'Appraisal',
  sreo: 'Schedule of real estate owned',
  'driver-license': 'Driver licence',
  'costar-report': 'CoStar market report',
};

const MONTHS = MONTH_NAMES;

/** A statement's figures, shown with its month whatever the document's class. */
const BALANCE_KEYS = [
  'ending_balance',
  'beginning_balance',
  'total_deposits',
  'total_withdrawals',
  'average_daily_balance',
];

/** '03/31/2026', '2026-03-31', 'March 31, 2026' -> 'March 2026'. */
const monthOf = (text: string): string | null => {
  const us = /\b(\d{1,2})\/\d{1,2}\/(\d{2,4})\b/.exec(text);
  if (us) {
    const year = us[2]!.length === 2 ? `20${us[2]}` : us[2];
    const month = MONTHS[Number(us[1]) - 1];
    if (month) return `${month} ${year}`;
  }
  const iso = /\b(\d{4})-(\d{2})-\d{2}\b/.exec(text);
  if (iso && MONTHS[Number(iso[2]) - 1]) return `${MONTHS[Number(iso[2]) - 1]} ${iso[1]}`;
  const names = MONTHS.flatMap((m) => [m, m.slice(0, 3)]).join('|');
  const named = new RegExp(String.raw`\b(${names}|Sept)\.?(?:\s+\d{1,2},?)?(?:\s+(\d{4}))?\b`, 'i').exec(
    text,
  );
  if (!named) return null;
  const month = MONTHS.find((m) => m.slice(0, 3).toLowerCase() === named[1]!.slice(0, 3).toLowerCase())!;
  return named[2] ? `${month} ${named[2]}` : month;
};

/** 'Bank statement (Statement 2)'; a name that already says what it is stays as it is. */
const sourceName = (kind: string | undefined, name: string) =>
  kind && !name.toLowerCase().includes(kind.toLowerCase()) ? `${kind} (${name})` : name;

const show = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : String(value));

/** A document's period: its statement period's end (or start), else a month its name or first page names. */
const periodOf = (points: { key_name: string; value: unknown }[], names: string[]): string | null => {
  for (const key of ['statement_period_end', 'statement_period_start', 'effective_date']) {
    const point = points.find((p) => p.key_name === key && p.value !== 'N/A');
    const month = point ? monthOf(show(point.value)) : null;
    if (month) return month;
  }
  for (const name of names) {
    const month = monthOf(name.replace(/[-_]/g, ' '));
    if (month) return month;
  }
  return null;
};

export const documentFacts = async (db: DbOrTx, loanId: string): Promise<LoanFact[]> => {
  const rows = await db
    .select({ point: dataPoints, doc: documents, first: users.first_name, last: users.last_name })
    .from(dataPoints)
    .innerJoin(documents, eq(documents.id, dataPoints.document_id))
    .leftJoin(users, eq(users.id, dataPoints.corrected_by))
    .where(
      and(eq(documents.loan_id, loanId), eq(documents.status, 'completed'), ne(documents.kind, 'export')),
    )
    .orderBy(asc(documents.created_epoch), asc(dataPoints.key_name));
  const docIds = [...new Set(rows.map((r) => r.doc.id))];
  const firstLines = new Map<string, string>();
  if (docIds.length > 0)
    for (const page of await db
      .select({ document_id: documentPages.document_id, text: documentPages.text })
      .from(documentPages)
      .where(and(inArray(documentPages.document_id, docIds), eq(documentPages.page, 1))))
      firstLines.set(page.document_id, page.text.slice(0, 240));
  const byDoc = new Map<string, typeof rows>();
  for (const row of rows) byDoc.set(row.doc.id, [...(byDoc.get(row.doc.id) ?? []), row]);
  const out: LoanFact[] = [];
  for (const list of byDoc.values()) {
    const doc = list[0]!.doc;
    const points = list.map((r) => r.point);
    const period = periodOf(points, [doc.document_name ?? '', doc.file_name, firstLines.get(doc.id) ?? '']);
    const kindName = doc.document_class ? CLASS_LABELS[doc.document_class] : undefined;
    for (const { point, first, last } of list) {
      if (point.value === 'N/A' || point.value === null || point.value === '') continue;
      if (point.key_name.startsWith('statement_period')) continue;
      const [key, label, kind] = KEYS[point.key_name] ?? [
        point.key_name,
        point.key_name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
        typeof point.value === 'number' ? 'count' : Array.isArray(point.value) ? 'list' : 'text',
      ];
      const staff = point.source === 'staff';
      const value = Array.isArray(point.value)
        ? point.value.map(String)
        : typeof point.value === 'number'
          ? point.value
          : String(point.value);
      out.push({
        loan_id: loanId,
        key,
        key_name: point.key_name,
        label,
        value,
        kind,
        origin: staff ? 'staff' : 'document',
        source_name: sourceName(kindName, doc.document_name ?? doc.file_name),
        subject: null,
        entity_name: 'document',
        entity_id: doc.id,
        // A statement's every figure (holder and account too) is of its period: three statements'
        // account holders read 'Bank statement · August 2026', '... September 2026', not three alike.
        period: doc.document_class === 'bank-statement' || BALANCE_KEYS.includes(key) ? period : null,
        document_id: doc.id,
        document_class: doc.document_class,
        page: point.page,
        quote: point.quote,
        edited_by: staff && first ? `${first} ${last ?? ''}`.trim() : null,
        edited_at: staff && point.corrected_at ? Math.floor(point.corrected_at.getTime() / 1000) : null,
        last_update: Math.floor(point.updated_at.getTime() / 1000),
        priority: staff ? 5 : 3,
      });
    }
  }
  return out;
};
