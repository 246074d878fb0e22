// Custom document form helpers (002 §5): "Saving a custom document is enabled only when some
// value differs from the loaded one; empty values are ignored."

/** Field names the server accepts (PUT /custom-document/{id}/update). */
export const CUSTOM_FIELD_NAME = /^[a-z0-9_]{1,64}$/i;

export const toText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The edited values worth saving: non-empty and different from the loaded ones. */
export const customDocumentChanges = (
  loaded: Record<string, unknown>,
  draft: Record<string, string>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => value.trim() !== '' && value !== toText(loaded[name])),
  );

/** 'site_visit' -> 'Site Visit', as the generated document labels it. */
export const customFieldLabel = (name: string): string =>
  name
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
