import { Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatLeadValue, humanizeKey } from '../utils/lead-summary';

type Row = { label: string; value: string };
type Values = Record<string, unknown>;

const asRecord = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
const fullName = (value: unknown) => {
  const name = asRecord(value);
  return (
    [name.firstName, name.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') ||
    'N/A'
  );
};
const phone = (value: unknown) => {
  const record = asRecord(value);
  const digits = `${record.area ?? ''}${record.phone ?? ''}`;
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits || 'N/A';
};

// 002 §3: the submission's fields, grouped the way the form asks them.
const BORROWER_KEYS = [
  'isBroker',
  'borrowerName',
  'borrowerEmail',
  'borrowerPhone',
  'brokerName',
  'brokerEmail',
  'borrowerCreditScore',
  'completedProjectsIn3Years',
];
const LOAN_KEYS = [
  'purposeOfLoan',
  'amount',
  'durationMonths',
  'estimatedClosingDate',
  'purchaseDate',
  'purchasePrice',
  'currentLoanBalance',
  'costSpentToDate',
  'estimatedAsIsValue',
  'estimatedSellout',
  'exitStrategy',
  'isFlip',
  'isBlanketLoan',
];

const rowOf = (key: string, value: unknown): Row => {
  if (key === 'borrowerName' || key === 'brokerName')
    return { label: humanizeKey(key), value: fullName(value) };
  if (key === 'borrowerPhone') return { label: 'Borrower phone', value: phone(value) };
  if (key === 'address') {
    const address = asRecord(value);
    const coordinates = asRecord(address.coordinates);
    const line = [
      address.street,
      address.city,
      [address.state, address.zipcode].filter(Boolean).join(' '),
      address.country,
    ]
      .filter(Boolean)
      .join(', ');
    const where =
      typeof coordinates.lat === 'number'
        ? ` (${coordinates.lat.toFixed(4)}, ${Number(coordinates.lng).toFixed(4)})`
        : '';
    return { label: 'Address', value: `${line}${where}` };
  }
  return { label: humanizeKey(key), value: formatLeadValue(key, value) };
};

const rowsOf = (values: Values, order: string[]): Row[] => [
  ...order.filter((key) => key in values).map((key) => rowOf(key, values[key])),
];

const Section = ({ title, rows }: { title: string; rows: Row[] }) => (
  <Stack gap={6}>
    <Divider label={<Title order={6}>{title}</Title>} labelPosition="left" />
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
      {rows.map((row) => (
        <div key={row.label}>
          <Text size="xs" c="dimmed">
            {row.label}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {row.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  </Stack>
);

/** Every value of a submission: borrower, loan, then one section per property. */
export const LeadValues = ({ values }: { values: Values }) => {
  const known = new Set([...BORROWER_KEYS, ...LOAN_KEYS, 'properties']);
  const other = Object.keys(values).filter((key) => !known.has(key));
  const properties = Array.isArray(values.properties) ? values.properties.map(asRecord) : [];
  return (
    <Stack gap="md">
      <Section title="Borrower" rows={rowsOf(values, BORROWER_KEYS)} />
      <Section title="Loan" rows={[...rowsOf(values, LOAN_KEYS), ...rowsOf(values, other)]} />
      {properties.map((property, index) => (
        <Section
          key={index}
          title={`Property ${index + 1}`}
          rows={[
            rowOf('address', property.address),
            ...rowsOf(
              property,
              Object.keys(property).filter((key) => key !== 'address'),
            ),
          ]}
        />
      ))}
    </Stack>
  );
};
