// Query key factory of the activities screen (STYLE.md "Web data").
export const activitiesKeys = {
  all: ['activities'] as const,
  list: (due: string, status: string) => [...activitiesKeys.all, 'list', due, status] as const,
};
