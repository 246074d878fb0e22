import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Spec 000 §2: '#archive' in the URL selects the archived loans; the toggle keeps the hash in step. */
export const useArchivedHash = (): [boolean, (value: boolean) => void] => {
  const location = useLocation();
  const navigate = useNavigate();
  const isArchived = location.hash === '#archive';
  const setArchived = useCallback(
    (value: boolean) =>
      void navigate(
        { pathname: location.pathname, search: location.search, hash: value ? 'archive' : '' },
        { replace: true },
      ),
    [navigate, location.pathname, location.search],
  );
  return [isArchived, setArchived];
};
