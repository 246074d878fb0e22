import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/application/short (002 §7, no authorisation header). One Idempotency-Key per form
// fill: a double click or a retry returns the first lead instead of making a second one.
type SubmitPrequalInput = { values: unknown; idempotencyKey: string };

const submitPrequal = ({ values, idempotencyKey }: SubmitPrequalInput): Promise<unknown> =>
  api.post('/application/short', values, { headers: { 'idempotency-key': idempotencyKey } });

export const useSubmitPrequal = () => useMutation({ mutationFn: submitPrequal });
