import { formatUsDate, isoDateToEpoch } from '@lending/domain';

/** Epoch seconds as MM/DD/YYYY; 'N/A' / 'Invalid date' per spec 000 §8. */
export const formatEpochDate = (epoch: number | null | undefined): string => formatUsDate(epoch);

/** A date picker value (Mantine 8 gives 'YYYY-MM-DD') as epoch seconds. */
export const dayToEpoch = (day: string): number | null => isoDateToEpoch(day.slice(0, 10));
