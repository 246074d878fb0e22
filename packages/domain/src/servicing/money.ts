// Exact money for servicing (DESIGN.md §11): amounts are integer cents as bigint, rates are exact
// decimals held as a fraction, and every rounding goes through one function with a stated rule.
// No floating point touches a money figure.

export const ROUNDING_MODES = ['half_up', 'half_even'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** An exact non-negative rational: num / den with den > 0. */
export type Fraction = { num: bigint; den: bigint };

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "9.4822" -> 94822/10000, exactly. Returns null for anything but a plain non-negative decimal. */
export const parseDecimal = (text: string): Fraction | null => {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
};

/** A decimal string with at most two places as integer cents ("1500.5" -> 150050n). */
export const parseCents = (text: string): bigint | null => {
  const value = parseDecimal(text);
  if (!value || value.den > 100n) return null;
  return (value.num * 100n) / value.den;
};

/** Integer cents as the wire's decimal string with two places (150050n -> "1500.50"). */
export const formatCents = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/**
 * num / den rounded to an integer. half_up rounds a tie away from zero (the usual bank rule);
 * half_even rounds a tie to the even neighbour (banker's rounding).
 */
export const roundDiv = (num: bigint, den: bigint, mode: RoundingMode): bigint => {
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) return roundDiv(-num, -den, mode);
  const negative = num < 0n;
  const abs = negative ? -num : num;
  let quotient = abs / den;
  const twice = (abs % den) * 2n;
  if (twice > den || (twice === den && (mode === 'half_up' || quotient % 2n === 1n))) quotient += 1n;
  return negative ? -quotient : quotient;
};
