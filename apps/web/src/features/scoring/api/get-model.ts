import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/model/{modelId} (002 §7): the model's score_groups with variables and rules.
const getModel = (modelId: string) => call('getScoringModelByModelId', { params: { modelId } });

export const useModel = (modelId: string | null) =>
  useQuery({
    queryKey: scoringKeys.model(modelId ?? ''),
    queryFn: () => getModel(modelId!),
    enabled: Boolean(modelId),
  });
