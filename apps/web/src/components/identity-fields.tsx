import { Grid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

// A person's name and home address, laid out the same wherever a borrower fills them (the
// application wizard's sponsor step, the borrower edit form of the personal page). Each form keeps
// its own field names and rules: `field` gives the input props of one part.

type NameProps = { field: (part: 'first' | 'last') => GetInputPropsReturnType };

export const NameFields = ({ field }: NameProps) => (
  <>
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <TextInput label="First name" withAsterisk {...field('first')} />
    </Grid.Col>
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <TextInput label="Last name" withAsterisk {...field('last')} />
    </Grid.Col>
  </>
);

type AddressProps = {
  field: (part: 'address' | 'city' | 'state' | 'zip') => GetInputPropsReturnType;
  addressLabel: string;
  zipLabel: string;
  /** The wizard limits the state to its two-letter code and the ZIP code to five digits. */
  isShort?: boolean;
  /** Half width beside another field, or the whole row. */
  addressSpan?: 6 | 12;
};

export const AddressFields = ({
  field,
  addressLabel,
  zipLabel,
  isShort = false,
  addressSpan = 12,
}: AddressProps) => (
  <>
    <Grid.Col span={{ base: 12, sm: addressSpan }}>
      <TextInput label={addressLabel} withAsterisk {...field('address')} />
    </Grid.Col>
    <Grid.Col span={{ base: 12, sm: 5 }}>
      <TextInput label="City" withAsterisk {...field('city')} />
    </Grid.Col>
    <Grid.Col span={{ base: 6, sm: 3 }}>
      <TextInput label="State" withAsterisk maxLength={isShort ? 2 : undefined} {...field('state')} />
    </Grid.Col>
    <Grid.Col span={{ base: 6, sm: 4 }}>
      <TextInput
        label={zipLabel}
        withAsterisk
        inputMode="numeric"
        maxLength={isShort ? 5 : undefined}
        {...field('zip')}
      />
    </Grid.Col>
  </>
);
