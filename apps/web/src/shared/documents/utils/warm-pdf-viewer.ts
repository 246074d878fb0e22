import { useEffect, type RefObject } from 'react';
import { whenIdleAfterLoad } from '../../../lib/when-idle';

const warm = () => void import('../components/pdf-loader');
/** Mantine's `sm` breakpoint: below it the screen is a phone's. */
const PHONE_MAX_WIDTH_PX = 768;

/**
 * Loads pdf.js and starts its worker before a processor opens a preview (issue 11: a 20-page
 * PDF's first page <= 1 s after the click), but not while the page loads: on a phone pdf.js
 * (120 KB gzip) held the main thread during the loan page's first paint (issue 21, LCP 6.8 s).
 * It starts when the files list is in view and the browser is idle after the load, or at once
 * when a pointer or the keyboard reaches the list. The Files panel also imports the viewer
 * itself and warms the newest file's bytes when it opens. On a phone only intent warms it: pdf.js's
 * evaluation is a long task there (hundreds of ms at a phone's CPU), and an idle start after the
 * list scrolled into view landed on the next tap (issue 21, INP).
 */
export const useWarmPdfViewer = (enabled: boolean, target: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) return;
    let isDone = false;
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      if (isDone) return;
      isDone = true;
      cleanup();
      warm();
    };
    const isPhone = window.innerWidth < PHONE_MAX_WIDTH_PX;
    const observer = isPhone
      ? undefined
      : typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting) || cancelIdle) return;
            cancelIdle = whenIdleAfterLoad(start);
          })
        : undefined;
    const cleanup = () => {
      observer?.disconnect();
      cancelIdle?.();
      element.removeEventListener('pointerenter', start);
      element.removeEventListener('focusin', start);
      element.removeEventListener('touchstart', start);
    };
    if (observer) observer.observe(element);
    else if (!isPhone) cancelIdle = whenIdleAfterLoad(start);
    element.addEventListener('pointerenter', start);
    element.addEventListener('focusin', start);
    element.addEventListener('touchstart', start, { passive: true });
    return cleanup;
  }, [enabled, target]);
};
