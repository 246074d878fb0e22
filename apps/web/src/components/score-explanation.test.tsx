import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ScoreExplanation } from './score-explanation';

describe('score explanation values (issue 23 items 5, 6)', () => {
  afterEach(cleanup);

  it('prints a year without separators, money with $, and an implausible input as N/A with its reason', () => {
    renderWithProviders(
      <ScoreExplanation
        variables={[
          {
            entity_name: '118 Maple Ave',
            name: 'Year built',
            variable_final_score: 5,
            value: 1968,
            math_function: 'first',
            na_reason: null,
            children: [{ name: 'Year built', value: 1968 }],
          },
          {
            entity_name: null,
            name: 'Loan size',
            variable_final_score: 3,
            value: 1_250_000,
            math_function: 'first',
            na_reason: null,
            children: [{ name: 'Loan amount', value: 1_250_000 }],
          },
          {
            entity_name: 'Ann Lee',
            name: 'Credit',
            variable_final_score: null,
            value: null,
            math_function: 'first',
            na_reason: 'Implausible value: Credit score 9999 is outside the plausible range 300 to 850',
            children: [{ name: 'Credit score', value: null }],
          },
        ]}
      />,
    );
    expect(screen.getAllByText('1968')).toHaveLength(2);
    expect(screen.queryByText('1,968')).toBeNull();
    expect(screen.getAllByText('$1,250,000')).toHaveLength(2);
    expect(
      screen.getByText(/Implausible value: Credit score 9999 is outside the plausible range 300 to 850/),
    ).toBeTruthy();
  });
});
