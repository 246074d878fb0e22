import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// 001 §2 "Loan documents and sources browser": the panel's state lives in the URL, so a link in a
// notification or a chat citation opens it in the right state.
export const PANEL_PARAMS = [
  'section',
  'sourceKey',
  'searchQuery',
  'searchKey',
  'isDocumentFullScreen',
  'documentId',
] as const;

type PanelState = {
  section: string | null;
  sourceKey: string | null;
  searchQuery: string;
  searchKey: string | null;
  isDocumentFullScreen: boolean;
  documentId: string | null;
};

export const usePanelState = () => {
  const [params, setParams] = useSearchParams();
  const state: PanelState = {
    section: params.get('section'),
    sourceKey: params.get('sourceKey'),
    searchQuery: params.get('searchQuery') ?? '',
    searchKey: params.get('searchKey'),
    isDocumentFullScreen: params.get('isDocumentFullScreen') === 'true',
    documentId: params.get('documentId'),
  };
  const isOpen = Boolean(
    state.documentId || state.sourceKey || state.searchQuery || (state.section && state.section !== 'hide'),
  );
  const update = useCallback(
    (patch: Partial<Record<(typeof PANEL_PARAMS)[number], string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  /** Backdrop click: closes and resets the panel's state (001 §2). */
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of PANEL_PARAMS) next.delete(key);
        return next;
      }),
    [setParams],
  );
  return { state, isOpen, update, close };
};
