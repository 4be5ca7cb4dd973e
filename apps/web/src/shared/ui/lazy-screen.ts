import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded component whose code can be asked for before it draws. */
// biome-ignore lint/suspicious/noExplicitAny: as React's own lazy(), any component's props.
export type LazyScreen<T extends ComponentType<any> = ComponentType> = LazyExoticComponent<T> & {
  /** Starts the download (once); resolves when the module is there. */
  preload(): Promise<unknown>;
};

/**
 * React's lazy(), plus `preload()`: the first screen of a signed-in visit asks for the shell's, the
 * date pickers' and its page's code at once while the session loads (app/first-screen.ts), instead
 * of each download starting when the one before has drawn. A failed download is forgotten so that
 * drawing the component tries again.
 */
// biome-ignore lint/suspicious/noExplicitAny: as React's own lazy(), any component's props.
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  let loading: Promise<{ default: T }> | null = null;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}

/** A feature's screens by route key (features/<f>/pages.ts; app/pages.ts gathers them). */
export type ScreenPages = Partial<Record<AppRouteKey, LazyScreen>>;
