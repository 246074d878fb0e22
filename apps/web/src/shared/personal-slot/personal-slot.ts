import { createContext, type ReactNode } from 'react';

/** A section another feature adds to /personal (features meet only in app/, which provides it). */
export const PersonalSlotContext = createContext<ReactNode>(null);
