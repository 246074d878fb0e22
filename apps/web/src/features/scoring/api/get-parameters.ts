import { useQuery } from '@tanstack/react-query';
import type { ScoreCategory, ScoringParametersWire } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/parameters/{id} (002 §7): the data locations a category's variables can read.
const getParameters = (category: ScoreCategory, modelId: string) =>
  api.get<ScoringParametersWire>(`/scoring/parameters/${category}`, { query: { model_id: modelId } });

export const useParameters = (category: ScoreCategory, modelId: string) =>
  useQuery({
    queryKey: scoringKeys.parameters(category, modelId),
    queryFn: () => getParameters(category, modelId),
  });
