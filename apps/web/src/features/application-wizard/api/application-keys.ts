export const applicationKeys = {
  all: ['application-wizard'] as const,
  detail: (activityId: string) => [...applicationKeys.all, activityId] as const,
};
