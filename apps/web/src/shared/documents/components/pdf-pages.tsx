import { Alert, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@lending/domain';
import { useElementSize } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { drawPage, openPdf } from './pdf-loader';

// The one PDF view (file previews, the public signing page): pages drawn in the browser with pdf.js
// (pdf-loader.ts; this component is loaded lazily, so pdf.js is its own chunk). The first page is
// drawn as soon as the document opens (issue 11 speed: first page <= 1 s after the click); the rest
// follow one by one without blocking it.

/** Pages `width` pixels wide; without it, as wide as the container, up to `maxWidth`. */
type Props = { url: string; width?: number; maxWidth?: number };

const PdfPages = ({ url, width: fixedWidth, maxWidth = 820 }: Props) => {
  const { ref: box, width: boxWidth } = useElementSize();
  const width = fixedWidth ?? Math.min(maxWidth, Math.floor(boxWidth));
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
    if (!pdf || !pageCount || width <= 0) return;
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
  return (
    <Stack ref={box} gap="sm" align="center" data-testid="pdf-pages" data-pages={pageCount ?? undefined}>
      {pageCount === null && <Loader size="sm" mx="auto" my="lg" />}
      {Array.from({ length: pageCount ?? 0 }, (_, index) => (
        <Stack key={index} gap={2} align="center">
          <canvas
            ref={(element) => {
              canvases.current[index] = element;
            }}
            data-testid="pdf-page"
            aria-label={`Page ${index + 1} of ${pageCount}`}
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
