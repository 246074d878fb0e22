// Live mode: Plaid Link from Plaid's CDN (https://plaid.com/docs/link/web/).
type PlaidHandler = { open: () => void; exit: () => void; destroy: () => void };
type PlaidCreate = (options: {
  token: string;
  onSuccess: (publicToken: string, metadata: { institution?: { name?: string } | null }) => void;
  onExit: () => void;
}) => PlaidHandler;

declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    Plaid?: { create: PlaidCreate };
  }
}

const SCRIPT_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

export const loadPlaidLink = (): Promise<{ create: PlaidCreate }> =>
  new Promise((resolve, reject) => {
    if (window.Plaid) return resolve(window.Plaid);
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Plaid ? resolve(window.Plaid) : reject(new Error('Plaid Link did not load'));
    script.onerror = () => reject(new Error('Plaid Link did not load'));
    document.head.appendChild(script);
  });
