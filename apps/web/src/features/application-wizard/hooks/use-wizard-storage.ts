import { WIZARD_PAGE_STORAGE_KEY, WIZARD_SECTIONS } from '@lending/domain';
import { useState } from 'react';
import { initialWizardValues, type WizardValues } from '../utils/wizard-values';

// 002 §2.2 / §4: the current page survives reloads (local storage, per activity). The typed
// values are saved as a draft on the server (no personal data left in the browser).
const pageKey = (activityId: string) => `${WIZARD_PAGE_STORAGE_KEY}:${activityId}`;

const readPage = (activityId: string): number => {
  const stored = Number(window.localStorage.getItem(pageKey(activityId)));
  return Number.isInteger(stored) && stored >= 1 && stored <= WIZARD_SECTIONS ? stored : 1;
};

export const useWizardPage = (activityId: string) => {
  const [page, setPageState] = useState(() => readPage(activityId));
  const setPage = (next: number) => {
    window.localStorage.setItem(pageKey(activityId), String(next));
    setPageState(next);
  };
  return [page, setPage] as const;
};

export const clearWizardPage = (activityId: string): void =>
  window.localStorage.removeItem(pageKey(activityId));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The saved draft over the empty values, section by section (the signature is never kept). */
export const valuesFromDraft = (draft: Record<string, unknown>): WizardValues => {
  const initial = initialWizardValues();
  const merged = { ...initial } as Record<string, unknown>;
  for (const [section, value] of Object.entries(initial)) {
    const saved = draft[section];
    if (section !== 'consent' && isRecord(saved) && isRecord(value)) merged[section] = { ...value, ...saved };
  }
  return merged as WizardValues;
};

/** What goes into the server draft: everything except the consent and signature. */
export const draftOf = (values: WizardValues): Record<string, unknown> => {
  const { consent: _consent, ...rest } = values;
  return rest;
};
