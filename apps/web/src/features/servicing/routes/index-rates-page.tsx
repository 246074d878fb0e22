// /settings/index-rates (admin, issue 19 item 1): the values of a rate index such as SOFR, newest
// first; staff add one value (validated with the schema the server checks) or load a CSV file of
// date,value lines. A file loads whole or not at all: a refused file lists its numbered bad lines
// as the server answers them. Each new value re-derives the floating loans on that index.
import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatUsDate, indexRateBody, INDEX_NAME } from '@lending/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAddIndexRate, useIndexRates, useUploadIndexCsv } from '../api/index-rates-api';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.body.message : error ? 'Something went wrong' : null;

const ResetNote = ({ loans }: { loans: number }) =>
  loans > 0 ? ` ${loans} floating loan${loans === 1 ? '' : 's'} re-derived.` : '';

const AddValue = ({ index }: { index: string }) => {
  const add = useAddIndexRate();
  const form = useForm({
    initialValues: { effective_date: '', value: '' },
    validate: (values) => zod4Resolver(indexRateBody)({ ...values, index }),
  });
  const onSubmit = form.onSubmit((values) =>
    add.mutate({ ...values, index }, { onSuccess: () => form.reset() }),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h6" mb="xs">
        Add a value
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Group align="start" gap="xs">
          <TextInput label="Effective date" type="date" w={170} {...form.getInputProps('effective_date')} />
          <TextInput label="Value (%)" placeholder="4.31" w={130} {...form.getInputProps('value')} />
          <Button type="submit" mt={25} loading={add.isPending}>
            Add
          </Button>
        </Group>
      </form>
      {add.data && (
        <Text size="sm" mt="xs" role="status">
          {add.data.index} {add.data.value}% from {formatUsDate(add.data.effective_date)} added.
          <ResetNote loans={add.data.loans_reset} />
        </Text>
      )}
      {add.error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errorText(add.error)}
        </Text>
      )}
    </Paper>
  );
};

const LoadFile = ({ index }: { index: string }) => {
  const upload = useUploadIndexCsv();
  const [file, setFile] = useState<File | null>(null);
  const details = upload.error instanceof ApiError ? (upload.error.body.details ?? []) : [];
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h6" mb="xs">
        Load a CSV file
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        One line per date: date,value (for example 2026-03-02,4.31). A header line is skipped.
      </Text>
      <Group align="end" gap="xs">
        <FileInput
          label={`File of ${index} values`}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          w={260}
        />
        <Button
          disabled={!file}
          loading={upload.isPending}
          onClick={() => file && upload.mutate({ index, file }, { onSuccess: () => setFile(null) })}
        >
          Load file
        </Button>
      </Group>
      {upload.data && (
        <Text size="sm" mt="xs" role="status">
          {upload.data.loaded} values of {upload.data.index} loaded.
          <ResetNote loans={upload.data.loans_reset} />
        </Text>
      )}
      {upload.error && (
        <Alert color="red" mt="xs" title={errorText(upload.error)} role="alert">
          {details.length > 0 && (
            <Stack gap={0} component="ul" m={0} pl="md" data-testid="index-file-errors">
              {details.map((d) => (
                <li key={d.path}>{d.message}</li>
              ))}
            </Stack>
          )}
        </Alert>
      )}
    </Paper>
  );
};

export const IndexRatesPage = () => {
  const [typed, setTyped] = useState('SOFR');
  const index = typed.trim().toUpperCase();
  const isValid = INDEX_NAME.test(index);
  const [page, setPage] = useState(1);
  const rates = useIndexRates(isValid ? index : '', page);
  const pages = rates.data ? Math.max(1, Math.ceil(rates.data.total / rates.data.size)) : 1;
  return (
    <Stack p="md" gap="md" maw={900}>
      <Title order={1} size="h2">
        Index rates
      </Title>
      <Text c="dimmed" size="sm">
        The values floating-rate loans reset from (index + spread, never under the floor).
      </Text>
      <TextInput
        label="Index"
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setPage(1);
        }}
        error={isValid ? null : 'Capital letters, digits, - or _ (for example SOFR)'}
        w={200}
      />
      {isValid && (
        <Group align="start" grow wrap="wrap">
          <AddValue index={index} />
          <LoadFile index={index} />
        </Group>
      )}
      {rates.error && <Alert color="red">{errorText(rates.error)}</Alert>}
      {rates.data && rates.data.items.length === 0 && <Text c="dimmed">No values of {index} yet.</Text>}
      {rates.data && rates.data.items.length > 0 && (
        <>
          <Table striped withTableBorder fz="sm" data-testid="index-rates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Effective date</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>Entered</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatUsDate(r.effective_date)}</Table.Td>
                  <Table.Td ta="right">{r.value}%</Table.Td>
                  <Table.Td>{r.source === 'csv' ? 'CSV file' : 'Staff'}</Table.Td>
                  <Table.Td>{formatUsDate(r.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {rates.data.total} value{rates.data.total === 1 ? '' : 's'}, page {page} of {pages}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
};
