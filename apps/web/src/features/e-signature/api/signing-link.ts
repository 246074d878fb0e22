import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeclinedAnswer, SignedAnswer, SigningSession } from '@lending/domain';
import { api } from '../../../lib/api-client';

// The public signing calls of a private link (no sign-in; the token is the key).

export type SignChoice =
  { kind: 'drawn'; image: string; agree: true } | { kind: 'typed'; name: string; agree: true };

const signingKeys = {
  session: (token: string) => ['signing', token] as const,
};

const getSigningSession = (token: string) => api.get<SigningSession>(`/sign/${token}`);
export const signingDocumentUrl = (token: string) => `/api/sign/${token}/document`;

export const useSigningSession = (token: string) =>
  useQuery({
    queryKey: signingKeys.session(token),
    queryFn: () => getSigningSession(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSign = (token: string) =>
  useMutation({
    mutationFn: (choice: SignChoice) => api.post<SignedAnswer>(`/sign/${token}/sign`, choice),
  });

export const useDecline = (token: string) =>
  useMutation({
    mutationFn: (reason: string) => api.post<DeclinedAnswer>(`/sign/${token}/decline`, { reason }),
  });
