import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { POLICY_ENTITY_TYPES, type PolicyRequirement, messages } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api-client';
import { usePolicy } from '../api/get-policy';
import { useUpdatePolicy } from '../api/update-policy';
import { editableRows } from '../components/requirement-rows';
import { RequirementTable } from '../components/requirement-table';

const SECTION_TITLES = { property: 'Property', borrower: 'Borrower', neighborhood: 'Neighborhood' } as const;

/** /policy: staff edit the investment policy the Data Analysis tab compares loans with. */
export const PolicyPage = () => {
  const policy = usePolicy();
  const update = useUpdatePolicy();
  const [rows, setRows] = useState<PolicyRequirement[] | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    if (policy.data) setRows(editableRows(policy.data.requirements));
  }, [policy.data]);

  if (policy.isPending || (!rows && !policy.isError)) return <Loading />;
  if (policy.isError || !rows) return <ErrorWithRefetch onRetry={() => void policy.refetch()} />;

  const onChange = (entity: string) => (field: string, patch: Partial<PolicyRequirement>) =>
    setRows((current) =>
      (current ?? []).map((row) =>
        row.entity_type === entity && row.field === field ? { ...row, ...patch } : row,
      ),
    );

  const onSave = () => {
    setConflict(null);
    update
      .mutateAsync({ version: policy.data.version, requirements: rows })
      .then(() => notifications.show({ color: 'green', message: 'Investment policy saved' }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) setConflict(error.message);
        else
          notifications.show({
            color: 'red',
            message:
              error instanceof ApiError
                ? (error.body.details?.[0]?.message ?? error.message)
                : messages.somethingWentWrong,
          });
      });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={1} size="h2">
              Investment Policy
            </Title>
            <Text size="sm" c="dimmed">
              Green: met with at least the top band of headroom. Yellow: met with less, or missed by no more
              than the mid band. Red: missed by more. Version {policy.data.version}.
            </Text>
          </div>
          <Button onClick={onSave} loading={update.isPending}>
            Save policy
          </Button>
        </Group>
        {conflict && (
          <Alert color="red" title="Not saved" data-testid="policy-conflict">
            {conflict}{' '}
            <Button
              size="compact-xs"
              variant="white"
              onClick={() => void policy.refetch().then(() => setConflict(null))}
            >
              Reload
            </Button>
          </Alert>
        )}
        {POLICY_ENTITY_TYPES.map((entity) => (
          <Card key={entity} withBorder radius="md">
            <Title order={4} mb="xs">
              {SECTION_TITLES[entity]}
            </Title>
            <RequirementTable
              rows={rows.filter((r) => r.entity_type === entity)}
              onChange={onChange(entity)}
            />
          </Card>
        ))}
      </Stack>
    </Container>
  );
};
