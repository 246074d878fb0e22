import { ActionIcon, Badge, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Thread } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';
import { addLoan, removeLoan } from '../api/threads';
import { messages } from '@lending/domain';

/** 001 §7 add-loan / remove-loan: the loans a thread searches (a thread keeps at least one). */
export const ThreadLoans = ({
  thread,
  onChanged,
}: {
  thread: Thread | null;
  onChanged: (id: string) => void;
}) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = thread?.loan_ids.length ?? 1;
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      setCode('');
      if (thread) onChanged(thread.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.somethingWentWrong);
    }
  };
  return (
    <Popover position="bottom-start" withArrow disabled={!thread}>
      <Popover.Target>
        <Badge
          variant="light"
          component="button"
          style={{ cursor: thread ? 'pointer' : 'default', flexShrink: 0 }}
          aria-label="Thread loans"
        >
          {count} loan{count === 1 ? '' : 's'}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} w={260}>
          {thread?.loan_ids.map((id) => (
            <Group key={id} justify="space-between" wrap="nowrap">
              <Text size="xs" ff="monospace">
                {id.slice(0, 8)}
              </Text>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label="Remove loan from thread"
                disabled={count === 1}
                onClick={() => void run(() => removeLoan(thread.id, id))}
              >
                <IconTrash size={12} />
              </ActionIcon>
            </Group>
          ))}
          <Group gap={4} wrap="nowrap">
            <TextInput
              size="xs"
              placeholder="Loan number"
              aria-label="Loan number"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <Button
              size="xs"
              disabled={!thread || code.trim() === ''}
              onClick={() => thread && void run(() => addLoan(thread.id, code.trim()))}
            >
              Add
            </Button>
          </Group>
          {error && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
