import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

type LoginInput = { email: string; password: string };

const login = (input: LoginInput) => api.post<{ token: string }>('/auth/login', input);

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => setToken(token),
  });
