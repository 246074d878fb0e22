// The readable entity fields of the scoring page (002 §3 "Parameters: data_locations ... each
// with a uuid"). The ids are fixed so that every database (migration 0005) and the browser agree.
import type { ScoreCategory } from './scoring';
import type { ScoringTable, ScoringValueType } from './engine';

export type DataLocation = {
  id: string;
  table: ScoringTable;
  key_name: string;
  label: string;
  value_type: ScoringValueType;
};

const loc = (
  n: number,
  table: ScoringTable,
  key_name: string,
  label: string,
  value_type: ScoringValueType,
): DataLocation => ({
  id: `5c0e0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  table,
  key_name,
  label,
  value_type,
});

export const DATA_LOCATIONS: readonly DataLocation[] = [
  loc(1, 'loan', 'amount', 'Loan amount', 'FLOAT'),
  loc(2, 'loan', 'amount_at_closing', 'Amount at closing', 'FLOAT'),
  loc(3, 'loan', 'purchase_price', 'Loan purchase price', 'FLOAT'),
  loc(4, 'loan', 'duration_months', 'Duration (months)', 'INTEGER'),
  loc(5, 'loan', 'interest_rate', 'Interest rate (fraction)', 'FLOAT'),
  loc(6, 'loan', 'construction_reserve', 'Construction reserve', 'FLOAT'),
  loc(7, 'loan', 'purpose', 'Loan purpose', 'STRING'),
  loc(8, 'loan', 'exit_strategy', 'Exit strategy', 'STRING'),
  loc(20, 'property', 'property_type', 'Property type', 'STRING'),
  loc(21, 'property', 'purchase_price', 'Property purchase price', 'FLOAT'),
  loc(22, 'property', 'number_of_units', 'Number of units', 'INTEGER'),
  loc(23, 'property', 'number_of_commercial_units', 'Commercial units', 'INTEGER'),
  loc(24, 'property', 'address_state', 'Property state', 'STRING'),
  loc(25, 'property', 'address_city', 'Property city', 'STRING'),
  loc(26, 'property', 'details.total_square_footage', 'Total square footage', 'FLOAT'),
  loc(27, 'property', 'details.year_built', 'Year built', 'INTEGER'),
  loc(28, 'property', 'details.currentNoi', 'Current NOI', 'FLOAT'),
  loc(29, 'property', 'details.expectedNoi', 'Expected NOI', 'FLOAT'),
  loc(40, 'borrower', 'credit_score', 'Credit score', 'INTEGER'),
  loc(41, 'borrower', 'net_worth', 'Net worth', 'FLOAT'),
  loc(42, 'borrower', 'liquidity', 'Liquidity', 'FLOAT'),
  loc(43, 'borrower', 'profile.completed_projects', 'Completed projects', 'INTEGER'),
  loc(44, 'borrower', 'profile.similar_properties', 'Similar properties owned', 'INTEGER'),
  loc(45, 'borrower', 'profile.credit_band', 'Credit band', 'STRING'),
  loc(46, 'borrower', 'address_state', 'Borrower state', 'STRING'),
  loc(60, 'neighborhood', 'score', 'Neighborhood score', 'INTEGER'),
  loc(61, 'neighborhood', 'data.median_household_income', 'Median household income', 'FLOAT'),
  loc(62, 'neighborhood', 'data.crime_index', 'Crime index', 'INTEGER'),
  loc(63, 'neighborhood', 'data.school_rating', 'School rating', 'INTEGER'),
  loc(64, 'neighborhood', 'zipcode', 'ZIP code', 'STRING'),
];

export const dataLocationById = (id: string): DataLocation | undefined =>
  DATA_LOCATIONS.find((location) => location.id === id);

/** The tables a category's variables may read first (its own entity, then the loan). */
export const CATEGORY_TABLES: Record<ScoreCategory, readonly ScoringTable[]> = {
  properties: ['property', 'loan'],
  neighborhoods: ['neighborhood', 'property', 'loan'],
  borrowers: ['borrower', 'loan'],
  'loan-factors': ['loan', 'property', 'borrower'],
};
