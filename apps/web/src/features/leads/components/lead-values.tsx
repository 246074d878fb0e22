import { Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatLeadValue, humanizeKey } from '../utils/lead-summary';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Every value of a submission, nested objects and the property list included. */
export const LeadValues = ({ values }: { values: Record<string, unknown> }) => {
  const scalars = Object.entries(values).filter(([, value]) => !isRecord(value) && !Array.isArray(value));
  const groups = Object.entries(values).filter(([, value]) => isRecord(value));
  const lists = Object.entries(values).filter(([, value]) => Array.isArray(value));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {groups.flatMap(([groupKey, group]) =>
          Object.entries(group as Record<string, unknown>)
            .filter(([, value]) => !isRecord(value))
            .map(([key, value]) => (
              <ValueRow key={`${groupKey}.${key}`} label={`${humanizeKey(groupKey)}: ${humanizeKey(key)}`} value={formatLeadValue(key, value)} />
            )),
        )}
        {scalars.map(([key, value]) => (
          <ValueRow key={key} label={humanizeKey(key)} value={formatLeadValue(key, value)} />
        ))}
      </SimpleGrid>
      {groups
        .filter(([, group]) => Object.values(group as Record<string, unknown>).some(isRecord))
        .map(([key, group]) => (
          <Stack key={key} gap={4}>
            <Title order={6}>{humanizeKey(key)}</Title>
            <LeadValues values={Object.fromEntries(Object.entries(group as Record<string, unknown>).filter(([, v]) => isRecord(v)))} />
          </Stack>
        ))}
      {lists.map(([key, list]) =>
        (list as unknown[]).map((item, index) => (
          <Stack key={`${key}-${index}`} gap={4}>
            <Divider label={`${humanizeKey(key).replace(/s$/, '')} ${index + 1}`} labelPosition="left" />
            {isRecord(item) ? <LeadValues values={item} /> : <Text size="sm">{formatLeadValue(key, item)}</Text>}
          </Stack>
        )),
      )}
    </Stack>
  );
};

const ValueRow = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {value}
    </Text>
  </div>
);
