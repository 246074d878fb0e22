import { activityActions, ACTIVITY_TYPE_LABELS, isActivityType, type ActivityAction } from '@lending/domain';

// The staff loan view of the action table (000 §4).
export const loanViewActions = (type: string, state: string): ActivityAction[] =>
  activityActions({ type, state, view: 'loan' });

export const documentLabel = (type: string): string =>
  isActivityType(type) ? ACTIVITY_TYPE_LABELS[type] : type;
