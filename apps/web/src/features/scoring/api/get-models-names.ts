import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/models-names (002 §7): the scoring programs of the toolbar's select.
const getModelsNames = () => call('getScoringModelsNames', {});

export const useModelsNames = () => useQuery({ queryKey: scoringKeys.names(), queryFn: getModelsNames });
