import { useMutation } from '@tanstack/react-query';
import type { EndpointInput, Endpoints } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// PUT /property/{id}/update with the changed fields only (002 §7).
export type PropertyPatch = Partial<{
  property_type: string;
  address_address: string;
  address_city: string;
  address_state: string;
  address_zipcode: string;
  purchase_price: number;
  number_of_units: number;
  number_of_commercial_units: number;
}>;

type PropertyBody = EndpointInput<Endpoints['putPropertyByIdUpdate']>['body'];

/**
 * The version read with the property goes back with the patch (a stale one answers 409). The form's
 * fields are plain strings; the server checks the property type and the version (400 otherwise).
 */
const updateProperty = (propertyId: string, patch: PropertyPatch, version: number | undefined) =>
  call('putPropertyByIdUpdate', { params: { id: propertyId }, body: { ...patch, version } as PropertyBody });

export const useUpdateProperty = () => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: ({
      propertyId,
      patch,
      version,
    }: {
      propertyId: string;
      patch: PropertyPatch;
      version: number | undefined;
    }) => updateProperty(propertyId, patch, version),
    onSuccess: () => invalidate(),
  });
};
