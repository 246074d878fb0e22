import { createContext, type ReactNode } from 'react';

/** A tab another feature adds to the loan page (features meet only in app/, which provides these). */
export type ExtraLoanTab = {
  value: string;
  label: string;
  render: (loan: { id: string; state: string }) => ReactNode;
};

export const ExtraLoanTabsContext = createContext<readonly ExtraLoanTab[]>([]);
