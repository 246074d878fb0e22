import { Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { messages } from '@lending/domain';
import { useState } from 'react';
import { archiveActivity } from '../api/archive-activity';
import type { Activity } from '../api/types';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

type Props = { selected: Activity[]; onClose: (isDone: boolean) => void };
type RowStatus = 'loading' | 'success' | 'error';

// Spec 001 §4 "Archive of document requests": each selected request is archived individually with
// a loading / success / error status; when all succeed, a success message and a close button.
export const ArchiveRequestsModal = ({ selected, onClose }: Props) => {
  const invalidateLoan = useInvalidateRouteLoan();
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});
  const isStarted = Object.keys(statuses).length > 0;
  const isAllDone = isStarted && selected.every((activity) => statuses[activity.activity_id] === 'success');

  const onConfirm = async () => {
    await Promise.all(
      selected.map(async (activity) => {
        setStatuses((current) => ({ ...current, [activity.activity_id]: 'loading' }));
        try {
          await archiveActivity(activity.activity_id);
          setStatuses((current) => ({ ...current, [activity.activity_id]: 'success' }));
        } catch {
          setStatuses((current) => ({ ...current, [activity.activity_id]: 'error' }));
        }
      }),
    );
    await invalidateLoan();
  };

  return (
    <Modal opened onClose={() => onClose(isAllDone)} title="Archive document requests" centered>
      {selected.length === 0 ? (
        <Text>{messages.noActivitiesSelected}</Text>
      ) : (
        <Stack gap="xs">
          {selected.map((activity) => {
            const status = statuses[activity.activity_id];
            return (
              <Group key={activity.activity_id} justify="space-between">
                <Text size="sm">{activity.document_name || activity.name}</Text>
                {status === 'loading' && <Loader size="xs" />}
                {status === 'success' && (
                  <ThemeIcon color="green" size="sm" radius="xl">
                    <IconCheck size={12} />
                  </ThemeIcon>
                )}
                {status === 'error' && (
                  <Text size="xs" c="red">
                    {messages.archiveDocumentRequestFailed}
                  </Text>
                )}
                {status === 'error' && (
                  <ThemeIcon color="red" size="sm" radius="xl">
                    <IconX size={12} />
                  </ThemeIcon>
                )}
              </Group>
            );
          })}
          {isAllDone && <Text c="green">Document requests have been archived successfully</Text>}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        {isAllDone || selected.length === 0 ? (
          <Button onClick={() => onClose(isAllDone)}>Close</Button>
        ) : (
          <>
            <Button variant="default" onClick={() => onClose(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={onConfirm}
              loading={isStarted && !isAllDone && Object.values(statuses).includes('loading')}
            >
              Archive
            </Button>
          </>
        )}
      </Group>
    </Modal>
  );
};
