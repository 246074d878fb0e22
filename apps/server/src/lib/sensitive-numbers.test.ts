import { describe, expect, it } from 'vitest';
import { maskSensitiveNumbers } from './sensitive-numbers';

describe('masking account numbers and SSNs in stored document text', () => {
  it('keeps the last four digits of account numbers and SSNs', () => {
    expect(maskSensitiveNumbers('Account Number: 004512398877 Checking')).toBe(
      'Account Number: ****8877 Checking',
    );
    expect(maskSensitiveNumbers('Card 4111 1111 1111 1234, acct 1234-5678-9012')).toBe(
      'Card ****1234, acct ****9012',
    );
    expect(maskSensitiveNumbers('SSN 123-45-6789 / 123 45 6789')).toBe('SSN ***-**-6789 / ***-**-6789');
  });

  it('leaves amounts, dates, phone numbers and short ids alone', () => {
    const text = 'Ending Balance $1,234,567.89 on 01/31/2026 (2026-01-31), call 512-555-0142, loan 10042';
    expect(maskSensitiveNumbers(text)).toBe(text);
  });
});
