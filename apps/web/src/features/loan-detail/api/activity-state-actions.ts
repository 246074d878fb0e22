import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /activity/{id}/pause | resume | restart (spec 000 §7; 002 §4 restart/pause/resume rules).
export type StateAction = 'pause' | 'resume' | 'restart';

const runStateAction = (activityId: string, action: StateAction) =>
  call(
    action === 'pause'
      ? 'postActivityByIdPause'
      : action === 'resume'
        ? 'postActivityByIdResume'
        : 'postActivityByIdRestart',
    { params: { id: activityId } },
  );

export const useStateAction = () => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: ({ activityId, action }: { activityId: string; action: StateAction }) =>
      runStateAction(activityId, action),
    onSuccess: () => invalidate(),
  });
};
