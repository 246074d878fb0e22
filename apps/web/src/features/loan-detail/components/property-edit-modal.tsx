import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AMOUNT_LIMIT, messages, PROPERTY_TYPES } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProperty, type PropertyPatch } from '../api/update-property';
import type { LoanProperty } from '../api/types';

type Props = { property: LoanProperty; onClose: () => void };
type Values = Required<PropertyPatch>;

const valuesOf = (p: LoanProperty): Values => ({
  property_type: p.property_type ?? PROPERTY_TYPES[0],
  address_address: p.address_address ?? '',
  address_city: p.address_city ?? '',
  address_state: p.address_state ?? '',
  address_zipcode: p.address_zipcode ?? '',
  purchase_price: p.purchase_price ?? 0,
  number_of_units: p.number_of_units ?? 0,
  number_of_commercial_units: p.number_of_commercial_units ?? 0,
});

/** The changed fields only (002 §7 'PUT /property/{id}/update with changed fields'). */
const changedPropertyFields = (before: Values, after: Values): PropertyPatch =>
  Object.fromEntries(
    Object.entries(after).filter(([key, value]) => before[key as keyof Values] !== value),
  ) as PropertyPatch;

/** Staff edit a property of the loan; the server's field messages show under the fields. */
export const PropertyEditModal = ({ property, onClose }: Props) => {
  const initial = valuesOf(property);
  const [values, setValues] = useState<Values>(initial);
  const update = useUpdateProperty();
  const patch = changedPropertyFields(initial, values);
  const errors = Object.fromEntries(
    (update.error instanceof ApiError ? (update.error.body.details ?? []) : []).map((d) => [
      d.path,
      d.message,
    ]),
  );
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const onSave = () =>
    update.mutate(
      { propertyId: property.id, patch, version: property.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Property has been updated successfully' });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Edit property" centered>
      <Stack gap="sm" data-testid="property-edit">
        <Select
          label="Property type"
          data={[...PROPERTY_TYPES]}
          value={values.property_type}
          onChange={(value) => value && set('property_type', value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          error={errors.property_type}
        />
        <TextInput
          label="Address"
          value={values.address_address}
          onChange={(e) => set('address_address', e.currentTarget.value)}
          error={errors.address_address}
        />
        <Group grow>
          <TextInput
            label="City"
            value={values.address_city}
            onChange={(e) => set('address_city', e.currentTarget.value)}
            error={errors.address_city}
          />
          <TextInput
            label="State"
            value={values.address_state}
            onChange={(e) => set('address_state', e.currentTarget.value)}
            error={errors.address_state}
          />
          <TextInput
            label="ZIP code"
            value={values.address_zipcode}
            onChange={(e) => set('address_zipcode', e.currentTarget.value)}
            error={errors.address_zipcode}
          />
        </Group>
        <NumberInput
          label="Purchase price"
          prefix="$"
          thousandSeparator=","
          min={0}
          max={AMOUNT_LIMIT}
          value={values.purchase_price}
          onChange={(value) => set('purchase_price', Number(value) || 0)}
          error={errors.purchase_price}
        />
        <Group grow>
          <NumberInput
            label="Units"
            min={0}
            allowDecimal={false}
            value={values.number_of_units}
            onChange={(value) => set('number_of_units', Number(value) || 0)}
            error={errors.number_of_units}
          />
          <NumberInput
            label="Commercial units"
            min={0}
            allowDecimal={false}
            value={values.number_of_commercial_units}
            onChange={(value) => set('number_of_commercial_units', Number(value) || 0)}
            error={errors.number_of_commercial_units}
          />
        </Group>
        {update.isError && !Object.keys(errors).length && (
          <Alert color="red">{messages.somethingWentWrong}</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={Object.keys(patch).length === 0} loading={update.isPending}>
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
