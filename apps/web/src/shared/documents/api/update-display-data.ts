import { useMutation } from '@tanstack/react-query';
import { ACTIVITY_VERSION_HEADER, messages } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// PUT /activity/{id}/process/{pid}/update-display-data (000 §7): the edited OCR values; the
// answer is the process's whole map, which replaces the shown values (001 §4).
// The activity's `version` the values were read with goes along (a stale one gets 409); the new
// version comes back in a header, as the body stays the process's map.
type DisplayDataInput = {
  activityId: string;
  processId: string;
  values: Record<string, unknown>;
  version: number;
};

const updateDisplayData = async ({ activityId, processId, values, version }: DisplayDataInput) => {
  if (!activityId || !processId) throw new Error(messages.activityAndProcessRequired);
  let newVersion = version;
  const data = await call(
    'putActivityByIdProcessByProcessIdUpdateDisplayData',
    { params: { id: activityId, processId }, body: { ...values, version } },
    {
      onResponse: (response) => {
        newVersion = Number(response.headers.get(ACTIVITY_VERSION_HEADER) ?? version);
      },
    },
  );
  return { data, version: newVersion };
};

export const useUpdateDisplayData = () => {
  const invalidateLoan = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: updateDisplayData,
    onSuccess: () => invalidateLoan(),
  });
};
