import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /activity/reports/{id}/set/requested (000 §7): credit reports send pull_option 'full' or 'soft'.
type RequestReportInput = { activityId: string; pullOption?: 'full' | 'soft' };

const requestReport = ({ activityId, pullOption }: RequestReportInput) =>
  call('postActivityReportsByIdSetRequested', {
    params: { id: activityId },
    body: pullOption ? { pull_option: pullOption } : {},
  });

export const useRequestReport = () => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: requestReport,
    onSuccess: () => invalidate(),
  });
};
