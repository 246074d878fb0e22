import { useQuery } from '@tanstack/react-query';
import type { ScoringOptionsWire } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/variable-options (002 §7): the conditions and math functions.
const getVariableOptions = () => api.get<ScoringOptionsWire>('/scoring/variable-options');

export const useVariableOptions = () =>
  useQuery({ queryKey: scoringKeys.options(), queryFn: getVariableOptions, staleTime: Infinity });
