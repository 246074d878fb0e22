import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { setToken } from '../../../lib/session';

// POST /api/auth/password (issue 13): every other session is signed out, so the answer's fresh
// token replaces this one.
const changePassword = (body: ChangePasswordBody) => call('postAuthPassword', { body });

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => setToken(token),
  });
