import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { activitiesKeys } from './activities-keys';

// GET /user/staff: the staff the Add Activity modal suggests as participants (a named one hears
// 'activity assigned').
const getStaff = () => call('getUserStaff', {});

export const useStaff = (enabled: boolean) =>
  useQuery({
    queryKey: [...activitiesKeys.all, 'staff'] as const,
    queryFn: getStaff,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
