import { describe, expect, it } from 'vitest';
import { changedValues, DOCUMENT_FIELDS, toInput, validateChanges } from './document-fields';

const termSheet = DOCUMENT_FIELDS['term-sheet'];
const field = (name: string) => termSheet.find((def) => def.name === name)!;

// Spec 002 §3 (every field) and §5 (save only when changed, empty values ignored).
describe('generated document form fields', () => {
  it('lists every term sheet field of 002 §3', () => {
    const names = termSheet.map((def) => def.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'good_faith_deposit',
        'minimum_noi_upon_stabilization',
        'sofr_spread',
        'other_5',
      ]),
    );
    expect(field('origination_fee').kind).toBe('percent');
    expect(field('amount').kind).toBe('money');
    expect(field('extensions_allowed').kind).toBe('integer');
  });

  it('shows percent fractions x100', () => {
    expect(toInput(field('origination_fee'), 0.02)).toBe(2);
  });

  it('keeps only the changed, non-empty values', () => {
    const loaded = { good_faith_deposit: 25_000, origination_fee: 0.02, other_1: 'Insurance' };
    const draft = {
      good_faith_deposit: 25_000,
      origination_fee: 2.5,
      other_1: 'Insurance',
      other_2: '',
      exit_fee: '' as const,
    };
    expect(changedValues(termSheet, loaded, draft)).toEqual({ origination_fee: 0.025 });
  });

  it('validates with the domain schema', () => {
    expect(validateChanges('term-sheet', { good_faith_deposit: 20_000_000 })).toEqual({
      good_faith_deposit: '* Limit $15,000,000',
    });
    expect(validateChanges('term-sheet', { origination_fee: 0.03 })).toEqual({});
  });
});
