import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element (a heading with tabIndex=-1) whenever `key` changes, so a
 * screen reader starts reading the page's new state instead of staying on a button that vanished.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
