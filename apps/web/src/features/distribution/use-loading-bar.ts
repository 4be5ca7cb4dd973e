import { DELAY_MS } from '@leadline/contracts';
import { useEffect, useState } from 'react';

/**
 * The distribution loading bar (SPEC.md 9): shown while something loads, and hidden 500 ms after
 * the last load ends, so a quick answer does not make it flicker.
 */
export function useLoadingBar(loading: boolean): boolean {
  const [shown, setShown] = useState(loading);
  useEffect(() => {
    if (loading) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), DELAY_MS.distributionLoadingBar);
    return () => clearTimeout(timer);
  }, [loading]);
  return shown;
}
