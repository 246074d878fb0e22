// 000 §2 loan table and 001/002 loan detail rules that are not forms.

export const LOAN_TABLE_COLUMNS = [
  { id: 'pin', label: 'Pin' },
  { id: 'property', label: 'Property' },
  { id: 'amount', label: 'Amount' },
  { id: 'score', label: 'Score' },
  { id: 'borrowers', label: 'Borrowers' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'duration', label: 'Duration' },
  { id: 'status', label: 'Status' },
  { id: 'update', label: 'Update' },
  { id: 'expected_closing', label: 'Expected Closing' },
  { id: 'actions', label: 'Actions' },
] as const;
/** Duration is hidden on the dashboard (000 §2). */
export const DASHBOARD_HIDDEN_COLUMNS = ['duration'] as const;

/** 002 §2.4: unlink is offered only when more than one property or borrower exists. */
export const canUnlink = (count: number): boolean => count > 1;

/** 001 §2 loan documents panel query parameters. */
export const DOCUMENT_PANEL_QUERY_PARAMS = [
  'section',
  'sourceKey',
  'searchQuery',
  'searchKey',
  'isDocumentFullScreen',
  'documentId',
] as const;

/** 002 §2.3: brokers start with 'other tasks' switched on. */
export const otherTasksDefault = (role: string): boolean => role === 'broker';

/** 000 §5 / 001 §2: coordinates 0,0 mean 'not placed' and use the default location. */
export const hasRealCoordinates = (
  c: { lat: number; lng: number } | null | undefined,
): c is { lat: number; lng: number } =>
  !!c && Number.isFinite(c.lat) && Number.isFinite(c.lng) && !(c.lat === 0 && c.lng === 0);
