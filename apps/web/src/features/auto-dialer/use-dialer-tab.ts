import { useEffect, useState } from 'react';

/** Held by the one tab of this browser that runs the dialer (Web Locks are shared by an origin's tabs). */
const LOCK = 'leadline-auto-dialer';
/** A tab that lost the race asks again this often, so it takes over when the other tab closes. */
const RETRY_MS = 2000;

export type DialerTab = 'mine' | 'other';

/**
 * Two tabs of one agent never dial at once (docs/auto-dialer.md). The dialer page holds an
 * exclusive Web Lock while it is open; a second tab sees 'other' and neither stores a lead for the
 * automatic call nor dials (the server also refuses an automatic call over a live one). A browser
 * without Web Locks counts every tab as the dialer's, leaving the server's refusal as the guard.
 */
export function useDialerTab(): DialerTab {
  const [tab, setTab] = useState<DialerTab>('mine');
  useEffect(() => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return;
    let stopped = false;
    let release: (() => void) | null = null;
    let retry: number | undefined;
    const ask = () => {
      void locks.request(LOCK, { ifAvailable: true }, (lock) => {
        if (stopped) return;
        if (!lock) {
          setTab('other');
          retry = window.setTimeout(ask, RETRY_MS);
          return;
        }
        setTab('mine');
        // Held until the page closes: the promise resolves on unmount.
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      });
    };
    ask();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      release?.();
    };
  }, []);
  return tab;
}
