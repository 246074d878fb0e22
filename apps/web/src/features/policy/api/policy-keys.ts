export const policyKeys = { policy: ['policy'] as const };
