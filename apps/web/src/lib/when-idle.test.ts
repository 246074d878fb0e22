import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, whenIdleAfterLoad } from './when-idle';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

afterEach(() => {
  setReadyState('complete');
  vi.useRealTimers();
});

describe('work deferred until the page has loaded and is idle (issue 21, phone)', () => {
  it('waits for the load event, then for an idle moment', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    whenIdleAfterLoad(task);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page that left before the load runs nothing', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    const cancel = whenIdleAfterLoad(task);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('a lazy panel asks for its chunk once, however often it is preloaded', async () => {
    const Panel = () => null;
    const loader = vi.fn(async () => ({ Panel }));
    const LazyPanel = lazyComponent(loader, 'Panel');
    expect(loader).not.toHaveBeenCalled();
    LazyPanel.preload();
    LazyPanel.preload();
    await Promise.resolve();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
