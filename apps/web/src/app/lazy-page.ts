import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named page export: every route page is its own chunk. */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M & string>(
  loader: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await loader())[name] as ComponentType }));
