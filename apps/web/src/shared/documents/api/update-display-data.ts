import { useMutation } from '@tanstack/react-query';
import { messages } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// PUT /activity/{id}/process/{pid}/update-display-data (000 §7): the edited OCR values; the
// answer is the process's whole map, which replaces the shown values (001 §4).
type DisplayDataInput = { activityId: string; processId: string; values: Record<string, unknown> };

const updateDisplayData = ({ activityId, processId, values }: DisplayDataInput) => {
  if (!activityId || !processId) return Promise.reject(new Error(messages.activityAndProcessRequired));
  return api.put<Record<string, unknown>>(
    `/activity/${activityId}/process/${processId}/update-display-data`,
    values,
  );
};

export const useUpdateDisplayData = () => {
  const invalidateLoan = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: updateDisplayData,
    onSuccess: () => invalidateLoan(),
  });
};
