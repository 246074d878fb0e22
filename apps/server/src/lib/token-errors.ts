// What a public link answers when its signed token fails (lib/signed-tokens.ts): kept apart so the
// signer itself stays free of the HTTP layer.
import { AppError } from './app-error';
import type { TokenCheck } from './signed-tokens';

/** The value of a good token; otherwise the link's own message: 403 when altered, 410 when expired. */
export const tokenValueOrThrow = <T>(
  check: TokenCheck<T>,
  messages: { invalid: string; expired: string },
): T => {
  if (check.ok) return check.value;
  throw check.reason === 'expired'
    ? new AppError(410, messages.expired)
    : new AppError(403, messages.invalid);
};
