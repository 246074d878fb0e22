import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { cleanLoanName, formatMoney, formatUsDate, messages } from '@lending/domain';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/loading';
import { StatusBadge } from '../../../components/status-badge';
import { useSponsorView, type SponsorView } from '../api/sponsor-view';
import { LinkProblem } from '../components/link-problem';

// What a request asks of the sponsor, in their words (the staff labels name the review steps).
const REQUEST_STATE: Record<string, { label: string; color: string; isToDo: boolean }> = {
  new: { label: 'To upload', color: 'blue', isToDo: true },
  rejected: { label: 'Upload again', color: 'red', isToDo: true },
  failed: { label: 'Upload again', color: 'red', isToDo: true },
  sent: { label: 'Received, in review', color: 'gray', isToDo: false },
  processing: { label: 'Received, in review', color: 'gray', isToDo: false },
  processed: { label: 'Received, in review', color: 'gray', isToDo: false },
  accepted: { label: 'Accepted', color: 'green', isToDo: false },
  done: { label: 'Accepted', color: 'green', isToDo: false },
  paused: { label: 'On hold', color: 'gray', isToDo: false },
};
const requestState = (state: string) =>
  REQUEST_STATE[state] ?? { label: 'In progress', color: 'gray', isToDo: false };

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text fw={500}>{value}</Text>
  </Stack>
);

const WhatIsAsked = ({ data }: { data: SponsorView }) => {
  const toDo = data.document_requests.filter((r) => requestState(r.state).isToDo).length;
  const application = data.application;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3}>What we need from you</Title>
        {application && (
          <Group justify="space-between" wrap="wrap" gap="xs" data-testid="sponsor-application">
            <Text fw={500}>Loan application</Text>
            {application.submitted ? (
              <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} />}>
                Submitted
              </Badge>
            ) : (
              <Badge color="blue" variant="light">
                To fill in
              </Badge>
            )}
          </Group>
        )}
        {data.document_requests.length === 0 && !application && (
          <Text c="dimmed">Nothing is asked of you at the moment.</Text>
        )}
        {data.document_requests.length > 0 && (
          <Text size="sm" c="dimmed">
            {toDo === 0
              ? 'Every requested document has been received.'
              : `${toDo} of ${data.document_requests.length} requested documents still to upload.`}
          </Text>
        )}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.document_requests.map((request, index) => {
            const state = requestState(request.state);
            return (
              <Group
                key={`${request.name}-${index}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                data-testid="sponsor-request"
              >
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={500}>{request.name}</Text>
                  {request.due_epoch !== null && (
                    <Text size="xs" c="dimmed">
                      Due {formatUsDate(request.due_epoch)}
                    </Text>
                  )}
                </Stack>
                <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
                  {state.label}
                </Badge>
              </Group>
            );
          })}
        </Stack>
        {(application || data.document_requests.length > 0) &&
          (data.has_account ? (
            <Group>
              <Button
                component={Link}
                to={application && !application.submitted ? application.url : '/personal'}
              >
                {application && !application.submitted
                  ? 'Sign in to fill in the application'
                  : 'Sign in to upload'}
              </Button>
            </Group>
          ) : (
            <Text size="sm">
              You need an account with {data.lender.name} to fill in the application and upload documents.
              There is none for {data.sponsor.email ?? 'you'} yet: ask your loan officer to invite you.
            </Text>
          ))}
      </Stack>
    </Paper>
  );
};

// The page a sponsor link opens (/sponsor/{token}; public, no sign-in): who lends, the loan, what
// is asked of the sponsor, the details on file and whom to contact.
export const SponsorPage = () => {
  const { token = '' } = useParams();
  const view = useSponsorView(token);
  if (view.isPending) return <Loading minHeight="60vh" />;
  if (view.isError) return <LinkProblem error={view.error} />;
  const { data } = view;
  const { loan, sponsor, lender } = data;
  const sponsorAddress = [
    sponsor.address_address,
    sponsor.address_city,
    [sponsor.address_state, sponsor.address_zipcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={700} c="blue.8" data-testid="sponsor-lender">
            {lender.name}
          </Text>
          <Title order={1} size="h2" data-testid="sponsor-loan-name">
            {cleanLoanName(loan.name)}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Loan {loan.human_id}
            </Text>
            <StatusBadge status={loan.status} />
          </Group>
          <Text mt="xs">
            Hello {sponsor.first_name}, {lender.name} is reviewing this loan request with you as its sponsor.
            Here is where it stands and what is still needed from you.
          </Text>
        </Stack>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3}>Loan summary</Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              <Fact label="Amount" value={formatMoney(loan.amount)} />
              <Fact label="Purpose" value={loan.purpose ?? messages.notAvailable} />
              <Fact
                label="Term"
                value={loan.duration_months ? `${loan.duration_months} months` : messages.notAvailable}
              />
            </SimpleGrid>
            <Fact label="Property" value={loan.property_address ?? messages.notAvailable} />
          </Stack>
        </Paper>

        <WhatIsAsked data={data} />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap={6}>
              <Title order={4}>Your details on file</Title>
              <Text>
                {sponsor.first_name} {sponsor.last_name}
              </Text>
              {sponsor.email && <Text size="sm">{sponsor.email}</Text>}
              {sponsor.phone && <Text size="sm">{sponsor.phone}</Text>}
              {sponsorAddress && <Text size="sm">{sponsorAddress}</Text>}
              <Text size="xs" c="dimmed">
                Something wrong? Tell your loan officer.
              </Text>
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap={6}>
              <Title order={4}>Your contact at {lender.name}</Title>
              {lender.officer ? (
                <>
                  <Text>{lender.officer.name}</Text>
                  <Anchor href={`mailto:${lender.officer.email}`} size="sm">
                    <Group gap={4} wrap="nowrap">
                      <IconMail size={16} />
                      {lender.officer.email}
                    </Group>
                  </Anchor>
                </>
              ) : (
                <Text size="sm">Reply to the message that brought you this link.</Text>
              )}
            </Stack>
          </Paper>
        </SimpleGrid>

        <Text size="xs" c="dimmed" ta="center">
          This private link is for {sponsor.first_name} {sponsor.last_name} and is valid until{' '}
          {formatUsDate(data.expires_epoch)}. Do not forward it.
        </Text>
      </Stack>
    </Container>
  );
};
