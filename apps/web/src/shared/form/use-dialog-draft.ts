import { useCallback, useEffect, useState } from 'react';

/**
 * A form dialog's draft: made afresh from `initial()` each time the dialog opens (a new item, or
 * the item it edits as stored now), with a setter by field, and the flag that shows the fields'
 * errors only after the first Save. `initial` is read when the dialog opens or `deps` change
 * while it is open (the item edited, the caller's org).
 */
export function useDialogDraft<Draft extends object>(
  open: boolean,
  initial: () => Draft,
  deps: readonly unknown[],
) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` is a new closure every render; `deps` say what it reads.
  useEffect(() => {
    if (open) {
      setDraft(initial());
      setSubmitted(false);
    }
  }, [open, ...deps]);
  const set = useCallback(
    <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );
  return { draft, setDraft, set, submitted, setSubmitted };
}
