// A loan's floating terms on the Servicing tab (issue 19 item 1), for admins: the index, the spread
// over it (empty = the term sheet's or commitment's sofr_spread), the floor and the monthly reset
// day, validated with the schema the server checks. The rate is index + spread, never below the
// floor; a cap is not part of the loan's terms (the term sheet and commitment carry none).
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { floatingTermsBody, formatUsDate, type FloatingTermsBody, type FloatingWire } from '@lending/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ApiError } from '../../../lib/api-client';
import { useSetFloatingTerms } from '../api/index-rates-api';

type Values = { index: string; spread: string; floor: string; reset_day: string };

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.body.message : error ? 'Something went wrong' : null;

/** The form's text as the body the server takes: an empty spread is left out, the day a number. */
const toBody = (values: Values) => ({
  index: values.index.trim().toUpperCase(),
  spread: values.spread.trim() === '' ? undefined : values.spread.trim(),
  floor: values.floor.trim(),
  reset_day: values.reset_day.trim() === '' ? Number.NaN : Number(values.reset_day),
});

export const FloatingTermsForm = ({ loanId, current }: { loanId: string; current?: FloatingWire }) => {
  const save = useSetFloatingTerms(loanId);
  const isFloating = current?.rate_type === 'floating';
  const form = useForm<Values>({
    initialValues: {
      index: (isFloating && current.index) || 'SOFR',
      spread: (isFloating && current.spread) || '',
      floor: (isFloating && current.floor) || '',
      reset_day: String((isFloating && current.reset_day) || 1),
    },
    validate: (values) => zod4Resolver(floatingTermsBody)(toBody(values)),
  });
  const onSubmit = form.onSubmit((values) => save.mutate(toBody(values) as FloatingTermsBody));
  return (
    <Paper withBorder p="sm" radius="md" data-testid="floating-terms-form">
      <Title order={3} size="h6" mb="xs">
        {isFloating ? 'Change the floating terms' : 'Make the rate floating'}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Group align="start" gap="xs" wrap="wrap">
          <TextInput label="Index" w={110} {...form.getInputProps('index')} />
          <TextInput
            label="Spread (%)"
            placeholder="from the term sheet"
            w={170}
            {...form.getInputProps('spread')}
          />
          <TextInput label="Floor (%)" w={110} {...form.getInputProps('floor')} />
          <TextInput label="Reset day" inputMode="numeric" w={100} {...form.getInputProps('reset_day')} />
          <Button type="submit" mt={25} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </form>
      {save.isSuccess && (
        <Text size="sm" mt="xs" role="status">
          Saved: the rate is now {save.data.current_rate}%
          {save.data.next_reset ? `, next reset ${formatUsDate(save.data.next_reset)}` : ''}.
        </Text>
      )}
      {save.error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errorText(save.error)}
        </Text>
      )}
    </Paper>
  );
};
