import { useCallback, useState } from 'react';
import { readPinned, togglePinned, writePinned } from '../utils/pinned-loans';

export const usePinnedLoans = () => {
  const [pinned, setPinned] = useState<string[]>(readPinned);
  const onTogglePin = useCallback((id: string) => {
    setPinned((current) => {
      const next = togglePinned(current, id);
      writePinned(next);
      return next;
    });
  }, []);
  return { pinned, onTogglePin };
};
