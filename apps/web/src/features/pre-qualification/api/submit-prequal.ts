import type { prequalSchema } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/contract-client';

// POST /api/application/short (002 §7, no authorisation header). One Idempotency-Key per form
// fill: a double click or a retry returns the first lead instead of making a second one.
// The values are the form's parse by the same schema, which the server parses again.
type SubmitPrequalInput = { values: z.output<typeof prequalSchema>; idempotencyKey: string };

const submitPrequal = ({ values, idempotencyKey }: SubmitPrequalInput) =>
  call(
    'postApplicationShort',
    { body: values as z.input<typeof prequalSchema> },
    { headers: { 'idempotency-key': idempotencyKey } },
  );

export const useSubmitPrequal = () => useMutation({ mutationFn: submitPrequal });
