import { createHash } from 'node:crypto';

/** Canonical JSON (keys sorted at every level), so the same content always hashes the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

export const fingerprintOf = (payload: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
