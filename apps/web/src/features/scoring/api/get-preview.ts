import { useQuery } from '@tanstack/react-query';
import type { ScoringPreviewWire } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/model/{modelId}/preview/{loanId}: the model as edited over one loan, beside its stored score.
const getPreview = (modelId: string, loanId: string) =>
  api.get<ScoringPreviewWire>(`/scoring/model/${modelId}/preview/${encodeURIComponent(loanId)}`);

export const usePreview = (modelId: string, loanId: string | null) =>
  useQuery({
    queryKey: scoringKeys.preview(modelId, loanId ?? ''),
    queryFn: () => getPreview(modelId, loanId!),
    enabled: Boolean(loanId),
    retry: false,
    staleTime: 0,
  });
