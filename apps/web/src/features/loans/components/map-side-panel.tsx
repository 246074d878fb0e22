import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { displayLoanName, formatMoney, messages } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import { StatusBadge } from '../../../components/status-badge';
import type { LoanMapPoint } from '@lending/domain';
import { STREET_VIEW_RADIUS } from '../utils/map-position';

type Props = {
  loan: LoanMapPoint | null;
  position: number;
  total: number;
  googleMapsKey: string | null;
  onPrevious: () => void;
  onNext: () => void;
  onOpen: (loan: LoanMapPoint) => void;
};

const Row = ({ label, value }: { label: string; value: string }) => (
  <Group justify="space-between" gap="xs" wrap="nowrap">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} ta="right">
      {value}
    </Text>
  </Group>
);

/** The right-side panel of the map view (spec 000 §2): the selected loan, Previous and Next. */
export const MapSidePanel = ({ loan, position, total, googleMapsKey, onPrevious, onNext, onOpen }: Props) => {
  if (!loan) return <EmptyState text={messages.noLoansMatching} />;
  const { lat, lng } = loan;
  return (
    <Paper p="md" h="100%" data-testid="map-side-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} />}
            onClick={onPrevious}
          >
            Previous
          </Button>
          <Text size="xs" c="dimmed">
            {position} / {total}
          </Text>
          <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />} onClick={onNext}>
            Next
          </Button>
        </Group>
        <Title order={4}>{displayLoanName(loan.name)}</Title>
        <StatusBadge status={loan.state} w="fit-content" />
        <Divider />
        <Row label="Amount" value={formatMoney(loan.amount)} />
        <Row label="Property type" value={loan.property_type ?? 'N/A'} />
        <Row label="Address" value={loan.address || 'N/A'} />
        <Row label="Score" value={loan.score === null ? 'N/A' : String(loan.score)} />
        <Row label="Borrowers" value={loan.borrowers || 'N/A'} />
        {/* Street view only when a Google Maps key is configured (issue 2 §9). */}
        {googleMapsKey && (
          <iframe
            title="Street view"
            width="100%"
            height="180"
            style={{ border: 0, borderRadius: 8 }}
            loading="lazy"
            src={`https://www.google.com/maps/embed/v1/streetview?key=${encodeURIComponent(googleMapsKey)}&location=${lat},${lng}&radius=${STREET_VIEW_RADIUS}`}
          />
        )}
        <Button onClick={() => onOpen(loan)}>Open loan</Button>
      </Stack>
    </Paper>
  );
};
