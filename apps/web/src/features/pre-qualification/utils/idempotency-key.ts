// One Idempotency-Key per form fill (issue 4 §1): a double click or a retry sends the same key
// and gets the first lead back. crypto.randomUUID needs a secure context; fall back otherwise.
export const newIdempotencyKey = (): string => {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' && window.isSecureContext)
    return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
