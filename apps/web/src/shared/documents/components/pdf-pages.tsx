import { Alert, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@lending/domain';
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

// PDF pages drawn in the browser with pdf.js (its own lazy chunk). The first page is drawn as
// soon as the document opens (issue 11 speed: first page <= 1 s after the click); the rest
// follow one by one without blocking it.
// One worker for every document of the session: starting pdf.js's worker (a 1 MB script) is the
// slowest part of a first page, so it starts once, when this chunk loads.
GlobalWorkerOptions.workerPort = new Worker(workerUrl, { type: 'module' });

type Props = { url: string; width: number };

/**
 * One document opened ahead of the click (the newest file when a Files panel opens): its bytes
 * are fetched and parsed by the worker while the list is read. The viewer that shows that URL
 * takes the task over (and destroys it when it closes); a newer prefetch replaces an unused one.
 */
let prefetched: { url: string; task: PDFDocumentLoadingTask } | null = null;

export const prefetchPdf = (url: string): void => {
  if (prefetched?.url === url) return;
  if (prefetched) void prefetched.task.destroy();
  prefetched = { url, task: getDocument({ url, isEvalSupported: false }) };
};

const openPdf = (url: string): PDFDocumentLoadingTask => {
  if (prefetched?.url === url) {
    const { task } = prefetched;
    prefetched = null;
    return task;
  }
  return getDocument({ url, isEvalSupported: false });
};

const drawPage = async (
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

const PdfPages = ({ url, width }: Props) => {
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [isFailed, setFailed] = useState(false);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const pdfRef = useRef<PDFDocumentProxy | null>(null);

  useEffect(() => {
    let isCancelled = false;
    const task = openPdf(url);
    task.promise.then(
      (pdf) => {
        if (isCancelled) return;
        pdfRef.current = pdf;
        setPageCount(pdf.numPages);
      },
      () => !isCancelled && setFailed(true),
    );
    return () => {
      isCancelled = true;
      pdfRef.current = null;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const pdf = pdfRef.current;
    if (!pdf || !pageCount) return;
    let isCancelled = false;
    void (async () => {
      for (let n = 1; n <= pageCount && !isCancelled; n += 1) {
        const canvas = canvases.current[n - 1];
        if (!canvas) continue;
        try {
          await drawPage(pdf, n, canvas, width);
        } catch {
          if (n === 1 && !isCancelled) setFailed(true);
        }
      }
    })();
    return () => {
      isCancelled = true;
    };
  }, [pageCount, width]);

  if (isFailed) return <Alert color="red">{messages.downloadDocumentError}</Alert>;
  if (pageCount === null) return <Loader size="sm" mx="auto" my="lg" />;
  return (
    <Stack gap="sm" align="center" data-testid="pdf-pages" data-pages={pageCount}>
      {Array.from({ length: pageCount }, (_, index) => (
        <Stack key={index} gap={2} align="center">
          <canvas
            ref={(element) => {
              canvases.current[index] = element;
            }}
            data-testid="pdf-page"
            style={{ boxShadow: 'var(--mantine-shadow-sm)', background: 'white', maxWidth: '100%' }}
          />
          <Text size="xs" c="dimmed">
            {index + 1} / {pageCount}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
};

export default PdfPages;
