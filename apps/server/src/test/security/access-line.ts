// One line of the declared access table (access-table.ts explains the format).
export type Role = 'admin' | 'borrower' | 'broker';
export type AccessLine = {
  allow: 'public' | 'signed-in' | readonly Role[];
  ids: 'none' | 'others' | 'own';
  /** With ids 'others': the answers a borrower or broker gets for another's record (403/404 by default). */
  denied?: readonly number[];
  /** An endless event stream: only the callers it must refuse are called (an allowed call never ends). */
  stream?: true;
};
