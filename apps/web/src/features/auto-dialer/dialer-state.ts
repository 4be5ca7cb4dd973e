import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the agent paused the dialer: kept for the browser tab (sessionStorage), so it holds
 * from one lead to the next and over a reload, and ends with the tab.
 */
const KEY = 'autoDialerPaused';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function setDialerPaused(paused: boolean): void {
  try {
    if (paused) window.sessionStorage.setItem(KEY, 'true');
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the pause still holds for this page through the listeners below.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialerPaused(): [boolean, (paused: boolean) => void] {
  const paused = useSyncExternalStore(subscribe, read);
  return [paused, useCallback((next: boolean) => setDialerPaused(next), [])];
}
