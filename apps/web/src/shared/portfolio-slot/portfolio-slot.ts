import { createContext, type ReactNode } from 'react';

/** A section another feature adds to /portfolio (features meet only in app/, which provides it). */
export const PortfolioSlotContext = createContext<ReactNode>(null);
