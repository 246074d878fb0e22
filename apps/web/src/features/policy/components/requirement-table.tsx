import { Checkbox, NumberInput, SegmentedControl, Table, TextInput } from '@mantine/core';
import type { PolicyRequirement } from '@lending/domain';

type Props = {
  rows: PolicyRequirement[];
  onChange: (field: string, patch: Partial<PolicyRequirement>) => void;
};

/** The requirements of one entity type: min or max, prefix/suffix, top/mid bands (001 §3). */
export const RequirementTable = ({ rows, onChange }: Props) => (
  <Table verticalSpacing={6} horizontalSpacing="xs" layout="fixed">
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={56}>Active</Table.Th>
        <Table.Th>Requirement</Table.Th>
        <Table.Th w={110}>Function</Table.Th>
        <Table.Th w={70}>Prefix</Table.Th>
        <Table.Th w={130}>Value</Table.Th>
        <Table.Th w={70}>Suffix</Table.Th>
        <Table.Th w={90}>Top band %</Table.Th>
        <Table.Th w={90}>Mid band %</Table.Th>
        <Table.Th>Out of range text</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {rows.map((row) => (
        <Table.Tr
          key={row.field}
          data-testid={`requirement-${row.entity_type}-${row.field}`}
          opacity={row.is_active ? 1 : 0.6}
        >
          <Table.Td>
            <Checkbox
              aria-label={`${row.title} active`}
              checked={row.is_active}
              onChange={(event) => onChange(row.field, { is_active: event.currentTarget.checked })}
            />
          </Table.Td>
          <Table.Td>
            <TextInput
              size="xs"
              aria-label="Title"
              value={row.title}
              onChange={(event) => onChange(row.field, { title: event.currentTarget.value })}
            />
          </Table.Td>
          <Table.Td>
            <SegmentedControl
              size="xs"
              data={['min', 'max']}
              value={row.func}
              onChange={(func) => onChange(row.field, { func: func as PolicyRequirement['func'] })}
            />
          </Table.Td>
          <Table.Td>
            <TextInput
              size="xs"
              aria-label="Prefix"
              value={row.prefix ?? ''}
              onChange={(e) => onChange(row.field, { prefix: e.currentTarget.value || null })}
            />
          </Table.Td>
          <Table.Td>
            <NumberInput
              size="xs"
              aria-label={`${row.title} value`}
              value={row.value}
              thousandSeparator={row.prefix === '$' ? ',' : undefined}
              onChange={(value) =>
                onChange(row.field, { value: typeof value === 'number' ? value : Number(value) })
              }
            />
          </Table.Td>
          <Table.Td>
            <TextInput
              size="xs"
              aria-label="Suffix"
              value={row.suffix ?? ''}
              onChange={(e) => onChange(row.field, { suffix: e.currentTarget.value || null })}
            />
          </Table.Td>
          <Table.Td>
            <NumberInput
              size="xs"
              aria-label="Top band"
              min={0}
              value={row.diff.top}
              onChange={(v) => onChange(row.field, { diff: { ...row.diff, top: Number(v) || 0 } })}
            />
          </Table.Td>
          <Table.Td>
            <NumberInput
              size="xs"
              aria-label="Mid band"
              min={0}
              value={row.diff.mid}
              onChange={(v) => onChange(row.field, { diff: { ...row.diff, mid: Number(v) || 0 } })}
            />
          </Table.Td>
          <Table.Td>
            <TextInput
              size="xs"
              aria-label="Out of range text"
              value={row.value_out_of_range ?? ''}
              onChange={(e) => onChange(row.field, { value_out_of_range: e.currentTarget.value || null })}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
