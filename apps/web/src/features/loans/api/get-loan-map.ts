import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoanMap, LoanMapBox } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { filterQuery, type LoanListParams } from './get-loan-page';
import { loanKeys } from './loan-keys';

export type LoanMapParams = Omit<LoanListParams, 'sort' | 'desc' | 'pinned'> & {
  /** The visible box (null before the map has fitted the bounds of all loans) and zoom. */
  box: LoanMapBox | null;
  zoom: number;
};

const round = (value: number) => Math.round(value * 1e4) / 1e4;

// GET /loan/map (issue 10): the loans in view one by one when few, server clusters when many.
const getLoanMap = ({ box, zoom, ...filters }: LoanMapParams) =>
  api.get<LoanMap>('/loan/map', {
    query: {
      ...filterQuery(filters),
      zoom: Math.max(0, Math.min(22, Math.round(zoom))),
      ...(box
        ? {
            south: round(Math.max(-90, box.south)),
            west: round(Math.max(-180, box.west)),
            north: round(Math.min(90, box.north)),
            east: round(Math.min(180, box.east)),
          }
        : {}),
    },
  });

export const useLoanMap = (params: LoanMapParams) =>
  useQuery({
    queryKey: loanKeys.map(params),
    queryFn: () => getLoanMap(params),
    placeholderData: keepPreviousData,
  });
