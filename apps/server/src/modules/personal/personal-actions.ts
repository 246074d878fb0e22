// The personal view of the action table (000 §4 'Actions allowed per activity type and state').
import { activityActions } from '@lending/domain';

export const personalActionsOf = (type: string, state: string): string[] =>
  activityActions({ type, state, view: 'personal' });
