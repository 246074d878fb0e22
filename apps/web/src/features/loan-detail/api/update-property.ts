import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

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

const updateProperty = (propertyId: string, patch: PropertyPatch) =>
  api.put<unknown>(`/property/${propertyId}/update`, patch);

export const useUpdateProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, patch }: { propertyId: string; patch: PropertyPatch }) =>
      updateProperty(propertyId, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanDetailKeys.all }),
  });
};
