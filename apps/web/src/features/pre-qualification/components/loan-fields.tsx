import {
  Checkbox,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { EXIT_STRATEGIES, FORM_LOAN_PURPOSES } from '@lending/domain';
import type { PrequalFormApi } from '../hooks/use-prequal-form';
import { isPurchasePriceAsked } from '../utils/prequal-values';
import { DateField } from './date-field';
import { MoneyField } from './money-field';

/** The loan part of the Borrower page: purpose rules (002 §2.1, §5). */
export const LoanFields = ({ api }: { api: PrequalFormApi }) => {
  const { form, setPurpose, setPurchaseDate } = api;
  const values = form.getValues();
  const isRefinance = values.purposeOfLoan === 'Refinance';
  const money = (name: keyof typeof values, label: string, required = false) => (
    <MoneyField
      label={label}
      withAsterisk={required}
      value={values[name] as number | null}
      onChange={(value) => form.setFieldValue(name, value as never)}
      error={form.errors[name]}
    />
  );

  return (
    <Stack gap="sm">
      <Title order={5}>Loan</Title>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Purpose of the loan <span style={{ color: 'var(--mantine-color-red-6)' }}>*</span>
        </Text>
        <SegmentedControl
          value={values.purposeOfLoan || 'Purchase'}
          onChange={(value) => setPurpose(value as 'Purchase' | 'Refinance')}
          data={[...FORM_LOAN_PURPOSES]}
          aria-label="Purpose of the loan"
        />
      </Stack>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>{money('amount', 'Loan amount requested', true)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label="Duration (months)"
            withAsterisk
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('durationMonths')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label="Estimated closing date"
            withAsterisk
            value={values.estimatedClosingDate}
            onChange={(epoch) => form.setFieldValue('estimatedClosingDate', epoch)}
            error={form.errors.estimatedClosingDate}
          />
        </Grid.Col>
        {isRefinance && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField
              label="Purchase date"
              withAsterisk
              value={values.purchaseDate}
              onChange={setPurchaseDate}
              error={form.errors.purchaseDate}
            />
          </Grid.Col>
        )}
        {isPurchasePriceAsked(values) && (
          <Grid.Col span={{ base: 12, sm: 6 }}>{money('purchasePrice', 'Purchase price', true)}</Grid.Col>
        )}
        {isRefinance && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {money('currentLoanBalance', 'Current loan balance', true)}
          </Grid.Col>
        )}
        {isRefinance && (
          <Grid.Col span={{ base: 12, sm: 6 }}>{money('costSpentToDate', 'Cost spent to date')}</Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>{money('estimatedAsIsValue', 'Estimated as-is value')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {money('estimatedSellout', 'Estimated sellout (after repair value)')}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Exit strategy"
            placeholder="Select"
            data={[...EXIT_STRATEGIES]}
            clearable
            {...form.getInputProps('exitStrategy')}
          />
        </Grid.Col>
      </Grid>
      {isRefinance && !isPurchasePriceAsked(values) && (
        <Text size="xs" c="dimmed">
          The purchase was more than a year ago: the purchase price is not needed.
        </Text>
      )}
      <Group gap="xl">
        <Checkbox label="Fix and flip" {...form.getInputProps('isFlip', { type: 'checkbox' })} />
        <Checkbox
          label="Blanket loan (several properties)"
          {...form.getInputProps('isBlanketLoan', { type: 'checkbox' })}
        />
      </Group>
    </Stack>
  );
};
