import { useEffect, type RefObject } from 'react';

/** Focus the first field only on screens at least 768 px wide, after 100 ms (spec document 1 §5). */
export function useFirstFieldFocus(ref: RefObject<HTMLElement | null>, deps: unknown[] = []) {
  useEffect(() => {
    if (window.innerWidth < 768) return;
    // Only when the user has not already put the focus somewhere else in those 100 ms.
    const t = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) ref.current?.focus();
    }, 100);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names when the screen is new (deps); ref is stable
  }, deps);
}
