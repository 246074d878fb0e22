import { useQuery } from '@tanstack/react-query';
import type { ScoreCategory } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/parameters/{id} (002 §7): the data locations a category's variables can read.
const getParameters = (category: ScoreCategory, modelId: string) =>
  call('getScoringParametersById', { params: { id: category }, query: { model_id: modelId } });

export const useParameters = (category: ScoreCategory, modelId: string) =>
  useQuery({
    queryKey: scoringKeys.parameters(category, modelId),
    queryFn: () => getParameters(category, modelId),
  });
