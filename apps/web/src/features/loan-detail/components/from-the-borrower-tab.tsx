import { Button, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { entityGroupLabel } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useLoanActivities } from '../api/get-loan-activities';
import type { Activity, Loan } from '../api/types';
import type { EntityOption } from '../../../shared/documents/components/add-document-request-modal';
import { useWarmPdfViewer } from '../../../shared/documents/utils/warm-pdf-viewer';
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

/** The loan's entities a new request can be about, by entity type (001 §2 "Add New Document Request"). */
const entitiesOf = (loanId: string, loan: Loan | undefined, entityType: string): EntityOption[] => {
  if (entityType === 'borrower')
    return (loan?.borrowers ?? []).map((b) => ({ value: b.id, label: `${b.first_name} ${b.last_name}` }));
  if (entityType === 'property')
    return (loan?.properties ?? []).map((p) => ({ value: p.id, label: p.address_address ?? p.id }));
  return [{ value: loanId, label: 'This loan' }];
};

export const FromTheBorrowerTab = ({ loanId, loan }: { loanId: string; loan?: Loan }) => {
  const { data, isLoading, isError, refetch } = useLoanActivities(loanId);
  const [isRequestOpen, setRequestOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  useWarmPdfViewer(
    (data ?? []).some((activity) => activity.activity_type === 'document-request'),
    list,
  );
  if (isLoading) return <Loading minHeight={120} />;
  if (isError) return <ErrorWithRefetch onRetry={() => refetch()} />;
  const groups = groupByEntity(data ?? []);
  return (
    <Stack gap="sm" ref={list}>
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setRequestOpen(true)}>
          Request Documents
        </Button>
      </Group>
      {groups.length === 0 && <EmptyState text="There are no document requests" />}
      {groups.map(([entity, activities]) => (
        <DocumentRequestCard
          key={entity}
          loanId={loanId}
          entityType={entity}
          title={entityGroupLabel(entity)}
          activities={activities}
          entities={entitiesOf(loanId, loan, entity)}
        />
      ))}
      {isRequestOpen && <RequestDocumentsModal loanId={loanId} onClose={() => setRequestOpen(false)} />}
    </Stack>
  );
};
