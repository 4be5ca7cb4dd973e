import { useEffect, useState } from 'react';

/**
 * A form's draft of stored values: reset whenever the stored values arrive or change (after a
 * save they are read again), and dirty while it differs from them.
 */
export function useDraft<S, D>(stored: S | undefined, toDraft: (stored: S) => D) {
  const [draft, setDraft] = useState<D | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: toDraft is a pure mapping, stored drives the reset.
  useEffect(() => {
    if (stored !== undefined) setDraft(toDraft(stored));
  }, [stored]);
  const initial = stored === undefined ? null : toDraft(stored);
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(initial);
  const reset = () => {
    if (stored !== undefined) setDraft(toDraft(stored));
  };
  return { draft, setDraft, dirty, reset };
}
