import { Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApiKey } from '@lending/domain';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { notifyFailure } from '../../../lib/notify-failure';
import { useApiKeys } from '../api/get-api-keys';
import { useRenameApiKey } from '../api/rename-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyModal } from './create-api-key-modal';
import { formatLongDateTime } from '@lending/domain';

const when = (epoch: number | null) => (epoch ? formatLongDateTime(epoch) : 'Never');

const KeyRow = ({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) => {
  const rename = useRenameApiKey();
  const [name, setName] = useState<string | null>(null);
  const isRevoked = apiKey.revoked_epoch !== null;
  const onSave = () =>
    name &&
    rename.mutate(
      { id: apiKey.id, name },
      { onSuccess: () => setName(null), onError: (e) => notifyFailure(e) },
    );
  return (
    <Table.Tr data-testid="api-key-row">
      <Table.Td>
        {name === null ? (
          apiKey.name
        ) : (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label="New name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Button size="xs" onClick={onSave} loading={rename.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Text ff="monospace" size="sm">
          {apiKey.prefix}…
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="light" size="sm">
              {scope}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(apiKey.last_used_epoch)}</Table.Td>
      <Table.Td>
        {isRevoked ? <Badge color="gray">Revoked</Badge> : <Badge color="green">Active</Badge>}
      </Table.Td>
      <Table.Td>
        {!isRevoked && (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => setName(apiKey.name)}>
              Rename
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => onRevoke(apiKey)}>
              Revoke
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
};

/** API keys for integrations (issue 22): create (shown once), list with last use, rename, revoke. */
export const ApiKeysPanel = () => {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const items = keys.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          API keys
        </Title>
        <Button onClick={() => setCreating(true)}>New API key</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Send a key as <code>Authorization: Bearer &lt;key&gt;</code>. Each key reads or writes only the areas
        of its scopes, and every call it makes is in the audit trail under its name.
      </Text>
      {keys.isPending && <Loading />}
      {keys.isError && <ErrorWithRefetch onRetry={() => void keys.refetch()} />}
      {keys.isSuccess && items.length === 0 && <EmptyState text="No API keys yet" />}
      {items.length > 0 && (
        <Paper withBorder>
          <ScrollArea>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((apiKey) => (
                  <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={setRevoking} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      <CreateApiKeyModal opened={isCreating} onClose={() => setCreating(false)} />
      {revoking && (
        <ConfirmModal
          opened
          title="Revoke API key"
          message={`Revoke "${revoking.name}"? Calls made with it fail from now on.`}
          confirmLabel="Revoke"
          color="red"
          isLoading={revoke.isPending}
          onClose={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSettled: () => setRevoking(null),
              onError: (e) => notifyFailure(e),
            })
          }
        />
      )}
    </Stack>
  );
};
