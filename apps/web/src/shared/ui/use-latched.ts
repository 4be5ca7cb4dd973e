import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good. A dialog or panel loaded on first use
 * (React.lazy, docs/web.md: a page downloads what it draws) is mounted from its first opening and
 * stays mounted, so it still animates when it closes and keeps its state between openings.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
