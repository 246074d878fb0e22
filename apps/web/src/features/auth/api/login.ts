import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { setToken } from '../../../lib/session';

const login = (input: SignInBody) => call('postAuthLogin', { body: input });

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => setToken(token),
  });
