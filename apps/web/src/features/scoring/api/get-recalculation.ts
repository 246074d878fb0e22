import { useQuery } from '@tanstack/react-query';
import type { ScoringRecalculationWire } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// GET /scoring/recalculation/latest: the progress of the last background recalculation.
const getRecalculation = () => call('getScoringRecalculationLatest', {});

const isRunning = (run: ScoringRecalculationWire | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

export const useRecalculation = () =>
  useQuery({
    queryKey: scoringKeys.recalculation(),
    queryFn: getRecalculation,
    // Polled while a recalculation runs.
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
