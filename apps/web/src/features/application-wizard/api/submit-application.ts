import type { applicationSubmissionSchema } from '@lending/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/contract-client';
import { userEmailQuery } from '../../../lib/personal-area';
import type { WizardValues } from '../utils/wizard-values';
import { applicationKeys } from './application-keys';

// POST /api/personal/application/{activityId}: the 8 sections and the signature; the
// application activity becomes done ('Fill Application' disappears from /personal). The form's
// values allow an empty file slot while it is filled in; the wizard checks every section before
// it submits, and the server parses the submission with the same schema.
type Submission = z.input<typeof applicationSubmissionSchema>;

const submitApplication = ({
  activityId,
  values,
  userEmail,
}: {
  activityId: string;
  values: WizardValues;
  userEmail: string | null;
}) =>
  call('postPersonalApplication', {
    params: { activityId },
    query: userEmailQuery(userEmail),
    body: { kind: 'full-request', ...values } as Submission,
  });

export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: async (_data, { activityId }) => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.detail(activityId) });
      // The personal page lists this activity; its keys start with 'personal'.
      await queryClient.invalidateQueries({ queryKey: ['personal'] });
    },
  });
};
