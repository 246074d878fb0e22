import { Stack } from '@mantine/core';
import { entityGroupLabel } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useLoanActivities } from '../api/get-loan-activities';
import type { Activity } from '../api/types';
import { DocumentRequestCard } from './document-request-card';

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
  if (isLoading) return <Loading minHeight={120} />;
  if (isError) return <ErrorWithRefetch onRetry={() => refetch()} />;
  const groups = groupByEntity(data ?? []);
  if (groups.length === 0) return <EmptyState text="There are no document requests" />;
  return (
    <Stack gap="sm">
      {groups.map(([entity, activities]) => (
        <DocumentRequestCard key={entity} title={entityGroupLabel(entity)} activities={activities} />
      ))}
    </Stack>
  );
};
