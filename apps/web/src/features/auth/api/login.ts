import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, SignInBody } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

const login = (input: SignInBody) => api.post<LoginResponse>('/auth/login', input);

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => setToken(token),
  });
