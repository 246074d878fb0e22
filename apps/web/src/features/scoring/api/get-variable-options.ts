import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/variable-options (002 §7): the conditions and math functions.
const getVariableOptions = () => call('getScoringVariableOptions', {});

export const useVariableOptions = () =>
  useQuery({ queryKey: scoringKeys.options(), queryFn: getVariableOptions, staleTime: Infinity });
