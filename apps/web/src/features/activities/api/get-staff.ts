import { useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { activitiesKeys } from './activities-keys';

// GET /user/staff: the staff the Add Activity modal suggests as participants (a named one hears
// 'activity assigned'). The answer is the domain's StaffUser contract.
const getStaff = () => api.get<StaffUser[]>('/user/staff');

export const useStaff = (enabled: boolean) =>
  useQuery({
    queryKey: [...activitiesKeys.all, 'staff'] as const,
    queryFn: getStaff,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
