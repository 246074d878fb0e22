import { messages } from '../messages/messages';

// 002 §2.3 / §6: ?user-email= is honoured only for admins, or for brokers who have a contact
// with that email; everyone else sees their own data.
export const canUseUserEmail = (
  role: string,
  requestedEmail: string | null | undefined,
  brokerContactEmails: readonly string[] = [],
): boolean => {
  if (!requestedEmail) return false;
  if (role === 'admin') return true;
  const wanted = requestedEmail.trim().toLowerCase();
  return role === 'broker' && brokerContactEmails.some((email) => email.trim().toLowerCase() === wanted);
};

export type PersonalEntity = { kind: 'borrower'; id: string } | { kind: 'contact'; id: string };

/**
 * 001 §5: a personal entity is valid only with exactly one borrower (borrower role) or exactly
 * one contact (broker role); otherwise 'User has no valid role or multiple entities'.
 */
export const personalEntityOf = ({
  role,
  borrowerIds,
  contactIds,
}: {
  role: string;
  borrowerIds: readonly string[];
  contactIds: readonly string[];
}): PersonalEntity => {
  if (role === 'borrower' && borrowerIds.length === 1 && borrowerIds[0])
    return { kind: 'borrower', id: borrowerIds[0] };
  if (role === 'broker' && contactIds.length === 1 && contactIds[0])
    return { kind: 'contact', id: contactIds[0] };
  throw new Error(messages.noValidRole);
};
