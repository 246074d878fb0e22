import { useEffect, useState } from 'react';
import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Loads a PDF by URL with pdf.js (the viewer); null while loading or for other file types. */
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
    const task = pdfjs.getDocument({ url, isEvalSupported: false });
    task.promise.then(
      (pdf) => !cancelled && setState({ pdf, error: false }),
      () => !cancelled && setState({ pdf: null, error: true }),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, isPdf]);
  return state;
};
