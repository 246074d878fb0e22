import { lazy, type ComponentType } from 'react';

/**
 * Runs `task` once the page has loaded and the browser is idle, never during the load itself
 * (issue 21: on a phone the first paint waited for code nobody had asked for yet). Returns a
 * function that cancels it.
 */
export const whenIdleAfterLoad = (task: () => void): (() => void) => {
  let idleId: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(task);
    else timer = window.setTimeout(task, 300);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
};

/**
 * React.lazy for a named export, with `preload` (idempotent): a panel or a form that opens on a
 * click is its own chunk, fetched when the browser is idle or on the first sign of intent, so
 * the click rarely waits for it and the first screen never does.
 */
export const lazyComponent = <K extends string, P extends object>(
  loader: () => Promise<{ [Name in K]: ComponentType<P> }>,
  name: K,
) => {
  let loading: Promise<{ [Name in K]: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= loader());
  const Component = lazy(async () => ({ default: (await preload())[name] }));
  return Object.assign(Component, { preload: () => void preload().catch(() => undefined) });
};
