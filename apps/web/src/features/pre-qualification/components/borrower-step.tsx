import { Divider, Grid, NumberInput, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { CREDIT_BANDS } from '@lending/domain';
import type { PrequalFormApi } from '../hooks/use-prequal-form';
import { LoanFields } from './loan-fields';
import { PhoneField } from './phone-field';

/** 002 §2.1 Borrower page: who applies (borrower or broker) and the loan asked for. */
export const BorrowerStep = ({ api }: { api: PrequalFormApi }) => {
  const { form, setBroker } = api;
  const { isBroker } = form.getValues();
  return (
    <Stack gap="md">
      <Switch
        label="I am a broker submitting on behalf of a borrower"
        checked={isBroker}
        onChange={(event) => setBroker(event.currentTarget.checked)}
      />
      {isBroker && (
        <>
          <Title order={5}>Broker</Title>
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Broker first name"
                withAsterisk
                autoComplete="given-name"
                {...form.getInputProps('brokerName.firstName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Broker last name"
                withAsterisk
                autoComplete="family-name"
                {...form.getInputProps('brokerName.lastName')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label="Broker email"
                withAsterisk
                type="email"
                autoComplete="email"
                {...form.getInputProps('brokerEmail')}
              />
            </Grid.Col>
          </Grid>
        </>
      )}
      <Title order={5}>Borrower</Title>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="First name"
            withAsterisk
            autoComplete={isBroker ? 'off' : 'given-name'}
            {...form.getInputProps('borrowerName.firstName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Last name"
            withAsterisk
            autoComplete={isBroker ? 'off' : 'family-name'}
            {...form.getInputProps('borrowerName.lastName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {/* 002 §2.1: in broker mode the borrower email becomes optional. */}
          <TextInput
            label={isBroker ? 'Email (optional)' : 'Email'}
            withAsterisk={!isBroker}
            type="email"
            autoComplete={isBroker ? 'off' : 'email'}
            {...form.getInputProps('borrowerEmail')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PhoneField
            label="Phone"
            withAsterisk
            value={form.getValues().borrowerPhone}
            onChange={(digits) => form.setFieldValue('borrowerPhone', digits)}
            error={form.errors.borrowerPhone}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Credit score"
            placeholder="Select"
            data={[...CREDIT_BANDS]}
            clearable
            {...form.getInputProps('borrowerCreditScore')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label="Completed projects in the last 3 years"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('completedProjectsIn3Years')}
          />
        </Grid.Col>
      </Grid>
      <Divider />
      <LoanFields api={api} />
    </Stack>
  );
};
