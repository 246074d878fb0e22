// The Data Analysis tab's comparisons (001 §2, §3 "Policy analysis", DESIGN.md §7): for each
// requirement, the borrower-provided value and the outside-system value (from the loan's latest
// done reports) against the threshold, with the indicator and the percentage difference.
import {
  checkValue,
  type PolicyAnalysis,
  type PolicyEntityType,
  type PolicyRequirement,
  type ReportSection,
} from '@lending/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { borrowers, loanBorrowers, loans, neighborhoods, properties, reports } from '../../db/schema';
import { checkAlone, propertyChecker, row, type Checked, type Found } from './policy-rows';
import { external, type ReportsBySource } from './report-values';
import { loadRequirements } from './policy.service';
const VALUE_SOURCES = ['appraisal', 'house-canary', 'costar', 'reonomy'];
const PROPERTY_SOURCES = ['house-canary', 'costar', 'reonomy', 'appraisal'];
const LEGAL_SOURCES = ['clear', 'lexis-nexis'];

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

type Pair = {
  borrower: number | null;
  external: Found | null;
  extra?: string[];
  /** A value computed from an implausible one (LTV over an implausible estimate) is flagged too. */
  flagged?: { borrower?: string; external?: string };
};
/** Plausibility of one side's value of a field (issue 23 item 5). */
type Check = (side: 'borrower' | 'external', field: string, value: number | null) => Checked;
const aloneCheck: Check = (_side, field, value) => checkAlone(field, value);

const table = (
  entityType: PolicyEntityType,
  title: string,
  order: number,
  entityId: string,
  requirements: PolicyRequirement[],
  values: (field: string) => Pair,
  lastUpdate: number | null,
  borrower: PolicyAnalysis['borrower'] = null,
  check: Check = aloneCheck,
): PolicyAnalysis => {
  const active = requirements
    .filter((r) => r.entity_type === entityType && r.is_active)
    .sort((a, b) => a.title.localeCompare(b.title));
  const vars: PolicyAnalysis['vars'] = {};
  const reqs: PolicyAnalysis['requirements'] = {};
  for (const requirement of active) {
    const pair = values(requirement.field);
    const side = (name: 'borrower' | 'external', value: number | null): Checked => {
      const reason = pair.flagged?.[name];
      return reason && value !== null
        ? { value: null, implausible: reason }
        : check(name, requirement.field, value);
    };
    vars[requirement.field] = {
      label: requirement.title,
      borrower: row(side('borrower', pair.borrower), requirement, null, pair.extra),
      external: row(side('external', pair.external?.value ?? null), requirement, pair.external),
    };
    const { prefix, suffix, value, value_out_of_range, func, diff } = requirement;
    reqs[requirement.field] = { prefix, suffix, value, value_out_of_range, func, diff };
  }
  return {
    title,
    order,
    entity_type: entityType,
    entity_id: entityId,
    header: active.map((r) => r.title),
    borrower,
    selected_columns: ['borrower', 'external'],
    vars,
    requirements: reqs,
    last_update: lastUpdate,
  };
};

const loadDoneReports = async (db: DbOrTx, loanId: string): Promise<ReportsBySource> => {
  const rows = await db
    .select({ source: reports.source, result: reports.result })
    .from(reports)
    .where(and(eq(reports.loan_id, loanId), eq(reports.state, 'done')))
    .orderBy(desc(reports.updated_at));
  const bySource: ReportsBySource = new Map();
  for (const r of rows)
    if (!bySource.has(r.source))
      bySource.set(r.source, (r.result as { sections?: ReportSection[] })?.sections ?? []);
  return bySource;
};

export type AnalysisContext = {
  loan: typeof loans.$inferSelect;
  requirements: PolicyRequirement[];
  bySource: ReportsBySource;
};

export const loadAnalysisContext = async (
  db: DbOrTx,
  loan: typeof loans.$inferSelect,
): Promise<AnalysisContext> => {
  // One after the other: inside a transaction (the credit memo, insights) they share a connection.
  const requirements = await loadRequirements(db);
  const bySource = await loadDoneReports(db, loan.id);
  return { loan, requirements, bySource };
};

export const propertyAnalyses = async (db: DbOrTx, ctx: AnalysisContext): Promise<PolicyAnalysis[]> => {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.loan_id, ctx.loan.id))
    .orderBy(asc(properties.position));
  const totalPrice =
    rows.reduce((sum, p) => sum + (p.purchase_price ?? 0), 0) || ctx.loan.purchase_price || 0;
  const estimates = rows.map((p) => external(ctx.bySource, VALUE_SOURCES, 'estimated_value', p.id));
  const totalEstimate = estimates.every(Boolean) ? estimates.reduce((sum, e) => sum + e!.value, 0) : null;
  const amount = ctx.loan.amount ?? null;
  // LTV over an implausible price or estimate is not a ratio to use: it carries their reason.
  const firstReason = (field: string, values: Array<number | null | undefined>) =>
    values.map((v) => checkValue(field, v)?.implausible).find(Boolean) ?? undefined;
  const priceReason = firstReason('purchase_price', [
    ...rows.map((p) => p.purchase_price),
    ctx.loan.purchase_price,
  ]);
  const estimateReason = firstReason(
    'estimated_value',
    estimates.map((e) => e?.value),
  );
  const rentPolicy = ctx.requirements.find(
    (r) => r.entity_type === 'property' && r.field === 'market_rent' && r.is_active,
  )?.value;
  return rows.map((p, index) => {
    const estimate = estimates[index] ?? null;
    const market = external(ctx.bySource, ['rentometer'], 'median_rent', p.id);
    const vendorUnits = external(ctx.bySource, PROPERTY_SOURCES, 'units', p.id);
    const vendorArea = external(ctx.bySource, PROPERTY_SOURCES, 'building_sf', p.id);
    const statedArea = num(p.details.total_square_footage) || null;
    const statedRent = num(p.details.rent_per_unit ?? p.details.monthly_rent);
    const checkers = {
      borrower: propertyChecker({
        units: p.number_of_units,
        square_footage: statedArea,
        rent_per_unit: statedRent,
        market_rent: market?.value,
        policy_rent: rentPolicy,
      }),
      external: propertyChecker({
        units: vendorUnits?.value,
        square_footage: vendorArea?.value ?? statedArea,
        rent_per_unit: market?.value,
        policy_rent: rentPolicy,
      }),
    };
    const check: Check = (side, field, value) => checkers[side](field, value);
    // Land has no building: units, year built, building area and rent per unit do not apply (its
    // 0 units are no shortfall against a minimum).
    const building = p.property_type !== 'Land';
    const values = (field: string): Pair => {
      if (!building && BUILDING_FIELDS.has(field)) return { borrower: null, external: null };
      switch (field) {
        case 'ltv':
          return {
            flagged: {
              borrower: priceReason && `Computed from an implausible price: ${priceReason}`,
              external: estimateReason && `Computed from an implausible value: ${estimateReason}`,
            },
            borrower: amount !== null && totalPrice ? (amount / totalPrice) * 100 : null,
            external:
              amount !== null && totalEstimate
                ? {
                    ...estimate!,
                    value: (amount / totalEstimate) * 100,
                    note: `Loan amount over ${estimate!.source} value`,
                  }
                : null,
          };
        case 'purchase_price':
          return { borrower: p.purchase_price, external: estimate };
        case 'square_footage':
          return { borrower: statedArea, external: vendorArea };
        case 'year_built':
          return {
            borrower: num(p.details.year_built),
            external: external(ctx.bySource, PROPERTY_SOURCES, 'year_built', p.id),
          };
        case 'units':
          return { borrower: p.number_of_units, external: vendorUnits };
        case 'market_rent':
          return { borrower: statedRent, external: market };
        default:
          return { borrower: null, external: null };
      }
    };
    const title = `Property: ${[p.address_address, p.address_city].filter(Boolean).join(', ') || p.property_type}`;
    return table('property', title, index, p.id, ctx.requirements, values, ctx.loan.last_update, null, check);
  });
};

const BUILDING_FIELDS = new Set(['units', 'year_built', 'square_footage', 'market_rent']);

const borrowerAnalyses = async (db: DbOrTx, ctx: AnalysisContext): Promise<PolicyAnalysis[]> => {
  const rows = await db
    .select({ b: borrowers })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(eq(loanBorrowers.loan_id, ctx.loan.id))
    .orderBy(asc(loanBorrowers.position));
  return rows.map(({ b }, index) => {
    const ext = (sources: string[], key: string, sum = false) =>
      external(ctx.bySource, sources, key, b.id, sum);
    const values = (field: string): Pair => {
      switch (field) {
        case 'credit_score':
          return { borrower: b.credit_score, external: ext(['credit-plus', 'xactus'], 'credit_score') };
        case 'liquidity':
          return {
            borrower: b.liquidity,
            external: ext(['plaid'], 'total_liquidity', true) ?? ext(['pfs'], 'liquid_assets'),
          };
        case 'net_worth':
          return { borrower: b.net_worth, external: ext(['pfs'], 'net_worth') };
        case 'completed_projects':
          return {
            borrower: num(b.profile.completed_projects),
            external: ext(LEGAL_SOURCES, 'properties_owned'),
          };
        case 'bankruptcies':
          return {
            borrower: num(b.profile.bankruptcies),
            external: ext([...LEGAL_SOURCES, 'credit-plus', 'xactus'], 'bankruptcies'),
          };
        case 'judgments_liens':
          return {
            borrower: num(b.profile.judgments_liens),
            external: ext(LEGAL_SOURCES, 'judgments_liens'),
          };
        default:
          return { borrower: null, external: null };
      }
    };
    const name = `${b.first_name} ${b.last_name}`;
    return table(
      'borrower',
      `Borrower: ${name}`,
      index,
      b.id,
      ctx.requirements,
      values,
      ctx.loan.last_update,
      { id: b.id, name },
    );
  });
};

const neighborhoodAnalyses = async (db: DbOrTx, ctx: AnalysisContext): Promise<PolicyAnalysis[]> => {
  const ids = (
    await db
      .select({ id: properties.neighborhood_id })
      .from(properties)
      .where(eq(properties.loan_id, ctx.loan.id))
  )
    .map((r) => r.id)
    .filter((id): id is string => !!id);
  const rows = ids.length
    ? await db
        .select()
        .from(neighborhoods)
        .where(inArray(neighborhoods.id, [...new Set(ids)]))
    : [];
  return rows.map((n, index) => {
    const values = (field: string): Pair => ({
      borrower: num(n.data[field]),
      external: external(ctx.bySource, ['neighborhood-scout'], field, n.id),
    });
    return table(
      'neighborhood',
      `Neighborhood: ${n.name}`,
      index,
      n.id,
      ctx.requirements,
      values,
      ctx.loan.last_update,
    );
  });
};

export const ANALYSES: Record<PolicyEntityType, typeof propertyAnalyses> = {
  property: propertyAnalyses,
  borrower: borrowerAnalyses,
  neighborhood: neighborhoodAnalyses,
};
