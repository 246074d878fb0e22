import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePdf } from './use-pdf';

// The viewer opens PDFs through the app's one pdf.js loader (imported on first use).
const loader = vi.hoisted(() => ({ openPdf: vi.fn() }));
vi.mock('../../../shared/documents/components/pdf-loader', () => loader);

const taskOf = (result: Promise<unknown>) => ({ promise: result, destroy: vi.fn(async () => undefined) });

afterEach(() => {
  cleanup();
  loader.openPdf.mockReset();
});

describe('usePdf', () => {
  it('opens a PDF with the shared loader and destroys its task when the viewer closes', async () => {
    const document = { numPages: 3 };
    const task = taskOf(Promise.resolve(document));
    loader.openPdf.mockReturnValue(task);
    const { result, unmount } = renderHook(() => usePdf('/api/files/a.pdf', true));
    await waitFor(() => expect(result.current).toEqual({ pdf: document, error: false }));
    expect(loader.openPdf).toHaveBeenCalledWith('/api/files/a.pdf');
    unmount();
    expect(task.destroy).toHaveBeenCalled();
  });

  it('reports a document that cannot be opened, and opens nothing for other file types', async () => {
    loader.openPdf.mockReturnValue(taskOf(Promise.reject(new Error('bad pdf'))));
    const { result } = renderHook(() => usePdf('/api/files/b.pdf', true));
    await waitFor(() => expect(result.current).toEqual({ pdf: null, error: true }));
    loader.openPdf.mockClear();
    const image = renderHook(() => usePdf('/api/files/c.png', false));
    expect(image.result.current).toEqual({ pdf: null, error: false });
    expect(loader.openPdf).not.toHaveBeenCalled();
  });
});
