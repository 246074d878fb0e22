import { describe, expect, it } from 'vitest';
import {
  coerceDataPointValue,
  dataPointKey,
  dataPointKeyLabel,
  inferValueType,
  parseNumberText,
} from './value-types';

describe('data point value types (001 §3)', () => {
  it('fits values to their type or says why not', () => {
    expect(coerceDataPointValue('FLOAT', '$1,234.50')).toEqual({ ok: true, value: 1234.5 });
    expect(coerceDataPointValue('INTEGER', '12')).toEqual({ ok: true, value: 12 });
    expect(coerceDataPointValue('INTEGER', 12.5)).toEqual({ ok: false, reason: 'Expected an integer' });
    expect(coerceDataPointValue('FLOAT', 'HACKED')).toEqual({ ok: false, reason: 'Expected a number' });
    expect(coerceDataPointValue('BOOLEAN', 'Yes')).toEqual({ ok: true, value: true });
    expect(coerceDataPointValue('BOOLEAN', 'maybe')).toEqual({ ok: false, reason: 'Expected yes or no' });
    expect(coerceDataPointValue('LIST[FLOAT]', ['60', 40])).toEqual({ ok: true, value: [60, 40] });
    expect(coerceDataPointValue('LIST[INTEGER]', [1, 'x'])).toEqual({
      ok: false,
      reason: 'Item 2: Expected an integer',
    });
    expect(coerceDataPointValue('LIST[STRING]', 'a')).toEqual({
      ok: false,
      reason: 'Expected a list (LIST[STRING])',
    });
    expect(coerceDataPointValue('STRING', 'N/A')).toEqual({
      ok: false,
      reason: 'No value found in the document',
    });
    expect(coerceDataPointValue('STRING', { a: 1 })).toEqual({ ok: false, reason: 'Expected text' });
  });

  it('reads accounting numbers', () => {
    expect(parseNumberText('(1,200.00)')).toBe(-1200);
    expect(parseNumberText('75%')).toBe(75);
    expect(parseNumberText('12 units')).toBeNull();
  });

  it('shows keys as capitalised words without underscores, and makes keys from prompt names', () => {
    expect(dataPointKeyLabel('ending_balance')).toBe('Ending Balance');
    expect(dataPointKeyLabel('account_number_last4')).toBe('Account Number Last4');
    expect(dataPointKey('Ending Balance ($)')).toBe('ending_balance');
  });

  it('types a prompt from an explicit type or from its question', () => {
    expect(inferValueType({ name: 'units', question: 'How many units are there?' })).toBe('INTEGER');
    expect(inferValueType({ name: 'balance', question: 'What is the ending balance?' })).toBe('FLOAT');
    expect(inferValueType({ name: 'members', question: 'List the names of the members' })).toBe(
      'LIST[STRING]',
    );
    expect(inferValueType({ name: 'signed', question: 'Is the agreement signed?' })).toBe('BOOLEAN');
    expect(inferValueType({ name: 'shares (LIST[FLOAT])', question: 'Shares' })).toBe('LIST[FLOAT]');
    expect(inferValueType({ name: 'agent', question: 'Who is the registered agent?' })).toBe('STRING');
  });
});
