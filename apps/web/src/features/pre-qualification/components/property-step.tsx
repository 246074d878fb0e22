import { Button, Grid, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { derivePropertyNoi, isPrequalFieldApplicable, PREQUAL_PROPERTY_TYPE_OPTIONS } from '@lending/domain';
import { IconTrash } from '@tabler/icons-react';
import type { PrequalFormApi } from '../hooks/use-prequal-form';
import type { PropertyValues } from '../utils/prequal-values';
import { formatMoney } from '../utils/input-sanitizers';
import { AddressFields } from './address-fields';
import { MoneyField } from './money-field';
import { YesNo } from './yes-no';

type Props = { api: PrequalFormApi; index: number };

const COUNT_FIELDS = [
  ['numberOfUnits', 'Number of units'],
  ['numberOfCommercialUnits', 'Number of commercial units'],
  ['bedrooms', 'Bedrooms'],
  ['bathrooms', 'Bathrooms'],
  ['totalSquareFootage', 'Total square footage'],
] as const;

const INCOME_FIELDS = [
  ['currentGrossIncomeResidential', 'Current gross income (residential, yearly)'],
  ['expectedGrossIncomeResidential', 'Expected gross income (residential, yearly)'],
  ['currentGrossIncomeCommercial', 'Current gross income (commercial, yearly)'],
  ['expectedGrossIncomeCommercial', 'Expected gross income (commercial, yearly)'],
  ['currentOperatingExpenses', 'Current operating expenses (yearly)'],
  ['expectedOperatingExpenses', 'Expected operating expenses (yearly)'],
] as const;

/** One property page (002 §2.1): address with the map, type rules, income and derived NOI. */
export const PropertyStep = ({ api, index }: Props) => {
  const { form, setPropertyType, setPropertyRequires, removeProperty } = api;
  const values = form.getValues();
  const property = values.properties[index] as PropertyValues;
  const path = `properties.${index}`;
  const applies = (field: string) =>
    property.propertyType !== '' && isPrequalFieldApplicable(property.propertyType, field);
  // 002 §5: NOI is derived, never typed; shown blank when 0.
  const noi = derivePropertyNoi(property);
  const error = (field: string) => form.errors[`${path}.${field}`];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={5}>Property {index + 1}</Title>
        {values.properties.length > 1 && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => removeProperty(index)}
          >
            Remove this property
          </Button>
        )}
      </Group>
      <AddressFields
        value={property.address}
        onChange={(address) => {
          form.setFieldValue(`${path}.address`, address);
          form.clearFieldError(`${path}.address`);
        }}
        error={error('address') as string | undefined}
      />
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Property type"
            withAsterisk
            placeholder="Select"
            data={PREQUAL_PROPERTY_TYPE_OPTIONS.map((option) => ({ ...option }))}
            value={property.propertyType || null}
            onChange={(value) => setPropertyType(index, value ?? '')}
            error={error('propertyType')}
          />
        </Grid.Col>
        {COUNT_FIELDS.filter(([field]) => applies(field)).map(([field, label]) => (
          <Grid.Col key={field} span={{ base: 6, sm: 3 }}>
            <NumberInput
              label={label}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps(`${path}.${field}`)}
            />
          </Grid.Col>
        ))}
      </Grid>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <YesNo
            label="Does it require construction or rehab?"
            value={property.propertyRequires}
            onChange={(value) => setPropertyRequires(index, value)}
            error={error('propertyRequires')}
          />
        </Grid.Col>
        {property.propertyRequires && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <YesNo
              label="Has the rehab started?"
              value={property.rehabStarted}
              onChange={(value) => form.setFieldValue(`${path}.rehabStarted`, value)}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <YesNo
            label="Is the property occupied?"
            value={property.isOccupied}
            onChange={(value) => form.setFieldValue(`${path}.isOccupied`, value)}
          />
        </Grid.Col>
        {property.propertyRequires && (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MoneyField
                label="Rehab budget (hard costs)"
                withAsterisk
                value={property.rehabBudgetHard}
                onChange={(value) => form.setFieldValue(`${path}.rehabBudgetHard`, value)}
                error={error('rehabBudgetHard')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MoneyField
                label="Rehab budget (soft costs)"
                value={property.rehabBudgetSoft}
                onChange={(value) => form.setFieldValue(`${path}.rehabBudgetSoft`, value)}
                error={error('rehabBudgetSoft')}
              />
            </Grid.Col>
          </>
        )}
        {INCOME_FIELDS.filter(([field]) => applies(field)).map(([field, label]) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
            <MoneyField
              label={label}
              value={property[field]}
              onChange={(value) => form.setFieldValue(`${path}.${field}`, value)}
              error={error(field)}
            />
          </Grid.Col>
        ))}
        {property.propertyType !== '' && (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Current NOI (derived)"
                leftSection="$"
                readOnly
                value={formatMoney(noi.currentNoi)}
                data-testid={`current-noi-${index}`}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Expected NOI (derived)"
                leftSection="$"
                readOnly
                value={formatMoney(noi.expectedNoi)}
                data-testid={`expected-noi-${index}`}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Text size="xs" c="dimmed">
                NOI = 95% of residential income
                {property.propertyType === 'Mixed use' ? ' + 90% of commercial income' : ''} − operating
                expenses (5% residential and 10% commercial vacancy).
              </Text>
            </Grid.Col>
          </>
        )}
      </Grid>
    </Stack>
  );
};
