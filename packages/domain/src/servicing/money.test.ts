import { describe, expect, it } from 'vitest';
import { formatCents, parseCents, parseDecimal, roundDiv } from './money';
import { parseDate, periodDays, yearFraction } from './day-count';

describe('exact money', () => {
  it('parses and formats cents without floating point', () => {
    expect(parseCents('1500.5')).toBe(150050n);
    expect(parseCents('0.07')).toBe(7n);
    expect(parseCents('12345678901234.99')).toBe(1234567890123499n);
    expect(parseCents('1.005')).toBeNull();
    expect(parseCents('-1')).toBeNull();
    expect(parseCents('1e3')).toBeNull();
    expect(formatCents(150050n)).toBe('1500.50');
    expect(formatCents(-47139n)).toBe('-471.39');
    expect(formatCents(7n)).toBe('0.07');
    expect(parseDecimal('9.4822')).toEqual({ num: 94822n, den: 10000n });
  });

  it('rounds ties by the stated rule', () => {
    expect(roundDiv(5n, 2n, 'half_up')).toBe(3n);
    expect(roundDiv(5n, 2n, 'half_even')).toBe(2n);
    expect(roundDiv(7n, 2n, 'half_even')).toBe(4n);
    expect(roundDiv(-5n, 2n, 'half_up')).toBe(-3n);
    expect(roundDiv(-5n, 2n, 'half_even')).toBe(-2n);
    expect(roundDiv(1049n, 100n, 'half_up')).toBe(10n);
    expect(roundDiv(1051n, 100n, 'half_even')).toBe(11n);
  });
});

describe('day counts', () => {
  const d = (text: string) => parseDate(text)!;
  it('rejects impossible dates', () => {
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('2024-13-01')).toBeNull();
    expect(parseDate('2024-1-01')).toBeNull();
  });

  it('counts 30 days in every whole month under 30/360 and the US rule in broken periods', () => {
    expect(periodDays('30/360', d('2024-01-31'), d('2024-02-29'))).toBe(30);
    expect(periodDays('30/360', d('2024-02-29'), d('2024-03-29'))).toBe(30);
    expect(periodDays('30/360', d('2024-01-15'), d('2024-03-01'))).toBe(46);
    expect(periodDays('30/360', d('2024-01-30'), d('2024-03-31'))).toBe(60);
    expect(periodDays('actual/360', d('2024-02-01'), d('2024-03-01'))).toBe(29);
  });

  it('splits actual/actual across a year end (ISDA)', () => {
    // 2023-12-12 -> 2024-01-12: 20 days in 2023 over 365, 11 days in 2024 over 366.
    const fraction = yearFraction('actual/actual', d('2023-12-12'), d('2024-01-12'));
    expect(fraction.num * 365n * 366n).toBe((20n * 366n + 11n * 365n) * fraction.den);
    expect(yearFraction('actual/365', d('2024-01-01'), d('2025-01-01'))).toEqual({ num: 366n, den: 365n });
  });
});
