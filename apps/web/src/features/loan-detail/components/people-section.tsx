import { Modal, Stack, Text } from '@mantine/core';
import { CONTACTS_VISIBLE, formatMoney, messages } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { startTransition, Suspense, useState } from 'react';
import { useChangeLink, type LinkChange } from '../api/link-entities';
import type { Loan } from '../api/types';
import { PeopleCard } from './people-card';
import { lazyComponent } from '../../../lib/when-idle';

// Issue 21, phone: the link, contact and property forms are not on the loan page's first screen
// (their own chunks, fetched when one is opened).
const AddContactModal = lazyComponent(() => import('./add-contact-modal'), 'AddContactModal');
const LinkPersonModal = lazyComponent(() => import('./link-person-modal'), 'LinkPersonModal');
const PropertyEditModal = lazyComponent(() => import('./property-edit-modal'), 'PropertyEditModal');

// Issue 21, phone INP: a form opens and closes in a transition, so the tap (or Escape) paints at
// once and the form (its chunk fetched on pointer down) renders, or leaves, right after instead of
// inside that frame.
const inTransition = (change: () => void) => () => startTransition(change);

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || 'N/A';

// Spec 002 §2.4 left column: contacts (1 before Show more, not editable), borrowers and
// properties; unlink only with more than one; unlinking properties is 'under construction'.
export const PeopleSection = ({ loan }: { loan: Loan }) => {
  const [linking, setLinking] = useState<'borrowers' | 'contacts' | null>(null);
  const [isFailed, setFailed] = useState(false);
  const [isCreatingContact, setCreatingContact] = useState(false);
  const [editingPropertyId, setEditingPropertyId] = useState<string | null>(null);
  const editingProperty = loan.properties.find((property) => property.id === editingPropertyId);
  const changeLink = useChangeLink(loan.id);
  const run = (change: LinkChange) =>
    changeLink.mutate(change, {
      onSuccess: () => {
        if (change.kind === 'contact' && change.action === 'add')
          notifications.show({ color: 'green', message: messages.contactAddedToLoan });
        setLinking(null);
      },
      onError: () => setFailed(true),
    });

  return (
    <Stack gap="md">
      <PeopleCard
        testId="contacts-card"
        title="Contacts"
        visibleCount={CONTACTS_VISIBLE}
        items={loan.contacts.map((contact) => ({
          id: contact.id,
          title: fullName(contact),
          subtitle: contact.contact_type ?? undefined,
          details: [
            ['Email', contact.email],
            ['Company', contact.company],
            ['Type', contact.contact_type],
          ],
        }))}
        onLink={inTransition(() => setLinking('contacts'))}
        onCreate={inTransition(() => setCreatingContact(true))}
        onIntent={() => {
          AddContactModal.preload();
          LinkPersonModal.preload();
        }}
        onUnlink={(id) => run({ kind: 'contact', action: 'remove', entityId: id })}
      />
      <PeopleCard
        testId="borrowers-card"
        title="Borrowers"
        items={loan.borrowers.map((borrower) => ({
          id: borrower.id,
          title: fullName(borrower),
          subtitle: borrower.email ?? undefined,
          details: [
            ['Email', borrower.email],
            [
              'Score',
              borrower.score === null || borrower.score === undefined ? 'N/A' : String(borrower.score),
            ],
          ],
        }))}
        onLink={inTransition(() => setLinking('borrowers'))}
        onIntent={LinkPersonModal.preload}
        onUnlink={(id) => run({ kind: 'borrower', action: 'remove', entityId: id })}
      />
      <PeopleCard
        testId="properties-card"
        title="Properties"
        items={loan.properties.map((property) => ({
          id: property.id,
          title: property.address_address ?? 'N/A',
          subtitle: [property.address_city, property.address_state, property.address_zipcode]
            .filter(Boolean)
            .join(', '),
          details: [
            ['Type', property.property_type],
            ['Purchase price', formatMoney(property.purchase_price)],
            ['Units', property.number_of_units === null ? 'N/A' : String(property.number_of_units)],
            [
              'Commercial units',
              property.number_of_commercial_units === null
                ? 'N/A'
                : String(property.number_of_commercial_units),
            ],
            ['Score', property.score === null ? 'N/A' : String(property.score)],
          ],
        }))}
        onUnlink={() =>
          notifications.show({ color: 'yellow', message: 'Unlinking properties is under construction' })
        }
        onEdit={(id) => startTransition(() => setEditingPropertyId(id))}
        onIntent={PropertyEditModal.preload}
      />
      <Suspense fallback={null}>
        {linking && (
          <LinkPersonModal
            kind={linking}
            excludeIds={
              linking === 'borrowers' ? loan.borrowers.map((b) => b.id) : loan.contacts.map((c) => c.id)
            }
            isPending={changeLink.isPending}
            onLink={(id) =>
              run({ kind: linking === 'borrowers' ? 'borrower' : 'contact', action: 'add', entityId: id })
            }
            onClose={inTransition(() => setLinking(null))}
          />
        )}
        {isCreatingContact && (
          <AddContactModal loanId={loan.id} onClose={inTransition(() => setCreatingContact(false))} />
        )}
        {editingProperty && (
          <PropertyEditModal
            property={editingProperty}
            onClose={inTransition(() => setEditingPropertyId(null))}
          />
        )}
      </Suspense>
      <Modal opened={isFailed} onClose={() => setFailed(false)} title="Error" centered>
        <Text>{messages.defaultFailure}</Text>
      </Modal>
    </Stack>
  );
};
