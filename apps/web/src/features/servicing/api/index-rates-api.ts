// Index values and a loan's floating terms (issue 19 item 1), for the staff screens: list an
// index's values, add one, load a CSV file (multipart: the contract client speaks JSON only), and
// set a loan's index, spread, floor and reset day. Every write refreshes what it changes: the
// index's list and every loan's servicing (a new value re-derives the floating loans on that index).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPaths, type FloatingTermsBody, type IndexUploadWire } from '@lending/domain';
import { ApiError, type ApiErrorBody } from '../../../lib/api-client';
import { call } from '../../../lib/contract-client';
import { getToken } from '../../../lib/session';

const indexKeys = {
  all: ['servicing', 'index-rates'] as const,
  list: (index: string, page: number) => [...indexKeys.all, index, page] as const,
};

export const useIndexRates = (index: string, page: number) =>
  useQuery({
    queryKey: indexKeys.list(index, page),
    queryFn: () => call('getServicingIndexRates', { query: { index, page, size: 25 } }),
    enabled: index !== '',
    retry: false,
  });

const useRefreshingAll = <T, R>(run: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A new index value may reset any floating loan on that index: refresh servicing as a whole.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicing'] }),
  });
};

export const useAddIndexRate = () =>
  useRefreshingAll((body: { index: string; effective_date: string; value: string }) =>
    call('postServicingIndexRates', { body }),
  );

const uploadIndexCsv = async (input: { index: string; file: File }) => {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  const token = getToken();
  const { path } = endpointPaths.postServicingIndexRatesUpload;
  const response = await fetch(`/api${path}?index=${encodeURIComponent(input.index)}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    // The numbered bad lines come as the error's details; they are shown as they are.
    const error = (body ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, {
      status_code: response.status,
      message: error.message ?? 'Something went wrong',
      details: error.details,
    });
  }
  return body as IndexUploadWire;
};

export const useUploadIndexCsv = () => useRefreshingAll(uploadIndexCsv);

/** PUT .../floating: the loan's index, spread (the term sheet's when omitted), floor and reset day. */
export const useSetFloatingTerms = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FloatingTermsBody) =>
      call('putServicingLoanByLoanIdFloating', { params: { loanId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicing', loanId] }),
  });
};
