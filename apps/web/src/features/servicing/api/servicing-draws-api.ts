// The servicing calls added after the ledger (issue 19 items 1, 3, 4, 6): confirm the terms,
// draws (list, request with files, approve, fund, reject), statements and the borrower's cards.
// Every write refreshes the loan's servicing keys and the personal area's cards.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ServicingDrawsWire,
  ServicingDrawWire,
  ServicingMineWire,
  ServicingStatementWire,
} from '@lending/domain';
import { api, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

const base = (loanId: string) => `/servicing/loan/${encodeURIComponent(loanId)}`;
const keys = {
  loan: (loanId: string) => ['servicing', loanId] as const,
  draws: (loanId: string) => ['servicing', loanId, 'draws'] as const,
  statements: (loanId: string) => ['servicing', loanId, 'statements'] as const,
  mine: ['servicing', 'mine'] as const,
};

export const useServicingDraws = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: keys.draws(loanId),
    queryFn: () => api.get<ServicingDrawsWire>(`${base(loanId)}/draws`),
    enabled,
  });

export const useServicingStatements = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: keys.statements(loanId),
    queryFn: () => api.get<{ statements: ServicingStatementWire[] }>(`${base(loanId)}/statements`),
    enabled,
  });

export const useServicingMine = () =>
  useQuery({ queryKey: keys.mine, queryFn: () => api.get<ServicingMineWire>('/servicing/mine') });

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
  useRefreshing(loanId, () => api.post(`${base(loanId)}/confirm`, {}));

/** Uploads one photo or invoice to a draw (multipart: the API client speaks JSON only). */
const uploadDrawFile = async (loanId: string, drawId: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  const response = await fetch(`/api${base(loanId)}/draws/${encodeURIComponent(drawId)}/files`, {
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
      const draw = await api.post<ServicingDrawWire>(`${base(loanId)}/draws`, {
        lines: input.lines,
        note: input.note || undefined,
      });
      for (const file of input.files) await uploadDrawFile(loanId, draw.id, file);
      return draw;
    },
  );

export const useDecideDraw = (loanId: string) =>
  useRefreshing(
    loanId,
    (input: { drawId: string; step: 'approve' | 'fund' | 'reject'; body: Record<string, unknown> }) =>
      api.put(`${base(loanId)}/draws/${encodeURIComponent(input.drawId)}/${input.step}`, input.body),
  );
