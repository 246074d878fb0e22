import { useQuery } from '@tanstack/react-query';
import type { ScoringRecalculationWire } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/recalculation/latest: the progress of the last background recalculation.
const getRecalculation = () => api.get<ScoringRecalculationWire | null>('/scoring/recalculation/latest');

const isRunning = (run: ScoringRecalculationWire | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

export const useRecalculation = () =>
  useQuery({
    queryKey: scoringKeys.recalculation(),
    queryFn: getRecalculation,
    // Polled while a recalculation runs.
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
