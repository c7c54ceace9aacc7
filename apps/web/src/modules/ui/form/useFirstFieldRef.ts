import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFirstFieldFocus } from '../useFirstFieldFocus';

/**
 * The focus rule (spec document 1 §5) for a form's first field: returns a ref setter that keeps the
 * form's own ref and marks the field to focus.
 */
export function useFirstFieldRef() {
  const first = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  useFirstFieldFocus(first);
  return (registered: Pick<UseFormRegisterReturn, 'ref'>) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    registered.ref(el);
    first.current = el;
  };
}
