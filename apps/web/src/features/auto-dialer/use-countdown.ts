import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (epoch ms), ticking every second; null without a target.
 * `onDone` runs once when it reaches zero, unless `paused`.
 */
export function useCountdown(until: number | null, paused = false, onDone?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires for the target, not per render
  useEffect(() => {
    if (until === null || paused || !onDone) return;
    const timer = window.setTimeout(onDone, Math.max(0, until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [until, paused]);
  if (until === null) return null;
  return Math.max(0, Math.ceil((until - now) / 1000));
}
