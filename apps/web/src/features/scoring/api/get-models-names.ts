import { useQuery } from '@tanstack/react-query';
import type { ScoringModelNameWire } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/models-names (002 §7): the scoring programs of the toolbar's select.
const getModelsNames = () => api.get<ScoringModelNameWire[]>('/scoring/models-names');

export const useModelsNames = () => useQuery({ queryKey: scoringKeys.names(), queryFn: getModelsNames });
