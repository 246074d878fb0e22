import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PolicyAnalysis, PolicyRowValue } from '@lending/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ReportItemCell } from '../external-data/report-item';
import { PolicyTable } from './policy-table';

const value = (over: Partial<PolicyRowValue>): PolicyRowValue => ({
  value: null,
  diff: null,
  indicator: null,
  source: null,
  confidence_level: null,
  details: [],
  ...over,
});

const reason = 'Rent per unit $25,680 is outside the plausible range $100 to $20,000';
const analysis: PolicyAnalysis = {
  title: 'Property: 118 Maple Ave, Austin',
  order: 0,
  entity_type: 'property',
  entity_id: 'p1',
  header: ['Market Rent per Unit'],
  borrower: null,
  selected_columns: ['borrower', 'external'],
  vars: {
    market_rent: {
      label: 'Market Rent per Unit',
      borrower: value({ value: 1_450, diff: 61.1, indicator: 'green' }),
      external: value({
        source: 'Rentometer',
        implausible: reason,
        details: [`Implausible value, not used: ${reason}`, 'Requirement: min $900'],
      }),
    },
  },
  requirements: {
    market_rent: {
      prefix: '$',
      suffix: null,
      value: 900,
      value_out_of_range: null,
      func: 'min',
      diff: { top: 10, mid: 10 },
    },
  },
  last_update: null,
};

describe('Data Analysis: implausible values (issue 23 item 5)', () => {
  afterEach(cleanup);

  it('shows an implausible value flagged with its reason instead of a value and a percentage', () => {
    renderWithProviders(<PolicyTable analysis={analysis} hidden={new Set()} />);
    const row = screen.getByTestId('analysis-row-market_rent');
    const external = within(row).getByText('Implausible').closest('td')!;
    expect(external.getAttribute('data-column')).toBe('external');
    expect(within(external).getByTestId('implausible-reason').textContent).toBe(reason);
    expect(external.textContent).not.toContain('%');
    expect(external.textContent).not.toContain('25,680 (');
    expect(within(external).getByText('Rentometer')).toBeTruthy();
    const borrower = row.querySelector('[data-column="borrower"]')!;
    expect(borrower.textContent).toContain('$1,450');
    expect(borrower.textContent).toContain('+61.1%');
    fireEvent.click(row);
    expect(screen.getByText(`Implausible value, not used: ${reason}`)).toBeTruthy();
  });
});

describe('External Data report values (issue 23 item 6)', () => {
  afterEach(cleanup);

  it('prints money with its currency and years without separators', () => {
    renderWithProviders(
      <>
        <ReportItemCell
          item={{ index: 0, key: 'estimated_value', label: 'Estimated Value', value: 9_987_000 }}
        />
        <ReportItemCell item={{ index: 1, key: 'year_built', label: 'Year Built', value: 1968 }} />
      </>,
    );
    expect(screen.getByText('$9,987,000')).toBeTruthy();
    expect(screen.getByText('1968')).toBeTruthy();
    expect(screen.queryByText('1,968')).toBeNull();
  });

  it('flags an implausible report value with its reason and still shows what the vendor sent', () => {
    const reason = '89 units on 9,700 sq ft is 109 sq ft per unit (at least 150 needed)';
    renderWithProviders(
      <ReportItemCell item={{ index: 0, key: 'units', label: 'Units', value: 89 }} implausible={reason} />,
    );
    expect(screen.getByText('89')).toBeTruthy();
    expect(screen.getByTestId('implausible-flag').getAttribute('aria-label')).toBe(
      `Implausible, not used: ${reason}`,
    );
  });
});
