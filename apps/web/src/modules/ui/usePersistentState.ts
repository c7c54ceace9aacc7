import { useEffect, useState } from 'react';

/** State kept for the browser tab, so list filters are retained between visits (spec document 1 §2.4). */
export function usePersistentState<T>(key: string, initial: T): [T, (value: T) => void] {
  const storageKey = `intermission.state.${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = sessionStorage.getItem(storageKey);
      return raw ? ({ ...initial, ...JSON.parse(raw) } as T) : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify(value));
  }, [storageKey, value]);
  return [value, setValue];
}
