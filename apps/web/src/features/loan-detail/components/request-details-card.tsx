import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatInterestRate, formatMoney, formatUsDate, messages } from '@lending/domain';
import { Suspense, useState } from 'react';
import type { Loan } from '../api/types';
import { lazyComponent } from '../../../lib/when-idle';
import { RequestDetailsHeader } from './request-details-header';

// Issue 21, phone: the edit form (inputs, @mantine/form, the domain's zod schema) is its own chunk,
// fetched on the first sign of intent on Edit; the first screen shows the values only.
const RequestDetailsEditor = lazyComponent(() => import('./request-details-form'), 'RequestDetailsEditor');

const Row = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500}>
      {value}
    </Text>
  </div>
);

/** While the form's chunk arrives: its eight labelled inputs' place, so nothing moves when it shows. */
const EditorSkeleton = ({ loan }: { loan: Loan }) => (
  <>
    <RequestDetailsHeader
      loan={loan}
      actions={
        <Button size="compact-sm" variant="light" loading>
          Edit
        </Button>
      }
    />
    <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" data-testid="request-details-form-loading">
      {Array.from({ length: 8 }, (_, index) => (
        <Stack key={index} gap={4}>
          <Skeleton h={20} w="40%" />
          <Skeleton h={36} />
        </Stack>
      ))}
    </SimpleGrid>
  </>
);

// Spec 002 §2.4 / §5: Request Details with edit (request-details-form.tsx).
export const RequestDetailsCard = ({ loan }: { loan: Loan }) => {
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder radius="md" data-testid="request-details">
      {editing ? (
        <Suspense fallback={<EditorSkeleton loan={loan} />}>
          <RequestDetailsEditor loan={loan} onClose={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <RequestDetailsHeader
            loan={loan}
            actions={
              <Button
                size="compact-sm"
                variant="light"
                onPointerDown={RequestDetailsEditor.preload}
                onFocus={RequestDetailsEditor.preload}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            }
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Row label="Amount" value={formatMoney(loan.amount)} />
            <Row label="Amount at closing" value={formatMoney(loan.amount_at_closing)} />
            <Row label="Purpose" value={loan.purpose ?? messages.notAvailable} />
            <Row label="Exit strategy" value={loan.exit_strategy ?? messages.notAvailable} />
            <Row
              label="Duration"
              value={loan.duration_months === null ? messages.notAvailable : `${loan.duration_months} months`}
            />
            <Row label="Interest rate" value={formatInterestRate(loan.interest_rate)} />
            <Row label="Construction reserve" value={formatMoney(loan.construction_reserve)} />
            <Row label="Expected closing" value={formatUsDate(loan.expected_closing_epoch)} />
          </SimpleGrid>
        </>
      )}
    </Card>
  );
};
