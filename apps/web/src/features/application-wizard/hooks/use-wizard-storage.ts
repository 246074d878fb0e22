import { WIZARD_PAGE_STORAGE_KEY, WIZARD_SECTIONS } from '@lending/domain';
import { useState } from 'react';
import { initialWizardValues, type WizardValues } from '../utils/wizard-values';

// 002 §2.2 / §4: the current page survives reloads (local storage, per activity). The typed
// values are kept for the tab's session only (no personal data left behind on a shared computer).
const pageKey = (activityId: string) => `${WIZARD_PAGE_STORAGE_KEY}:${activityId}`;
const draftKey = (activityId: string) => `application-wizard-draft:${activityId}`;

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

export const readDraft = (activityId: string): WizardValues => {
  const initial = initialWizardValues();
  try {
    const stored = window.sessionStorage.getItem(draftKey(activityId));
    if (!stored) return initial;
    const draft = JSON.parse(stored) as Partial<WizardValues>;
    return { ...initial, ...draft, consent: initial.consent };
  } catch {
    return initial;
  }
};

export const saveDraft = (activityId: string, values: WizardValues): void => {
  const { consent: _consent, ...rest } = values;
  window.sessionStorage.setItem(draftKey(activityId), JSON.stringify(rest));
};

export const clearWizardStorage = (activityId: string): void => {
  window.localStorage.removeItem(pageKey(activityId));
  window.sessionStorage.removeItem(draftKey(activityId));
};
