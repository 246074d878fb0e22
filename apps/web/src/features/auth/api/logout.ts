import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearToken } from '../../../lib/session';

const logout = () => api.post<unknown>('/auth/logout', {});

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
