// The demo scoring model for bridge lending (DESIGN.md §7) that ships in the seed and is active.
// Points are set so that a strong loan reaches about 100: properties 30, neighbourhood 15,
// borrowers 35, loan factors 20. Each variable names its data locations by key.
import type { FilterOperator, MathFunction, ScoreCategory } from './scoring';

type DemoRule = [FilterOperator, string, number];
export type DemoVariable = { name: string; fn: MathFunction; keys: string[]; rules: DemoRule[] };
export type DemoGroup = { name: string; category: ScoreCategory; variables: DemoVariable[] };

export const DEMO_MODEL_NAME = 'Bridge lending (demo)';

export const DEMO_MODEL_GROUPS: readonly DemoGroup[] = [
  {
    name: 'Collateral',
    category: 'properties',
    variables: [
      {
        name: 'Property type',
        fn: 'first',
        keys: ['property.property_type'],
        rules: [
          ['=', 'Single family home', 10],
          ['=', '2-4 Family', 10],
          ['=', 'Multifamily (5+)', 9],
          ['=', 'Condo', 8],
          ['=', 'Mixed use', 7],
          ['=', 'Conversion', 5],
          ['=', 'Ground Up Development', 3],
          ['=', 'Land', -5],
        ],
      },
      {
        name: 'Units',
        fn: 'first',
        keys: ['property.number_of_units'],
        rules: [
          ['>=', '1', 5],
          ['>=', '5', 5],
        ],
      },
      {
        name: 'Year built',
        fn: 'first',
        keys: ['property.details.year_built'],
        rules: [
          ['>=', '1960', 5],
          ['>=', '2000', 5],
        ],
      },
    ],
  },
  {
    name: 'Location',
    category: 'neighborhoods',
    variables: [
      {
        name: 'Neighborhood score',
        fn: 'first',
        keys: ['neighborhood.score'],
        rules: [
          ['>=', '50', 5],
          ['>=', '75', 5],
        ],
      },
      { name: 'Schools', fn: 'first', keys: ['neighborhood.data.school_rating'], rules: [['>=', '7', 3]] },
      {
        name: 'Crime',
        fn: 'first',
        keys: ['neighborhood.data.crime_index'],
        rules: [
          ['<=', '40', 2],
          ['>=', '75', -3],
        ],
      },
    ],
  },
  {
    name: 'Sponsor strength',
    category: 'borrowers',
    variables: [
      {
        name: 'Credit score',
        fn: 'first',
        keys: ['borrower.credit_score'],
        rules: [
          ['>=', '660', 5],
          ['>=', '700', 5],
          ['>=', '750', 5],
          ['<', '620', -10],
        ],
      },
      {
        name: 'Liquidity',
        fn: 'first',
        keys: ['borrower.liquidity'],
        rules: [
          ['>=', '250000', 5],
          ['>=', '1000000', 5],
        ],
      },
      {
        name: 'Experience',
        fn: 'first',
        keys: ['borrower.profile.completed_projects'],
        rules: [
          ['>=', '3', 5],
          ['>=', '10', 5],
        ],
      },
    ],
  },
  {
    name: 'Structure',
    category: 'loan-factors',
    variables: [
      {
        name: 'Loan to value',
        fn: 'ratio',
        keys: ['loan.amount', 'loan.purchase_price'],
        rules: [
          ['<=', '0.75', 6],
          ['<=', '0.65', 6],
          ['>', '0.8', -10],
        ],
      },
      {
        name: 'Term',
        fn: 'first',
        keys: ['loan.duration_months'],
        rules: [
          ['<=', '12', 4],
          ['>', '24', -4],
        ],
      },
      { name: 'Exit strategy', fn: 'first', keys: ['loan.exit_strategy'], rules: [['=', 'Sale', 4]] },
    ],
  },
];
