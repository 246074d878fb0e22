import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { clearToken } from '../../../lib/session';

const logout = () => call('postAuthLogout', { body: {} });

// The session ends locally even when the server call fails (an expired token cannot sign out).
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
};
