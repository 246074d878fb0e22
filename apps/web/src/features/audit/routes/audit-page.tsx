import { endpointPaths } from '@lending/domain';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { LoadMore } from '../../../components/load-more';
import { downloadFile } from '../../../lib/download';
import { notifyFailure } from '../../../lib/notify-failure';
import { useAudit, type AuditFilter } from '../api/get-audit';
import { AuditTable } from '../components/audit-table';

type Form = {
  loan_id: string;
  actor: string;
  actor_kind: string;
  entity: string;
  action: string;
  from: string;
  to: string;
};
const EMPTY: Form = { loan_id: '', actor: '', actor_kind: '', entity: '', action: '', from: '', to: '' };

const epochOfDate = (date: string, endOfDay = false) =>
  date ? Math.floor(new Date(`${date}T00:00:00`).getTime() / 1000) + (endOfDay ? 86_400 : 0) : undefined;

const filterOf = (form: Form): AuditFilter => ({
  ...(form.loan_id.trim() ? { loan_id: form.loan_id.trim() } : {}),
  ...(form.actor.trim() ? { actor: form.actor.trim() } : {}),
  ...(form.actor_kind ? { actor_kind: form.actor_kind as AuditFilter['actor_kind'] } : {}),
  ...(form.entity.trim() ? { entity: form.entity.trim() } : {}),
  ...(form.action.trim() ? { action: form.action.trim() } : {}),
  ...(form.from ? { from: epochOfDate(form.from) } : {}),
  ...(form.to ? { to: epochOfDate(form.to, true) } : {}),
});

/** /audit (admin): the audit trail, filtered, newest first, with a CSV export (issue 22 item 6). */
export const AuditPage = () => {
  const [form, setForm] = useState<Form>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  const { query: audit, items: rows } = useAudit(filter);
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.currentTarget.value })),
  });
  const onExport = () =>
    void downloadFile(endpointPaths.getAudit.path, {
      query: Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)])),
      accept: 'text/csv',
      fallbackName: 'audit-trail.csv',
    }).catch((error: unknown) => notifyFailure(error));

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Audit trail
      </Title>
      <Text c="dimmed" size="sm">
        Every change the server records: who made it (a person, an API key or the system), what changed, and
        the values before and after. Audit rows cannot be changed or deleted.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(filterOf(form));
        }}
      >
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput label="Loan" placeholder="10042 or id" {...field('loan_id')} w={150} />
          <TextInput label="Actor" placeholder="E-mail or key name" {...field('actor')} w={200} />
          <Select
            label="Actor kind"
            data={[
              { value: '', label: 'Any' },
              { value: 'user', label: 'Person' },
              { value: 'api_key', label: 'API key' },
              { value: 'system', label: 'System' },
            ]}
            value={form.actor_kind}
            onChange={(value) => setForm((current) => ({ ...current, actor_kind: value ?? '' }))}
            w={130}
          />
          <TextInput label="Entity" placeholder="loan, activity…" {...field('entity')} w={140} />
          <TextInput label="Action" placeholder="loan.update" {...field('action')} w={160} />
          <TextInput label="From" type="date" {...field('from')} w={150} />
          <TextInput label="To" type="date" {...field('to')} w={150} />
          <Button type="submit">Apply filters</Button>
          <Button variant="default" onClick={onExport}>
            Export CSV
          </Button>
        </Group>
      </form>
      {audit.isPending && <Loading />}
      {audit.isError && <ErrorWithRefetch onRetry={() => void audit.refetch()} />}
      {audit.isSuccess && rows.length === 0 && <EmptyState text="No audit rows match" />}
      {rows.length > 0 && <AuditTable rows={rows} />}
      <LoadMore
        shown={rows.length}
        hasMore={audit.hasNextPage}
        isLoading={audit.isFetchingNextPage}
        onLoadMore={() => void audit.fetchNextPage()}
        noun="audit rows"
      />
    </Stack>
  );
};
