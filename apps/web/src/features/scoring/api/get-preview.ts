import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/model/{modelId}/preview/{loanId}: the model as edited over one loan, beside its stored score.
const getPreview = (modelId: string, loanId: string) =>
  call('getScoringModelByModelIdPreviewByLoanId', { params: { modelId, loanId } });

export const usePreview = (modelId: string, loanId: string | null) =>
  useQuery({
    queryKey: scoringKeys.preview(modelId, loanId ?? ''),
    queryFn: () => getPreview(modelId, loanId!),
    enabled: Boolean(loanId),
    retry: false,
    staleTime: 0,
  });
