import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatisticsWire } from '@lending/domain';
import { api } from '../../../lib/api-client';

export type StatisticsFilter = { from?: number; to?: number; archived: 'exclude' | 'include' };

const statisticsKeys = {
  all: ['statistics'] as const,
  figures: (filter: StatisticsFilter) => [...statisticsKeys.all, filter] as const,
};

// GET /statistics: the pipeline's figures, computed by the server in SQL (DESIGN.md §8).
const getStatistics = (filter: StatisticsFilter) => api.get<StatisticsWire>('/statistics', { query: filter });

export const useStatistics = (filter: StatisticsFilter) =>
  useQuery({
    queryKey: statisticsKeys.figures(filter),
    queryFn: () => getStatistics(filter),
    placeholderData: keepPreviousData,
  });
