import { describe, expect, it } from 'vitest';
import { formatLeadValue } from './lead-summary';

describe("a lead's submitted values as a person reads them (issue 23 item 6)", () => {
  it('shows a submitted day as every date on screen (mm/dd/yyyy), money with its currency', () => {
    expect(formatLeadValue('estimatedClosingDate', Date.UTC(2026, 2, 1) / 1000)).toBe('03/01/2026');
    expect(formatLeadValue('purchasePrice', 1_250_000)).toBe('$1,250,000');
    expect(formatLeadValue('estimatedClosingDate', null)).toBe('N/A');
  });
});
