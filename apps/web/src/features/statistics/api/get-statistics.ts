import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

export type StatisticsFilter = { from?: number; to?: number; archived: 'exclude' | 'include' };

const statisticsKeys = {
  all: ['statistics'] as const,
  figures: (filter: StatisticsFilter) => [...statisticsKeys.all, filter] as const,
};

// GET /statistics: the pipeline's figures, computed by the server in SQL (DESIGN.md §8).
const getStatistics = (filter: StatisticsFilter) => call('getStatistics', { query: filter });

export const useStatistics = (filter: StatisticsFilter) =>
  useQuery({
    queryKey: statisticsKeys.figures(filter),
    queryFn: () => getStatistics(filter),
    placeholderData: keepPreviousData,
  });
