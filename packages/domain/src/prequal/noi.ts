import { NOI_FACTOR_COMMERCIAL, NOI_FACTOR_RESIDENTIAL } from '../constants/constants';

// 002 §5: NOI = 0.95 x residential income (+ 0.9 x commercial income for Mixed use) - expenses;
// the factors are the 5% / 10% vacancy assumptions. Shown blank (null) when the result is 0.
export type NoiInput = {
  propertyType: string | null | undefined;
  residentialIncome: number | null | undefined;
  commercialIncome?: number | null | undefined;
  expenses: number | null | undefined;
};

export const deriveNoi = ({
  propertyType,
  residentialIncome,
  commercialIncome,
  expenses,
}: NoiInput): number | null => {
  const residential = (residentialIncome ?? 0) * NOI_FACTOR_RESIDENTIAL;
  const commercial = propertyType === 'Mixed use' ? (commercialIncome ?? 0) * NOI_FACTOR_COMMERCIAL : 0;
  const noi = Math.round((residential + commercial - (expenses ?? 0)) * 100) / 100;
  return noi === 0 ? null : noi;
};

type IncomeFields = {
  propertyType?: string | null;
  currentGrossIncomeResidential?: number | null;
  currentGrossIncomeCommercial?: number | null;
  currentOperatingExpenses?: number | null;
  expectedGrossIncomeResidential?: number | null;
  expectedGrossIncomeCommercial?: number | null;
  expectedOperatingExpenses?: number | null;
};

/** Current and expected NOI of a pre-qualification property. */
export const derivePropertyNoi = (
  p: IncomeFields,
): { currentNoi: number | null; expectedNoi: number | null } => ({
  currentNoi: deriveNoi({
    propertyType: p.propertyType,
    residentialIncome: p.currentGrossIncomeResidential,
    commercialIncome: p.currentGrossIncomeCommercial,
    expenses: p.currentOperatingExpenses,
  }),
  expectedNoi: deriveNoi({
    propertyType: p.propertyType,
    residentialIncome: p.expectedGrossIncomeResidential,
    commercialIncome: p.expectedGrossIncomeCommercial,
    expenses: p.expectedOperatingExpenses,
  }),
});
