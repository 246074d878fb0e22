import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { Box as HighlightBox } from '../../../lib/find-in-words';

type Props = {
  pdf: PDFDocumentProxy | null;
  imageUrl: string | null;
  page: number;
  width: number;
  highlights: HighlightBox[];
  activeHighlight: boolean;
};

/** One page (pdf.js canvas or the image itself) with the highlighted words drawn over it. */
export const PageCanvas = ({ pdf, imageUrl, page, width, highlights, activeHighlight }: Props) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ratio, setRatio] = useState(11 / 8.5);
  useEffect(() => {
    if (!pdf || !canvasRef.current) return;
    let cancelled = false;
    let task: { cancel: () => void } | null = null;
    void pdf.getPage(page).then((p) => {
      if (cancelled || !canvasRef.current) return;
      const base = p.getViewport({ scale: 1 });
      const scale = (width * (window.devicePixelRatio || 1)) / base.width;
      const viewport = p.getViewport({ scale });
      const canvas = canvasRef.current;
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      setRatio(base.height / base.width);
      const render = p.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport });
      task = render;
      render.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width]);
  return (
    <Box
      pos="relative"
      w={width}
      mb="sm"
      data-page={page}
      style={{ boxShadow: '0 1px 4px rgba(0,0,0,.15)', background: 'white' }}
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={`Page ${page}`}
          style={{ width, display: 'block' }}
          onLoad={(e) => setRatio(e.currentTarget.naturalHeight / e.currentTarget.naturalWidth)}
        />
      ) : (
        <canvas
          ref={canvasRef}
          style={{ width, height: width * ratio, display: 'block' }}
          aria-label={`Page ${page}`}
        />
      )}
      {highlights.map(([x0, y0, x1, y1], i) => (
        <Box
          key={i}
          data-testid="highlight"
          data-active={activeHighlight || undefined}
          pos="absolute"
          style={{
            left: `${x0 * 100}%`,
            top: `${y0 * 100}%`,
            width: `${(x1 - x0) * 100}%`,
            height: `${(y1 - y0) * 100}%`,
            background: activeHighlight ? 'rgba(255, 165, 0, 0.45)' : 'rgba(255, 230, 0, 0.35)',
            outline: activeHighlight ? '2px solid rgba(230, 120, 0, 0.9)' : undefined,
            pointerEvents: 'none',
          }}
        />
      ))}
    </Box>
  );
};
