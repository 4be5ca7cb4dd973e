import { useCallback, useState } from 'react';
import { browserStorage } from './browser-storage';

/**
 * A value kept in localStorage as JSON under one of the STORAGE_KEYS (SPEC.md 3). `parse` turns
 * whatever is stored (absent, from an older version, edited by hand) into a valid value.
 */
export function useStoredState<T>(key: string, parse: (stored: unknown) => T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => parse(browserStorage.readJson<unknown>(key)));
  const update = useCallback(
    (next: T) => {
      browserStorage.writeJson(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
