import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MEMBER_PERCENTAGE_MAX, MEMBER_PERCENTAGE_MIN } from '@lending/domain';
import { AddressFields, NameFields } from '../../../components/identity-fields';
import { ENTITY_TYPES } from '../utils/wizard-content';
import { newMember } from '../utils/wizard-values';
import type { UploadSectionProps, WizardForm } from './wizard-form-type';
import { WizardUploadField } from './wizard-upload-field';

const SPONSOR_ADDRESS = { address: 'address', city: 'city', state: 'state', zip: 'zipcode' } as const;

const blockNonDigits = (event: React.KeyboardEvent) => {
  if (['e', 'E', '+', '-', '.'].includes(event.key)) event.preventDefault();
};

/** Section 1: sponsor identity, all fields and a file required (002 §2.2, §5). */
export const SponsorSection = ({ form, activityId, userEmail }: UploadSectionProps) => {
  return (
    <Grid gutter="sm">
      <NameFields field={(part) => form.getInputProps(`sponsor.${part}Name`)} />
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('sponsor.email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Phone"
          type="tel"
          inputMode="numeric"
          withAsterisk
          onKeyDown={blockNonDigits}
          {...form.getInputProps('sponsor.phone')}
          onChange={(event) => {
            // Digits only, at most 10: written back into the input itself (no re-render).
            const input = event.currentTarget;
            const digits = input.value.replace(/\D/g, '').slice(0, 10);
            if (input.value !== digits) input.value = digits;
            form.setFieldValue('sponsor.phone', digits, { forceUpdate: false });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <DateInput
          label="Date of birth"
          withAsterisk
          valueFormat="MM/DD/YYYY"
          placeholder="MM/DD/YYYY"
          minDate="1900-01-01"
          {...form.getInputProps('sponsor.dateOfBirth')}
        />
      </Grid.Col>
      <AddressFields
        field={(part) => form.getInputProps(`sponsor.${SPONSOR_ADDRESS[part]}`)}
        addressLabel="Home address"
        zipLabel="ZIP code"
        addressSpan={6}
        isShort
      />
      <Grid.Col span={12}>
        <WizardUploadField
          label="Government-issued photo ID"
          activityId={activityId}
          userEmail={userEmail}
          value={form.values.sponsor.idDocument}
          onChange={(value) => form.setFieldValue('sponsor.idDocument', value)}
          error={form.errors['sponsor.idDocument'] as string | undefined}
          testId="upload-sponsor-id"
        />
      </Grid.Col>
    </Grid>
  );
};

/** Section 2: the legal entity and its members (percentage 1-50, default 50; 002 §5). */
export const EntitySection = ({ form }: { form: WizardForm }) => {
  const members = form.values.entity.members;
  const setCount = (value: number | string) => {
    const count = typeof value === 'number' ? value : '';
    form.setFieldValue('entity.numberOfMembers', count);
    if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 20) {
      const next = members.slice(0, count);
      while (next.length < count) next.push(newMember());
      form.setFieldValue('entity.members', next);
    }
  };
  return (
    <Stack gap="sm">
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Entity name" withAsterisk {...form.getInputProps('entity.entityName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Entity type"
            withAsterisk
            data={[...ENTITY_TYPES]}
            {...form.getInputProps('entity.entityType')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label="Number of members"
            withAsterisk
            min={1}
            max={20}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('entity.numberOfMembers')}
            value={form.values.entity.numberOfMembers}
            onChange={setCount}
          />
        </Grid.Col>
      </Grid>
      {members.map((_, index) => (
        <Paper key={index} withBorder p="sm" radius="md" data-testid="entity-member">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              Member {index + 1}
            </Text>
            {members.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove member ${index + 1}`}
                onClick={() => setCount(members.length - 1)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label="First name"
                withAsterisk
                {...form.getInputProps(`entity.members.${index}.firstName`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label="Last name"
                withAsterisk
                {...form.getInputProps(`entity.members.${index}.lastName`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                {...form.getInputProps(`entity.members.${index}.email`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 2 }}>
              <NumberInput
                label="Ownership %"
                withAsterisk
                min={MEMBER_PERCENTAGE_MIN}
                max={MEMBER_PERCENTAGE_MAX}
                clampBehavior="none"
                allowNegative={false}
                {...form.getInputProps(`entity.members.${index}.percentage`)}
              />
            </Grid.Col>
          </Grid>
        </Paper>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={14} />}
        onClick={() => setCount(members.length + 1)}
        w="fit-content"
      >
        Add member
      </Button>
    </Stack>
  );
};
