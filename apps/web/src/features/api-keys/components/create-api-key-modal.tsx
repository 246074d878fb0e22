import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { apiKeyAreas, type CreatedApiKey } from '@lending/domain';
import { notifyFailure } from '../../../lib/notify-failure';
import { useCreateApiKey } from '../api/create-api-key';

const areaLabel = (area: string) => area.charAt(0).toUpperCase() + area.slice(1);

/** New key: a name and read/write per area; then the key, shown this once, with a copy button. */
export const CreateApiKeyModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const toggle = (scope: string) =>
    setScopes((current) =>
      current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope],
    );
  const onDone = () => {
    setName('');
    setScopes([]);
    setCreated(null);
    onClose();
  };
  const onCreate = () =>
    create.mutate({ name, scopes }, { onSuccess: setCreated, onError: (error) => notifyFailure(error) });

  return (
    <Modal opened={opened} onClose={onDone} title={created ? 'API key created' : 'New API key'} size="lg">
      {created ? (
        <Stack>
          <Alert color="yellow" title="Copy the key now">
            This is the only time the key is shown. Store it in your integration&apos;s secret store.
          </Alert>
          <Code block data-testid="new-api-key">
            {created.key}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={created.key}>
              {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy key'}</Button>}
            </CopyButton>
            <Button variant="default" onClick={onDone}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Text size="sm" fw={500}>
            Scopes
          </Text>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Area</Table.Th>
                <Table.Th>Read</Table.Th>
                <Table.Th>Write</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {apiKeyAreas.map((area) => (
                <Table.Tr key={area}>
                  <Table.Td>{areaLabel(area)}</Table.Td>
                  {(['read', 'write'] as const).map((access) => (
                    <Table.Td key={access}>
                      <Checkbox
                        aria-label={`${areaLabel(area)} ${access}`}
                        checked={scopes.includes(`${area}:${access}`)}
                        onChange={() => toggle(`${area}:${access}`)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button
              onClick={onCreate}
              loading={create.isPending}
              disabled={!name.trim() || scopes.length === 0}
            >
              Create key
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
