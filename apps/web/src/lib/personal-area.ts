// The personal (borrower) and broker areas answer the same calls under two bases (000 §7, 001 §7).
export type EntityType = 'borrower' | 'contact';

/** Borrowers use /personal, broker contacts /broker. */
export const areaBase = (entityType: EntityType): '/personal' | '/broker' =>
  entityType === 'contact' ? '/broker' : '/personal';

/** `?user-email=` passes through to every call (admins, or brokers with that contact). */
export const userEmailQuery = (userEmail: string | null): { 'user-email'?: string } =>
  userEmail ? { 'user-email': userEmail } : {};
