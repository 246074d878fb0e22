import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a module's named page export: every route page is its own chunk. `preload`
 * fetches the chunk before React asks for it; a page whose chunk is already there renders at
 * once instead of suspending (a suspended route shows its fallback for at least React's 300 ms
 * reveal throttle, and its data calls only start after that).
 */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M & string>(
  loader: () => Promise<M>,
  name: K,
) => {
  let loaded: ComponentType | undefined;
  const load = async () => {
    loaded ??= (await loader())[name] as ComponentType;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await load() }));
  const Page = () => {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  };
  return Object.assign(Page, { preload: () => load().then(() => undefined) });
};
