import { Button, Group, Modal, Select } from '@mantine/core';
import { useState } from 'react';
import { useLinkCandidates } from '../api/get-link-candidates';

type Props = {
  kind: 'borrowers' | 'contacts';
  excludeIds: string[];
  isPending: boolean;
  onLink: (id: string) => void;
  onClose: () => void;
};

// Picks an existing borrower or contact to link to the loan.
export const LinkPersonModal = ({ kind, excludeIds, isPending, onLink, onClose }: Props) => {
  const [value, setValue] = useState<string | null>(null);
  const { data, isLoading } = useLinkCandidates(kind, true);
  const options = (data ?? [])
    .filter((person) => !excludeIds.includes(person.id))
    .map((person) => ({
      value: person.id,
      label: `${[person.first_name, person.last_name].filter(Boolean).join(' ') || 'N/A'}${person.email ? ` (${person.email})` : ''}`,
    }));
  return (
    <Modal opened onClose={onClose} title={kind === 'borrowers' ? 'Link borrower' : 'Link contact'} centered>
      <Select
        label={kind === 'borrowers' ? 'Borrower' : 'Contact'}
        searchable
        data={options}
        value={value}
        onChange={setValue}
        placeholder={isLoading ? 'Loading...' : 'Choose'}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!value} loading={isPending} onClick={() => value && onLink(value)}>
          Link
        </Button>
      </Group>
    </Modal>
  );
};
