// Every value the loan's file states, with where it came from (issue 23 items 3 and 4): the loan,
// borrower and property records, the application's answers, the outside reports' items, and the
// documents' data points (document-facts.ts). The sources browser lists them; the assistant
// answers from them. One reader for both, so the two can never disagree.
import { and, asc, desc, eq } from 'drizzle-orm';
import { factKindOfField, type FactKind, type ReportSection, type SourceOrigin } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import {
  applications,
  borrowers,
  insights,
  loanBorrowers,
  loans,
  properties,
  reports,
} from '../../db/schema/index';
import { documentFacts } from './document-facts';
import type { LoanFact } from './loan-fact';

export type { LoanFact } from './loan-fact';

const PRIORITY: Record<SourceOrigin, number> = {
  staff: 5,
  record: 4,
  document: 3,
  application: 2,
  report: 1,
};

type Base = Omit<LoanFact, 'key' | 'label' | 'value' | 'kind'>;
const base = (loanId: string, origin: SourceOrigin, source: string, more: Partial<Base> = {}): Base => ({
  loan_id: loanId,
  origin,
  source_name: source,
  subject: null,
  entity_name: 'loan',
  entity_id: loanId,
  period: null,
  document_id: null,
  document_class: null,
  page: null,
  quote: null,
  edited_by: null,
  edited_at: null,
  last_update: 0,
  priority: PRIORITY[origin],
  ...more,
});

const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.replace(/[$,%\s]/g, ''));
  return Number.isFinite(n) ? n : null;
};

const push = (
  out: LoanFact[],
  at: Base,
  key: string,
  label: string,
  value: unknown,
  kind: FactKind,
): void => {
  if (value === null || value === undefined || value === '') return;
  if (kind === 'text' || kind === 'date') {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    out.push({ ...at, key, label, value: String(value), kind });
    return;
  }
  if (kind === 'list') {
    if (!Array.isArray(value) || value.length === 0) return;
    out.push({ ...at, key, label, value: value.map(String), kind });
    return;
  }
  const n = num(value);
  if (n !== null) out.push({ ...at, key, label, value: n, kind });
};

const isoDate = (epoch: number | null) =>
  epoch === null ? null : new Date(epoch * 1000).toISOString().slice(0, 10);
const address = (p: typeof properties.$inferSelect) =>
  [p.address_address, p.address_city, p.address_state].filter(Boolean).join(', ') || p.property_type;

/** The records: the loan, its borrowers and its properties. */
const recordFacts = async (db: DbOrTx, loanId: string, names: Map<string, string>) => {
  const out: LoanFact[] = [];
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) return out;
  const at = base(loanId, 'record', 'Loan record', { subject: loan.name, last_update: loan.last_update });
  push(out, at, 'loan_amount', 'Loan amount', loan.amount, 'money');
  push(out, at, 'purchase_price', 'Purchase price', loan.purchase_price, 'money');
  push(out, at, 'interest_rate', 'Interest rate', loan.interest_rate, 'rate');
  push(out, at, 'term_months', 'Term (months)', loan.duration_months, 'count');
  push(out, at, 'closing_date', 'Expected closing date', isoDate(loan.expected_closing_epoch), 'date');
  push(out, at, 'loan_score', 'Loan score', loan.score, 'score');
  push(out, at, 'construction_reserve', 'Construction reserve', loan.construction_reserve, 'money');
  const people = await db
    .select({ b: borrowers })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(eq(loanBorrowers.loan_id, loanId))
    .orderBy(asc(loanBorrowers.position));
  for (const { b } of people) {
    const name = `${b.first_name} ${b.last_name}`;
    names.set(b.id, name);
    const who = base(loanId, 'record', 'Borrower record', {
      subject: name,
      entity_name: 'borrower',
      entity_id: b.id,
      last_update: Math.floor(b.updated_at.getTime() / 1000),
    });
    push(out, who, 'borrower_name', 'Borrower', name, 'text');
    push(out, who, 'net_worth', 'Net worth', b.net_worth, 'money');
    push(out, who, 'liquidity', 'Liquidity', b.liquidity, 'money');
    push(out, who, 'credit_score', 'Credit score', b.credit_score, 'score');
  }
  const places = await db
    .select()
    .from(properties)
    .where(eq(properties.loan_id, loanId))
    .orderBy(asc(properties.position));
  for (const p of places) {
    names.set(p.id, address(p));
    const where = base(loanId, 'record', 'Property record', {
      subject: address(p),
      entity_name: 'property',
      entity_id: p.id,
      last_update: Math.floor(p.updated_at.getTime() / 1000),
    });
    const d = p.details;
    push(out, where, 'property_address', 'Property address', address(p), 'text');
    push(out, where, 'purchase_price', 'Purchase price', p.purchase_price, 'money');
    push(out, where, 'units', 'Units', p.number_of_units, 'count');
    push(out, where, 'square_footage', 'Square footage', num(d.total_square_footage) || null, 'area');
    push(out, where, 'year_built', 'Year built', d.year_built, 'count');
    push(out, where, 'monthly_rent', 'Monthly rent', d.monthly_rent ?? d.gross_monthly_rent, 'money');
    push(out, where, 'rent_per_unit', 'Rent per unit', d.rent_per_unit, 'money');
    push(out, where, 'noi', 'Net operating income', d.noi ?? d.net_operating_income, 'money');
    push(out, where, 'appraised_value', 'Appraised value', d.appraised_value, 'money');
    push(out, where, 'rehab_budget', 'Rehab budget', d.rehab_budget, 'money');
  }
  return out;
};

type Data = Record<string, unknown>;
const objectAt = (data: Data, key: string): Data => {
  const value = data[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
};

/** The application's answers (002 §2.2): entity, members and ownership, property, experience. */
const applicationFacts = async (db: DbOrTx, loanId: string) => {
  const out: LoanFact[] = [];
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.loan_id, loanId))
    .orderBy(desc(applications.updated_at));
  for (const row of rows.slice(0, 1)) {
    const at = base(loanId, 'application', 'Application', {
      entity_name: 'application',
      entity_id: row.id,
      last_update: Math.floor(row.updated_at.getTime() / 1000),
    });
    const entity = objectAt(row.data, 'entity');
    const property = objectAt(row.data, 'property');
    const rehab = objectAt(row.data, 'rehab');
    const experience = objectAt(row.data, 'experience');
    const entityName = typeof entity.entityName === 'string' ? entity.entityName : null;
    const onEntity = { ...at, subject: entityName };
    push(out, onEntity, 'entity_name', 'Entity name', entityName, 'text');
    const members = Array.isArray(entity.members) ? (entity.members as Data[]) : [];
    const named = members
      .map((m) => ({ name: [m.firstName, m.lastName].filter(Boolean).join(' '), pct: num(m.percentage) }))
      .filter((m) => m.name);
    push(
      out,
      onEntity,
      'members',
      'Members',
      named.map((m) => m.name),
      'list',
    );
    if (named.length > 0 && named.every((m) => m.pct !== null))
      push(
        out,
        onEntity,
        'ownership',
        'Ownership',
        named.map((m) => `${m.name} ${m.pct}%`),
        'list',
      );
    push(out, at, 'purchase_price', 'Purchase price', property.purchasePrice, 'money');
    push(out, at, 'units', 'Units', property.numberOfUnits, 'count');
    push(out, at, 'as_is_value', 'Estimated as-is value', property.asIsValue, 'money');
    push(out, at, 'credit_score', 'Credit score', experience.creditScore, 'score');
    const hard = num(rehab.hardCost);
    const soft = num(rehab.softCost);
    if (rehab.requiresRehab === 'yes' && hard !== null)
      push(out, at, 'rehab_budget', 'Rehab budget', hard + (soft ?? 0), 'money');
  }
  return out;
};

/** Report item keys with the canonical key they state (per source where the meaning differs). */
const REPORT_KEYS: Record<string, [string, string, FactKind]> = {
  credit_score: ['credit_score', 'Credit score', 'score'],
  net_worth: ['net_worth', 'Net worth', 'money'],
  total_liquidity: ['liquidity', 'Liquidity', 'money'],
  liquid_assets: ['liquidity', 'Liquidity', 'money'],
  units: ['units', 'Units', 'count'],
  building_sf: ['square_footage', 'Square footage', 'area'],
  year_built: ['year_built', 'Year built', 'count'],
  median_rent: ['market_rent', 'Market rent', 'money'],
};

/** The done reports' items, each on its borrower or property. */
const reportFacts = async (db: DbOrTx, loanId: string, names: Map<string, string>) => {
  const out: LoanFact[] = [];
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.loan_id, loanId), eq(reports.state, 'done')))
    .orderBy(desc(reports.updated_at));
  for (const r of rows) {
    const sections = (r.result as { sections?: ReportSection[] } | null)?.sections ?? [];
    for (const section of sections) {
      const at = base(loanId, 'report', `${r.report_type} report (${r.source})`, {
        subject: section.entity_id ? (names.get(section.entity_id) ?? null) : null,
        entity_name: section.entity_type ?? 'loan',
        entity_id: section.entity_id ?? loanId,
        document_class: `report:${r.source}`,
        last_update: Math.floor(r.updated_at.getTime() / 1000),
      });
      for (const item of section.items) {
        const quote = item.note ?? item.quote ?? null;
        const mapped =
          item.key === 'estimated_value'
            ? r.source === 'appraisal'
              ? (['appraised_value', 'Appraised value', 'money'] as const)
              : (['estimated_value', 'Estimated value', 'money'] as const)
            : REPORT_KEYS[item.key];
        if (mapped)
          push(out, { ...at, quote, key_name: item.key }, mapped[0], mapped[1], item.value, mapped[2]);
        else if (item.value !== null && typeof item.value !== 'boolean')
          push(
            out,
            { ...at, quote },
            `report_item:${item.key}`,
            item.label,
            item.value,
            factKindOfField(item.key, item.label, item.value),
          );
      }
    }
  }
  return out;
};

/** The loan's insights (report and policy findings), as text facts. */
const insightFacts = async (db: DbOrTx, loanId: string) =>
  (await db.select().from(insights).where(eq(insights.loan_id, loanId))).map((i): LoanFact => ({
    ...base(loanId, 'report', i.source === 'policy' ? 'Policy analysis' : 'Report findings', {
      entity_name: i.entity_type,
      entity_id: i.entity_id,
      quote: i.description || null,
      last_update: Math.floor(i.created_at.getTime() / 1000),
    }),
    key: 'finding',
    label: ['Information', 'Warning', 'Risk'][Math.min(2, i.level)]!,
    value: i.description ? `${i.name}: ${i.description}` : i.name,
    kind: 'text',
  }));

/** Everything the file states about one loan. */
export const collectLoanFacts = async (db: DbOrTx, loanId: string): Promise<LoanFact[]> => {
  const names = new Map<string, string>();
  const records = await recordFacts(db, loanId, names);
  const [application, reported, documented, found] = await Promise.all([
    applicationFacts(db, loanId),
    reportFacts(db, loanId, names),
    documentFacts(db, loanId),
    insightFacts(db, loanId),
  ]);
  return [...records, ...application, ...documented, ...reported, ...found];
};
