import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LoanSource } from '@lending/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SourceList } from './source-list';

const source = (patch: Partial<LoanSource>): LoanSource => ({
  source_key: 'net_worth',
  key_name: 'net_worth',
  source_name: 'Borrower record',
  label: 'Net worth',
  origin: 'record',
  value: 6_400_000,
  display: '$6,400,000',
  priority: 4,
  documents: [],
  entity_name: 'borrower',
  entity_id: 'b1',
  subject: 'Brenda Walsh',
  period: null,
  page: null,
  quote: null,
  edited_by: null,
  edited_at: null,
  last_update: 0,
  display_option: 0,
  disagrees: true,
  implausible: null,
  ...patch,
});

const sources = [
  source({}),
  source({
    origin: 'document',
    source_name: 'Personal financial statement',
    display: '$5,900,000',
    value: 5_900_000,
    page: 2,
    quote: 'Net worth $5,900,000',
    documents: [{ document_id: 'd1', document_name: 'Personal financial statement', page: 2 }],
  }),
  source({ source_key: 'units', key_name: 'units', label: 'Units', display: '12', disagrees: false }),
];

describe('Sources browser (issue 23 item 3)', () => {
  afterEach(() => cleanup());

  it("lists a key's sources with their place, flags disagreement, and opens a document source", () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <SourceList sources={sources} sourceKey="net_worth" onOpen={onOpen} onDocuments={() => undefined} />,
    );
    expect(screen.getByText('Sources: Net worth')).toBeTruthy();
    expect(screen.getByText('The sources disagree: compare them before relying on one.')).toBeTruthy();
    const entries = screen.getAllByTestId('source-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('$6,400,000')).toBeTruthy();
    expect(within(entries[0]!).getByText('Borrower record · Brenda Walsh')).toBeTruthy();
    expect(within(entries[1]!).getByText('“Net worth $5,900,000”')).toBeTruthy();
    fireEvent.click(entries[0]!);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(entries[1]!);
    expect(onOpen).toHaveBeenCalledWith(sources[1]);
  });

  it("lists a key's statements by their period, newest first, then the undated sources", () => {
    const balance = (period: string | null, display: string, origin: LoanSource['origin'] = 'document') =>
      source({
        source_key: 'ending_balance',
        key_name: 'ending_balance',
        label: 'Ending balance',
        source_name: 'Bank statement',
        subject: null,
        origin,
        priority: origin === 'staff' ? 5 : 3,
        period,
        display,
        disagrees: false,
      });
    renderWithProviders(
      <SourceList
        sources={[
          balance(null, '$40,000', 'staff'),
          balance('January 2026', '$41,200'),
          balance('December 2025', '$38,950'),
          balance('February 2026', '$44,075.50'),
        ]}
        sourceKey="ending_balance"
        onOpen={() => undefined}
        onDocuments={() => undefined}
      />,
    );
    expect(screen.getAllByTestId('source-entry').map((e) => e.textContent)).toEqual([
      expect.stringContaining('$44,075.50Bank statement · February 2026'),
      expect.stringContaining('$41,200Bank statement · January 2026'),
      expect.stringContaining('$38,950Bank statement · December 2025'),
      expect.stringContaining('$40,000Bank statement'),
    ]);
  });

  it('shows who edited a value and when', () => {
    renderWithProviders(
      <SourceList
        sources={[
          source({ origin: 'staff', edited_by: 'Ada Admin', edited_at: 1_772_445_600, disagrees: false }),
        ]}
        sourceKey="net_worth"
        onOpen={() => undefined}
        onDocuments={() => undefined}
      />,
    );
    expect(screen.getByText(/^Edited by Ada Admin on \d\d\/\d\d\/2026$/)).toBeTruthy();
    expect(screen.queryByText(/sources disagree/)).toBeNull();
  });

  it('marks an implausible value with the rule it fails, so nobody relies on it', () => {
    renderWithProviders(
      <SourceList
        sources={[
          source({
            source_key: 'units',
            key_name: 'units',
            label: 'Units',
            source_name: 'Property report',
            origin: 'report',
            display: '89',
            disagrees: false,
            implausible: '89 units on 9,700 sq ft is 109 sq ft per unit (at least 150 needed)',
          }),
        ]}
        sourceKey="units"
        onOpen={vi.fn()}
        onDocuments={vi.fn()}
      />,
    );
    const entry = screen.getByTestId('source-entry');
    expect(within(entry).getByText('Implausible')).toBeTruthy();
    expect(
      within(entry).getByText(
        'Not used: 89 units on 9,700 sq ft is 109 sq ft per unit (at least 150 needed)',
      ),
    ).toBeTruthy();
  });
});
