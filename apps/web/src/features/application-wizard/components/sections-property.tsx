import { Grid, NumberInput, Radio, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { PREQUAL_PROPERTY_TYPE_OPTIONS, PROJECT_COUNT_MAX, PROJECT_COUNT_MIN } from '@lending/domain';
import { CREDIT_BANDS, REPAYMENT_OPTIONS } from '../utils/wizard-content';
import type { WizardForm } from './wizard-form-type';

// Number fields block invalid characters (002 §5); money fields show commas and store plain
// numbers ('Cost fields strip commas', 002 §2.2 section 4).
const money = {
  thousandSeparator: ',',
  allowNegative: false,
  allowDecimal: false,
  prefix: '$',
  hideControls: true,
} as const;

const asNumber = (value: number | string): number | null => (typeof value === 'number' ? value : null);

/** Section 3: the property. */
export const PropertySection = ({ form }: { form: WizardForm }) => {
  return (
    <Grid gutter="sm">
      <Grid.Col span={12}>
        <TextInput label="Property address" withAsterisk {...form.getInputProps('property.address')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="City" withAsterisk {...form.getInputProps('property.city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput label="State" withAsterisk maxLength={2} {...form.getInputProps('property.state')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput
          label="ZIP code"
          withAsterisk
          inputMode="numeric"
          maxLength={5}
          {...form.getInputProps('property.zipcode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Property type"
          withAsterisk
          data={PREQUAL_PROPERTY_TYPE_OPTIONS.map((o) => ({ ...o }))}
          {...form.getInputProps('property.propertyType')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NumberInput
          label="Number of units"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('property.numberOfUnits')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NumberInput
          label="Purchase price"
          withAsterisk
          {...money}
          {...form.getInputProps('property.purchasePrice')}
          value={form.values.property.purchasePrice ?? ''}
          onChange={(value) => form.setFieldValue('property.purchasePrice', asNumber(value))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NumberInput
          label="Estimated as-is value"
          {...money}
          value={form.values.property.asIsValue ?? ''}
          onChange={(value) => form.setFieldValue('property.asIsValue', asNumber(value))}
        />
      </Grid.Col>
    </Grid>
  );
};

/** Section 4: rehab; when yes, hard and soft costs and the repayment plan (002 §2.2). */
export const RehabSection = ({ form }: { form: WizardForm }) => {
  const rehab = form.values.rehab;
  const setRequires = (value: string) => {
    form.setFieldValue('rehab.requiresRehab', value as 'yes' | 'no');
    if (value === 'no')
      form.setValues({
        rehab: { requiresRehab: 'no', hardCost: null, softCost: null, repayment: '', repaymentOther: '' },
      });
  };
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Does the Property Requires Any Construction or Rehab?"
        withAsterisk
        value={rehab.requiresRehab}
        onChange={setRequires}
        error={form.errors['rehab.requiresRehab']}
      >
        <Group mt={4}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
      {rehab.requiresRehab === 'yes' && (
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput
              label="Construction Hard Cost Amount"
              withAsterisk
              {...money}
              value={rehab.hardCost ?? ''}
              error={form.errors['rehab.hardCost']}
              onChange={(value) => form.setFieldValue('rehab.hardCost', asNumber(value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput
              label="Construction Soft Cost Amount (Exclude financing)"
              withAsterisk
              {...money}
              value={rehab.softCost ?? ''}
              error={form.errors['rehab.softCost']}
              onChange={(value) => form.setFieldValue('rehab.softCost', asNumber(value))}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Radio.Group
              label="Repayment"
              withAsterisk
              value={rehab.repayment}
              error={form.errors['rehab.repayment']}
              onChange={(value) => {
                form.setFieldValue('rehab.repayment', value);
                if (value !== 'Other') form.setFieldValue('rehab.repaymentOther', '');
              }}
            >
              <Group mt={4}>
                {REPAYMENT_OPTIONS.map((option) => (
                  <Radio key={option} value={option} label={option} />
                ))}
              </Group>
            </Radio.Group>
          </Grid.Col>
          {rehab.repayment === 'Other' && (
            <Grid.Col span={12}>
              <Textarea
                label="Describe the repayment"
                withAsterisk
                autosize
                minRows={2}
                maxLength={5000}
                {...form.getInputProps('rehab.repaymentOther')}
              />
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
};

/** Section 5: credit band, similar properties and projects (1 to 100). */
export const ExperienceSection = ({ form }: { form: WizardForm }) => {
  const count = {
    min: PROJECT_COUNT_MIN,
    max: PROJECT_COUNT_MAX,
    clampBehavior: 'none',
    allowDecimal: false,
    allowNegative: false,
  } as const;
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label="Credit score"
          withAsterisk
          data={[...CREDIT_BANDS]}
          {...form.getInputProps('experience.creditScore')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NumberInput
          label="Similar properties owned"
          withAsterisk
          {...count}
          {...form.getInputProps('experience.similarProperties')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NumberInput
          label="Projects completed"
          withAsterisk
          {...count}
          {...form.getInputProps('experience.projects')}
        />
      </Grid.Col>
    </Grid>
  );
};
