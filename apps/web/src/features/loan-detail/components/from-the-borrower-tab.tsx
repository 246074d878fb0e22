import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { entityGroupLabel } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useLoanActivities } from '../api/get-loan-activities';
import type { Activity } from '../api/types';
import { DocumentRequestCard } from './document-request-card';
import { RequestDocumentsModal } from './request-documents-modal';

// Spec 001 §2 "From The Borrower": the loan's document requests grouped by entity type.
const groupByEntity = (activities: readonly Activity[]): [string, Activity[]][] => {
  const groups = new Map<string, Activity[]>();
  for (const activity of activities) {
    if (activity.activity_type !== 'document-request') continue;
    const key = activity.entity_type ?? 'loan';
    groups.set(key, [...(groups.get(key) ?? []), activity]);
  }
  return [...groups.entries()];
};

export const FromTheBorrowerTab = ({ loanId }: { loanId: string }) => {
  const { data, isLoading, isError, refetch } = useLoanActivities(loanId);
  const [isRequestOpen, setRequestOpen] = useState(false);
  if (isLoading) return <Loading minHeight={120} />;
  if (isError) return <ErrorWithRefetch onRetry={() => refetch()} />;
  const groups = groupByEntity(data ?? []);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setRequestOpen(true)}>
          Request Documents
        </Button>
      </Group>
      {groups.length === 0 && <EmptyState text="There are no document requests" />}
      {groups.map(([entity, activities]) => (
        <DocumentRequestCard key={entity} title={entityGroupLabel(entity)} activities={activities} />
      ))}
      {isRequestOpen && <RequestDocumentsModal loanId={loanId} onClose={() => setRequestOpen(false)} />}
    </Stack>
  );
};
