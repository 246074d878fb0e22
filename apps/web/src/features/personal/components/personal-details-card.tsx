import { Button, Card, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit } from '@tabler/icons-react';
import type { PersonalAuth } from '../api/personal-types';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { Loading } from '../../../components/loading';
import { lazyComponent, whenIdleAfterLoad } from '../../../lib/when-idle';
import { formatUsDate } from '@lending/domain';

// The edit forms (form library, zod schemas, date input) are their own chunk: the personal area's
// first screen does not wait for them (issue 21, phone); fetched once idle, or on intent.
const BorrowerEditForm = lazyComponent(() => import('./borrower-edit-form'), 'BorrowerEditForm');
const ContactEditForm = lazyComponent(() => import('./contact-edit-form'), 'ContactEditForm');
const preloadForms = () => {
  BorrowerEditForm.preload();
  ContactEditForm.preload();
};

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {value || 'N/A'}
    </Text>
  </div>
);

/** 002 §2.3 'Personal Details' with the edit-details panel (borrower or broker contact). */
export const PersonalDetailsCard = ({
  auth,
  userEmail,
}: {
  auth: PersonalAuth;
  userEmail: string | null;
}) => {
  const [isEditing, editing] = useDisclosure(false);
  // Issue 21, INP: the tap opens the drawer at once; the form's inputs render in the next,
  // interruptible render instead of inside the tap's frame.
  const isFormShown = useDeferredValue(isEditing);
  useEffect(() => whenIdleAfterLoad(preloadForms), []);
  const { borrower, contact } = auth;
  return (
    <Card withBorder radius="md" p="md" data-testid="personal-details">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Personal Details</Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onPointerDown={preloadForms}
            onFocus={preloadForms}
            onClick={editing.open}
          >
            Edit details
          </Button>
        </Group>
        {borrower && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Field label="Name" value={`${borrower.first_name} ${borrower.last_name}`} />
            <Field label="Email" value={borrower.email} />
            <Field label="Phone" value={borrower.phone} />
            <Field
              label="Birth date"
              value={borrower.date_of_birth === null ? null : formatUsDate(borrower.date_of_birth)}
            />
            <Field
              label="Address"
              value={[
                borrower.address_address,
                borrower.address_city,
                [borrower.address_state, borrower.address_zipcode].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')}
            />
            {/* SSN is write-only (DESIGN.md §2): only whether one is on file. */}
            <Field label="SSN" value={borrower.has_ssn ? 'On file' : 'Not provided'} />
          </SimpleGrid>
        )}
        {contact && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Field label="Name" value={`${contact.first_name} ${contact.last_name}`} />
            <Field label="Email" value={contact.email} />
            <Field label="Phone" value={contact.phone} />
            <Field label="Company" value={contact.company} />
          </SimpleGrid>
        )}
      </Stack>
      <Drawer opened={isEditing} onClose={editing.close} position="right" size="md" title="Edit details">
        <Suspense fallback={<Loading minHeight={320} label="Loading the form" />}>
          {!isFormShown && <Loading minHeight={320} label="Loading the form" />}
          {isFormShown && borrower && (
            <BorrowerEditForm borrower={borrower} userEmail={userEmail} onDone={editing.close} />
          )}
          {isFormShown && !borrower && contact && (
            <ContactEditForm contact={contact} userEmail={userEmail} onDone={editing.close} />
          )}
        </Suspense>
        {!borrower && !contact && <Text>Invalid entity type</Text>}
      </Drawer>
    </Card>
  );
};
