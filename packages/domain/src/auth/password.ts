import { z } from 'zod';

// Password rules (issue 13, login hardening; OWASP ASVS 5.0 V6.2): the spec has no messages for
// them, so these are ours. Applied wherever a password is chosen: invitation acceptance and
// password change, on the server and in the forms.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too easy to guess: choose a longer, less common one',
  containsEmail: 'Password must not contain your email address',
  sameAsCurrent: 'The new password must differ from the current one',
  currentWrong: 'The current password is not correct',
} as const;

// Sign-in throttling notices (issue 13): who is slowed down, and how to get past it.
export const signInLimitMessages = {
  address: (minutes: number) =>
    `Too many failed sign-in attempts from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  pair: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  account: (minutes: number) =>
    `This account is temporarily locked after many failed sign-in attempts. Sign in from a network you have used before, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

// The most used passwords and keyboard walks (lower case); a password that is one of these, or
// one of these with digits or symbols around it, is refused.
const COMMON = [
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'administrator',
  'abc123',
  'abcdefgh',
  'abcdefghij',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'changeme',
  'secret',
  'lending',
  'mortgage',
  'loan',
];

const isSequence = (value: string): boolean => {
  if (value.length < 3) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) > 1) return false;
  for (let i = 2; i < value.length; i += 1)
    if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  return true;
};

/** The first rule a new password breaks, or null. `email` is the account's (a password may not contain it). */
export const passwordProblem = (password: string, options: { email?: string | null } = {}): string | null => {
  if (password.length === 0) return passwordMessages.required;
  if ([...password].length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  // Digits only (phone numbers, dates, 1234567890) are guessed early unless very long.
  const digitsOnly = /^\d+$/.test(password) && password.length < 16;
  if (COMMON.includes(core) || isSequence(lower) || new Set(lower).size <= 2 || digitsOnly)
    return passwordMessages.tooCommon;
  const email = options.email?.trim().toLowerCase();
  const local = email?.split('@')[0];
  if (email && (lower.includes(email) || (local && local.length >= 4 && lower.includes(local))))
    return passwordMessages.containsEmail;
  return null;
};

/** A new password (without the e-mail rule, which needs the account: see passwordProblem). */
export const newPasswordSchema = z
  .string({ message: passwordMessages.required })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const changePasswordBodySchema = z.object({
  current_password: z
    .string({ message: passwordMessages.required })
    .min(1, passwordMessages.required)
    .max(1024),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
