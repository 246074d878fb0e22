import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { filterQuery } from './get-loan-page';
import { loanKeys, type LoanMapParams } from './loan-keys';

const round = (value: number) => Math.round(value * 1e4) / 1e4;

// GET /loan/map (issue 10): the loans in view one by one when few, server clusters when many.
const getLoanMap = ({ box, zoom, ...filters }: LoanMapParams) =>
  call('getLoanMap', {
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
