import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WizardValues } from '../utils/wizard-values';

// POST /api/personal/application/{activityId}: the 8 sections and the signature; the
// application activity becomes done ('Fill Application' disappears from /personal).
export const submitApplication = ({ activityId, values }: { activityId: string; values: WizardValues }) =>
  api.post(`/personal/application/${activityId}`, { kind: 'full-request', ...values });

export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // The personal page's activities change; its feature keys start with 'personal'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['personal'] }),
  });
};
