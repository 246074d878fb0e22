import { z } from 'zod';
import {
  BOARD_REVIEW_FIELDS,
  BOARD_REVIEW_PERCENT_FIELDS,
  boardReviewValuesSchema,
  COMMITMENT_FIELDS,
  COMMITMENT_PERCENT_FIELDS,
  commitmentValuesSchema,
  DOCUMENT_VALUE_LABELS,
  fractionToPercent,
  percentToFraction,
  TERM_SHEET_FIELDS,
  TERM_SHEET_PERCENT_FIELDS,
  termSheetValuesSchema,
} from '@lending/domain';
import type { DocumentKind } from '../api/document-values';

// The form fields of spec 002 §3 for each generated document, in the order and with the schemas of
// @lending/domain; percent values are fractions on the wire and shown x100 (contract "Values").
type FieldKind = 'money' | 'percent' | 'integer' | 'text';
export type FieldDef = { name: string; label: string; kind: FieldKind; isReadOnly?: boolean };

const MONEY = new Set([
  'good_faith_deposit',
  'underwriting_fee',
  'minimum_net_worth',
  'minimum_liquidity',
  'interest_reserve',
  'construction_reserve',
  'amount',
  'minimum_noi_upon_stabilization',
]);
const INTEGER = new Set([
  'extensions_allowed',
  'extension_period_months',
  'prepayment_notice_days',
  'minimum_credit_score',
  'interest_reserve_period_months',
  'loans_in_county',
]);

const labelOf = (name: string): string =>
  DOCUMENT_VALUE_LABELS[name] ?? name.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

const fieldsOf = (names: readonly string[], percent: readonly string[]): FieldDef[] =>
  names.map((name) => ({
    name,
    label: labelOf(name),
    kind: percent.includes(name)
      ? 'percent'
      : MONEY.has(name)
        ? 'money'
        : INTEGER.has(name)
          ? 'integer'
          : 'text',
    // The commitment's borrower is set by the server and shown as the borrower's email (002 §3).
    isReadOnly: name === 'borrower_id',
  }));

export const DOCUMENT_FIELDS: Record<DocumentKind, FieldDef[]> = {
  'term-sheet': fieldsOf(TERM_SHEET_FIELDS, TERM_SHEET_PERCENT_FIELDS),
  commitment: fieldsOf(COMMITMENT_FIELDS, COMMITMENT_PERCENT_FIELDS),
  'board-review': fieldsOf(BOARD_REVIEW_FIELDS, BOARD_REVIEW_PERCENT_FIELDS),
};

const SCHEMAS: Record<DocumentKind, z.ZodObject> = {
  'term-sheet': termSheetValuesSchema,
  commitment: commitmentValuesSchema,
  'board-review': boardReviewValuesSchema,
};

/** Field messages for the changed values, from the same schema the server validates with. */
export const validateChanges = (
  kind: DocumentKind,
  changes: Record<string, unknown>,
): Record<string, string> => {
  const result = SCHEMAS[kind].partial().safeParse(changes);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

export type FormValue = string | number | '';

/** Wire value -> input value. */
export const toInput = (def: FieldDef, value: unknown): FormValue => {
  if (value === null || value === undefined) return '';
  if (def.kind === 'text') return String(value);
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  return def.kind === 'percent' ? (fractionToPercent(number) ?? '') : number;
};

/** Input value -> wire value; empty values are left out (002 §5 "empty values are ignored"). */
const fromInput = (def: FieldDef, value: FormValue): unknown => {
  if (value === '') return undefined;
  if (def.kind === 'text') return String(value).trim() || undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) return undefined;
  return def.kind === 'percent' ? percentToFraction(number) : number;
};

/** The fields whose value differs from the loaded one (save only when changed). */
export const changedValues = (
  defs: readonly FieldDef[],
  loaded: Record<string, unknown>,
  draft: Record<string, FormValue>,
): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  for (const def of defs) {
    const next = fromInput(def, draft[def.name] ?? '');
    if (next === undefined) continue;
    const before = fromInput(def, toInput(def, loaded[def.name]));
    if (next !== before) changes[def.name] = next;
  }
  return changes;
};
