import { Loader, Stack, Text } from '@mantine/core';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

type Props = { url: string; maxWidth?: number };

// The document's pages drawn with pdf.js, one canvas per page, the first one as soon as it is ready.
export const PdfPages = ({ url, maxWidth = 820 }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let isCancelled = false;
    const task = pdfjs.getDocument({ url });
    task.promise
      .then(async (pdf) => {
        for (let number = 1; number <= pdf.numPages && !isCancelled; number += 1) {
          const page = await pdf.getPage(number);
          const base = page.getViewport({ scale: 1 });
          const scale = Math.min(maxWidth, host.clientWidth || maxWidth) / base.width;
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale: scale * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = `${viewport.width / ratio}px`;
          canvas.style.height = `${viewport.height / ratio}px`;
          canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,.2)';
          canvas.setAttribute('aria-label', `Page ${number} of ${pdf.numPages}`);
          canvas.dataset.page = String(number);
          host.appendChild(canvas);
          await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
          if (number === 1 && !isCancelled) setState('ready');
        }
      })
      .catch(() => !isCancelled && setState('error'));
    return () => {
      isCancelled = true;
      void task.destroy();
      host.replaceChildren();
    };
  }, [url, maxWidth]);

  return (
    <Stack gap="xs" align="center">
      {state === 'loading' && <Loader size="sm" />}
      {state === 'error' && <Text c="red">The document could not be shown.</Text>}
      <div
        ref={container}
        data-testid="pdf-pages"
        style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'center', width: '100%' }}
      />
    </Stack>
  );
};
