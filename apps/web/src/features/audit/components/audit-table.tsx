import { Badge, Code, Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { AuditRow } from '@lending/domain';
import { formatLogTime } from '@lending/domain';

const KIND_LABEL: Record<AuditRow['actor']['kind'], string> = {
  user: 'Person',
  api_key: 'API key',
  system: 'System',
};
const KIND_COLOR: Record<AuditRow['actor']['kind'], string> = {
  user: 'blue',
  api_key: 'grape',
  system: 'gray',
};

const Values = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? (
    <Text c="dimmed" size="xs">
      —
    </Text>
  ) : (
    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 360 }}>
      {JSON.stringify(value, null, 1)}
    </Code>
  );

/** Audit rows: when, who (person, API key by name, system), what, and the values before and after. */
export const AuditTable = ({ rows }: { rows: AuditRow[] }) => (
  <Paper withBorder>
    <ScrollArea viewportProps={{ tabIndex: 0, 'aria-label': 'Audit rows' }}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Entity</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="audit-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLogTime(row.created_epoch)}</Table.Td>
              <Table.Td>
                <Badge size="xs" color={KIND_COLOR[row.actor.kind]} variant="light">
                  {KIND_LABEL[row.actor.kind]}
                </Badge>
                <Text size="sm">{row.actor.name}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.entity_type}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {row.entity_id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.action}</Text>
              </Table.Td>
              <Table.Td>
                <Values value={row.before} />
              </Table.Td>
              <Table.Td>
                <Values value={row.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  </Paper>
);
