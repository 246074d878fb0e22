import { useMutation, useQuery } from '@tanstack/react-query';
import { endpointPaths } from '@lending/domain';
import { call } from '../../../lib/contract-client';

// The public signing calls of a private link (no sign-in; the token is the key).

export type SignChoice =
  { kind: 'drawn'; image: string; agree: true } | { kind: 'typed'; name: string; agree: true };

const signingKeys = {
  session: (token: string) => ['signing', token] as const,
};

const getSigningSession = (token: string) => call('getSignByToken', { params: { token } });
/** The PDF to sign (GET /sign/{token}/document), opened by the page's PDF viewer. */
export const signingDocumentUrl = (token: string) =>
  `/api${endpointPaths.getSignByTokenDocument.path.replace(':token', encodeURIComponent(token))}`;

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
    mutationFn: (choice: SignChoice) => call('postSignByTokenSign', { params: { token }, body: choice }),
  });

export const useDecline = (token: string) =>
  useMutation({
    mutationFn: (reason: string) => call('postSignByTokenDecline', { params: { token }, body: { reason } }),
  });
