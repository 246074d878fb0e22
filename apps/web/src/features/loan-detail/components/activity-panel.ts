import { createContext, useContext } from 'react';
import type { Activity } from '../api/types';

// The loan page's right side shows either the loan panels or one activity's detail panel, opened
// from an activity row (002 §2.4: "an activity detail panel when a custom document form is opened").
export type ActivityPanel = { activity: Activity; title: string };

export const ActivityPanelContext = createContext<(panel: ActivityPanel) => void>(() => undefined);

export const useOpenActivityPanel = () => useContext(ActivityPanelContext);
