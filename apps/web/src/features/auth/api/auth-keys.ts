export const authKeys = {
  all: ['auth'] as const,
  notifications: (userId: string) => [...authKeys.all, 'notifications', userId] as const,
};
