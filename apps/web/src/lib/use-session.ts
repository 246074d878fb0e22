import { useEffect, useSyncExternalStore } from 'react';
import { call } from './contract-client';
import { getToken, getTokenExpiry, setToken, subscribeToken } from './session';

/** The current token; re-renders on sign-in, sign-out and when a 401 clears it. */
export const useSessionToken = (): string | null =>
  useSyncExternalStore(subscribeToken, getToken, () => null);

const RENEW_BEFORE_MS = 60_000;

const refreshToken = async (): Promise<void> => {
  const { token } = await call('postAuthRefresh', {});
  setToken(token);
};

/** Renews the token a minute before it expires (issue 2, identity: expiry with renewal). */
export const useTokenRenewal = (token: string | null): void => {
  useEffect(() => {
    if (!token) return undefined;
    const expiry = getTokenExpiry();
    if (expiry === null) return undefined;
    const delay = Math.max(expiry - Date.now() - RENEW_BEFORE_MS, 0);
    // A failed renewal leaves the token alone: the next call's 401 ends the session.
    const timer = window.setTimeout(() => void refreshToken().catch(() => undefined), delay);
    return () => window.clearTimeout(timer);
  }, [token]);
};
