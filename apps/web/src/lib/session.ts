// The signed-in session: the identity token (a JWT carrying the email) kept in local storage.
// Listeners are told when it changes so the route guard can react to sign-in, sign-out and a 401.
const TOKEN_KEY = 'lending.token';

const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

export const getToken = (): string | null => window.localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => {
  window.localStorage.setItem(TOKEN_KEY, token);
  notify();
};
export const clearToken = (): void => {
  window.localStorage.removeItem(TOKEN_KEY);
  notify();
};

export const subscribeToken = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const readClaims = (): { email?: unknown; exp?: unknown } | null => {
  const payload = getToken()?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      email?: unknown;
      exp?: unknown;
    };
  } catch {
    return null;
  }
};

export const getTokenEmail = (): string | null => {
  const claims = readClaims();
  return typeof claims?.email === 'string' ? claims.email : null;
};

/** Expiry of the current token in epoch milliseconds, or null when unknown. */
export const getTokenExpiry = (): number | null => {
  const claims = readClaims();
  return typeof claims?.exp === 'number' ? claims.exp * 1000 : null;
};
