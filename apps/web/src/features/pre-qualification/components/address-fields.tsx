import { Grid, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { geocodeAddress } from '../api/geocode-address';

const MapPreview = lazy(() => import('./map-preview').then((module) => ({ default: module.MapPreview })));

export type AddressValue = {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  coordinates: { lat: number; lng: number } | null;
};

type Props = {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string | null;
  fieldErrors?: Partial<Record<'street' | 'city' | 'state' | 'zipcode', string | null>>;
};

// 002 §2.1 / §5: the address is looked up with the geocoder (GET /api/application/geocode);
// a match fills the coordinates (and a blank city or state); country is always US.
export const AddressFields = ({ value, onChange, error, fieldErrors }: Props) => {
  const [lookup] = useDebouncedValue(
    {
      street: value.street.trim(),
      city: value.city.trim(),
      state: value.state.trim(),
      zip: value.zipcode.trim(),
    },
    500,
  );
  const [isLooking, setIsLooking] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    latest.current = value;
    onChangeRef.current = onChange;
  });
  const lookupKey = `${lookup.street}|${lookup.city}|${lookup.state}|${lookup.zip}`;

  useEffect(() => {
    if (!/^\d{5}$/.test(lookup.zip) && !(lookup.city && lookup.state)) return;
    const controller = new AbortController();
    setIsLooking(true);
    geocodeAddress(lookup, controller.signal)
      .then((match) => {
        const current = latest.current;
        setNotFound(!match);
        onChangeRef.current(
          match
            ? {
                ...current,
                city: current.city || match.city,
                state: current.state || match.state,
                zipcode: current.zipcode || match.zipcode,
                country: 'US',
                coordinates: match.coordinates,
              }
            : { ...current, country: 'US', coordinates: null },
        );
      })
      .catch(() => undefined)
      .finally(() => setIsLooking(false));
    return () => controller.abort();
    // lookupKey stands for the four debounced parts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookupKey]);

  const set = (part: Partial<AddressValue>) => onChange({ ...value, ...part, country: 'US' });

  return (
    <Stack gap="xs">
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label="Street address"
            placeholder="118 Maple Ave"
            autoComplete="address-line1"
            value={value.street}
            onChange={(event) => set({ street: event.currentTarget.value })}
            error={fieldErrors?.street}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="ZIP code"
            placeholder="20001"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={value.zipcode}
            onChange={(event) => set({ zipcode: event.currentTarget.value.replace(/\D/g, '').slice(0, 5) })}
            error={fieldErrors?.zipcode}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 8 }}>
          <TextInput
            label="City"
            autoComplete="address-level2"
            value={value.city}
            onChange={(event) => set({ city: event.currentTarget.value })}
            error={fieldErrors?.city}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 4 }}>
          <TextInput
            label="State"
            placeholder="DC"
            autoComplete="address-level1"
            maxLength={2}
            value={value.state}
            onChange={(event) =>
              set({ state: event.currentTarget.value.toUpperCase().replace(/[^A-Z]/g, '') })
            }
            error={fieldErrors?.state}
            withAsterisk
          />
        </Grid.Col>
      </Grid>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ??
          (isLooking
            ? 'Looking up the address...'
            : notFound
              ? 'Address not found in the US'
              : 'Country: United States')}
      </Text>
      <Suspense fallback={<Loader size="sm" />}>
        <MapPreview point={value.coordinates} />
      </Suspense>
    </Stack>
  );
};
