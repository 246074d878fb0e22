import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The one pdf.js loader of the app (issue 12): every PDF view (file previews, the loan documents
// viewer, the public signing page) opens documents here. Import it lazily (`import()` or through a
// lazily loaded component): pdf.js is its own chunk, never part of the first route.
// One worker for every document of the session: starting pdf.js's worker (a 1 MB script) is the
// slowest part of a first page, so it starts once, when this chunk loads.
GlobalWorkerOptions.workerPort = new Worker(workerUrl, { type: 'module' });

/**
 * One document opened ahead of the click (the newest file when a Files panel opens): its bytes
 * are fetched and parsed by the worker while the list is read. The viewer that shows that URL
 * takes the task over (and destroys it when it closes); a newer prefetch replaces an unused one.
 */
let prefetched: { url: string; task: PDFDocumentLoadingTask } | null = null;

export const prefetchPdf = (url: string): void => {
  if (prefetched?.url === url) return;
  if (prefetched) void prefetched.task.destroy();
  const task = getDocument({ url, isEvalSupported: false });
  prefetched = { url, task };
  // Draw the first page once, small and off screen: the worker parses its fonts and content and
  // keeps the page's operator list, so the viewer's real draw after the click is only painting
  // (the first open was ~900 ms against ~170 ms for a reopen). A destroyed task just rejects.
  void task.promise
    .then(async (pdf) => {
      const page = await pdf.getPage(1);
      const viewport = page.getViewport({ scale: 0.25 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      await page.render({ canvas, viewport }).promise;
    })
    .catch(() => undefined);
};

/** Opens a PDF (the prefetched task when it is for this URL); the caller destroys the task. */
export const openPdf = (url: string): PDFDocumentLoadingTask => {
  if (prefetched?.url === url) {
    const { task } = prefetched;
    prefetched = null;
    return task;
  }
  return getDocument({ url, isEvalSupported: false });
};

/** Draws one page into `canvas`, `width` CSS pixels wide, sharp on high-density screens. */
export const drawPage = async (
  pdf: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
) => {
  const page = await pdf.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (width / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
  canvas.dataset.rendered = 'true';
};
