// The servicing calls added after the ledger (issue 19 items 1, 3, 4, 6): confirm the terms,
// draws (list, request with files, approve, fund, reject), statements and the borrower's cards.
// Every write refreshes the loan's servicing keys and the personal area's cards.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPaths } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';
import { call, pathWith } from '../../../lib/contract-client';
import { getToken } from '../../../lib/session';
import type { BodyOf } from './servicing-api';

const keys = {
  loan: (loanId: string) => ['servicing', loanId] as const,
  draws: (loanId: string) => ['servicing', loanId, 'draws'] as const,
  statements: (loanId: string) => ['servicing', loanId, 'statements'] as const,
  mine: ['servicing', 'mine'] as const,
};

export const useServicingDraws = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: keys.draws(loanId),
    queryFn: () => call('getServicingLoanByLoanIdDraws', { params: { loanId } }),
    enabled,
  });

export const useServicingStatements = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: keys.statements(loanId),
    queryFn: () => call('getServicingLoanByLoanIdStatements', { params: { loanId } }),
    enabled,
  });

export const useServicingMine = () =>
  useQuery({ queryKey: keys.mine, queryFn: () => call('getServicingMine', {}) });

const useRefreshing = <T, R>(loanId: string, run: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.loan(loanId) });
      await queryClient.invalidateQueries({ queryKey: keys.mine });
    },
  });
};

export const useConfirmTerms = (loanId: string) =>
  useRefreshing(loanId, () => call('postServicingLoanByLoanIdConfirm', { params: { loanId } }));

/** Staff edit a boarded term while the terms await review (here: whether draws need an inspection). */
export const useSetTerms = (loanId: string) =>
  useRefreshing(loanId, (body: BodyOf<'putServicingLoanByLoanIdTerms'>) =>
    call('putServicingLoanByLoanIdTerms', { params: { loanId }, body }),
  );

/** Uploads one photo or invoice to a draw (multipart: the API client speaks JSON only). */
const uploadDrawFile = async (loanId: string, drawId: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  const path = pathWith(endpointPaths.postServicingLoanByLoanIdDrawsByDrawIdFiles.path, { loanId, drawId });
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, {
      status_code: response.status,
      message: body?.message ?? 'Something went wrong',
    });
  }
};

export const useRequestDraw = (loanId: string) =>
  useRefreshing(
    loanId,
    async (input: { lines: { line: string; amount: string }[]; note: string; files: File[] }) => {
      const draw = await call('postServicingLoanByLoanIdDraws', {
        params: { loanId },
        body: { lines: input.lines, note: input.note || undefined },
      });
      for (const file of input.files) await uploadDrawFile(loanId, draw.id, file);
      return draw;
    },
  );

/** A staff decision on a draw: approve (all or part), fund, or reject with a reason. */
type Decision =
  | { drawId: string; step: 'approve'; body: BodyOf<'putServicingLoanByLoanIdDrawsByDrawIdApprove'> }
  | { drawId: string; step: 'fund'; body: BodyOf<'putServicingLoanByLoanIdDrawsByDrawIdFund'> }
  | { drawId: string; step: 'reject'; body: BodyOf<'putServicingLoanByLoanIdDrawsByDrawIdReject'> };

const decideDraw = (loanId: string, input: Decision) => {
  const params = { loanId, drawId: input.drawId };
  if (input.step === 'approve')
    return call('putServicingLoanByLoanIdDrawsByDrawIdApprove', { params, body: input.body });
  if (input.step === 'fund')
    return call('putServicingLoanByLoanIdDrawsByDrawIdFund', { params, body: input.body });
  return call('putServicingLoanByLoanIdDrawsByDrawIdReject', { params, body: input.body });
};

export const useDecideDraw = (loanId: string) =>
  useRefreshing(loanId, (input: Decision) => decideDraw(loanId, input));

/** A draw's inspection: staff order it, then record it done or failed (with the note). */
type InspectionStep =
  | { drawId: string; step: 'order'; body: BodyOf<'postServicingLoanByLoanIdDrawsByDrawIdInspection'> }
  | { drawId: string; step: 'record'; body: BodyOf<'putServicingLoanByLoanIdDrawsByDrawIdInspection'> };

export const useInspectDraw = (loanId: string) =>
  useRefreshing(loanId, (input: InspectionStep) => {
    const params = { loanId, drawId: input.drawId };
    return input.step === 'order'
      ? call('postServicingLoanByLoanIdDrawsByDrawIdInspection', { params, body: input.body })
      : call('putServicingLoanByLoanIdDrawsByDrawIdInspection', { params, body: input.body });
  });
