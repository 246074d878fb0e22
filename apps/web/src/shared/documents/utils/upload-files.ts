import { UPLOAD_DEFAULT_ERROR_STATUS, type UploadState } from '@lending/domain';

// 001 §4 "Upload": each file goes loading, then success or error (error carries the status code,
// 500 by default). Failed files and files without a result yet can be removed. After a success,
// adding new files clears the old ones.
export type UploadItem = {
  id: string;
  file: File;
  progress: number;
  state: UploadState | null;
  status: number | null;
};

let nextId = 0;

export const addFiles = (items: readonly UploadItem[], files: readonly File[]): UploadItem[] => {
  const kept = items.some((item) => item.state === 'success') ? [] : items;
  return [
    ...kept,
    ...files.map((file) => ({ id: `f${(nextId += 1)}`, file, progress: 0, state: null, status: null })),
  ];
};

export const canRemove = (item: UploadItem): boolean => item.state === null || item.state === 'error';

export const removeFile = (items: readonly UploadItem[], id: string): UploadItem[] =>
  items.filter((item) => item.id !== id || !canRemove(item));

/** Files Save will send: not yet sent, or failed before (a retry). */
export const pendingFiles = (items: readonly UploadItem[]): UploadItem[] =>
  items.filter((item) => item.state === null || item.state === 'error');

export const patchFile = (items: readonly UploadItem[], id: string, patch: Partial<UploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...patch } : item));

export const errorStatusOf = (error: unknown): number =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : UPLOAD_DEFAULT_ERROR_STATUS;

export const hasAnySuccess = (items: readonly UploadItem[]): boolean =>
  items.some((item) => item.state === 'success');
