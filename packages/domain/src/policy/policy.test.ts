import { describe, expect, it } from 'vitest';
import { evaluateRequirement, formatPolicyValue } from './policy';

const req = (value: number, func: 'min' | 'max', top = 5, mid = 5) => ({ value, func, diff: { top, mid } });

describe('evaluateRequirement (001 §2 row indicators)', () => {
  it('min: green with headroom at least top, yellow near or slightly below, red beyond mid', () => {
    expect(evaluateRequirement(700, req(660, 'min'))).toEqual({ indicator: 'green', diff: 6.1 });
    expect(evaluateRequirement(680, req(660, 'min'))).toEqual({ indicator: 'yellow', diff: 3 });
    expect(evaluateRequirement(640, req(660, 'min'))).toEqual({ indicator: 'yellow', diff: -3 });
    expect(evaluateRequirement(600, req(660, 'min'))).toEqual({ indicator: 'red', diff: -9.1 });
  });
  it('max: the same bands mirrored', () => {
    expect(evaluateRequirement(62.5, req(75, 'max'))).toEqual({ indicator: 'green', diff: -16.7 });
    expect(evaluateRequirement(78.125, req(75, 'max'))).toEqual({ indicator: 'yellow', diff: 4.2 });
    expect(evaluateRequirement(85, req(75, 'max'))).toEqual({ indicator: 'red', diff: 13.3 });
  });
  it('bands of 0 mean pass or fail; a zero requirement is red for any amount above', () => {
    expect(evaluateRequirement(660, req(660, 'min', 0, 0)).indicator).toBe('green');
    expect(evaluateRequirement(659, req(660, 'min', 0, 0)).indicator).toBe('red');
    expect(evaluateRequirement(1, req(0, 'max', 0, 0)).indicator).toBe('red');
    expect(evaluateRequirement(0, req(0, 'max', 0, 0)).indicator).toBe('green');
  });
  it('a missing value has no indicator', () => {
    expect(evaluateRequirement(null, req(1, 'min'))).toEqual({ indicator: null, diff: null });
  });
  it('formats with prefix and suffix, separators from 10,000', () => {
    expect(formatPolicyValue(250000, { prefix: '$' })).toBe('$250,000');
    expect(formatPolicyValue(1952, {})).toBe('1952');
    expect(formatPolicyValue(6450, { suffix: ' sqft' })).toBe('6,450 sqft');
    expect(formatPolicyValue(2500, {})).toBe('2,500');
    expect(formatPolicyValue(1450, { prefix: '$' })).toBe('$1,450');
    expect(formatPolicyValue(-25.5, { prefix: '$' })).toBe('-$25.50');
    expect(formatPolicyValue(78.125, { suffix: '%' })).toBe('78.13%');
    expect(formatPolicyValue(null, {})).toBe('N/A');
  });
});
