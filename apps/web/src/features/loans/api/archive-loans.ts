import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { loanKeys } from './loan-keys';

// Spec 000 §2/§7: the bulk archive sends one PUT /loan/{id}/archive with an empty body per loan.
const ARCHIVE_CONCURRENCY = 6;

const archiveLoan = (id: string) =>
  call('putLoanByIdArchive', { params: { id }, body: { days_to_archive: undefined } });

export const useArchiveLoans = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      // One call per loan (spec 000 §2), a few at a time so a large selection does not flood the server.
      let failed = 0;
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          await archiveLoan(id).catch(() => (failed += 1));
        }
      };
      await Promise.all(Array.from({ length: Math.min(ARCHIVE_CONCURRENCY, ids.length) }, worker));
      if (failed > 0) throw new Error(`${failed} of ${ids.length} loans were not archived`);
    },
    onSuccess: () => notifications.show({ color: 'green', message: messages.loanArchived }),
    onError: () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
};
