import { useEffect } from 'react';

/**
 * Loads pdf.js and starts its worker once the browser is idle, so the first preview a processor
 * opens does not wait for them (issue 11: a 20-page PDF's first page <= 1 s after the click). The
 * Files panel also warms the newest file's bytes when it opens; this starts earlier, on the tab.
 */
export const useWarmPdfViewer = (enabled: boolean): void => {
  useEffect(() => {
    if (!enabled) return;
    const load = () => void import('../components/pdf-loader');
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 300);
    return () => window.clearTimeout(timer);
  }, [enabled]);
};
