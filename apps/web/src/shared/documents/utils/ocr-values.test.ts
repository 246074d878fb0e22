import { describe, expect, it } from 'vitest';
import { changedValues, displayValue, ocrEntries, shownValue } from './ocr-values';

describe('OCR Analysis Response values (001 §2, §4)', () => {
  const data = {
    reason: 'Blurry',
    account_balance: { value: 125000 },
    bank_name: 'First Bank',
    owners: ['Ann', 'Bo'],
  };

  it('lists analysis keys as capitalised words, sorted, without the rejection reason', () => {
    expect(ocrEntries(data).map((entry) => entry.label)).toEqual(['Account Balance', 'Bank Name', 'Owners']);
    expect(ocrEntries(data)[0]!.value).toBe(125000);
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(['Ann', 'Bo'])).toBe('Ann, Bo');
  });

  it('reports only edits that change a value, keeping numbers and lists typed', () => {
    const entries = ocrEntries(data);
    expect(changedValues(entries, { bank_name: 'First Bank' })).toEqual({});
    expect(changedValues(entries, { account_balance: '130,500', owners: 'Ann, Bo, Cy' })).toEqual({
      account_balance: 130500,
      owners: ['Ann', 'Bo', 'Cy'],
    });
  });

  it('prints values as the data points panel does, and marks a staff correction', () => {
    const entries = ocrEntries({
      ending_balance: { value: 35600.1, source: 'staff', document_id: 'd1' },
      year_built: { value: 1968, source: 'extractor' },
      unit_count: 12,
      closing_date: { value: '2026-04-15', source: 'extractor' },
    });
    expect(entries.map((e) => [e.key, shownValue(e), e.corrected])).toEqual([
      // A date as every date on screen (mm/dd/yyyy), not the ISO value the extractor stores.
      ['closing_date', '04/15/2026', false],
      ['ending_balance', '$35,600.10', true],
      ['unit_count', '12', false],
      ['year_built', '1968', false],
    ]);
  });
});
