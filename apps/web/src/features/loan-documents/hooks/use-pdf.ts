import { useEffect, useState } from 'react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Loads a PDF by URL with the app's pdf.js loader (shared/documents, imported here on first use so
 * pdf.js stays out of this route's chunk); null while loading or for other file types.
 */
export const usePdf = (url: string | null, isPdf: boolean) => {
  const [state, setState] = useState<{ pdf: PDFDocumentProxy | null; error: boolean }>({
    pdf: null,
    error: false,
  });
  useEffect(() => {
    if (!url || !isPdf) {
      setState({ pdf: null, error: false });
      return;
    }
    let cancelled = false;
    let task: PDFDocumentLoadingTask | null = null;
    const fail = () => !cancelled && setState({ pdf: null, error: true });
    import('../../../shared/documents/components/pdf-loader').then(({ openPdf }) => {
      if (cancelled) return;
      task = openPdf(url);
      task.promise.then((pdf) => !cancelled && setState({ pdf, error: false }), fail);
    }, fail);
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url, isPdf]);
  return state;
};
