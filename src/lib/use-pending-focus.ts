import { useCallback, useEffect, useRef } from 'react';

/**
 * Focuses an element by id after the next render that has it: a saved form closes and its Edit
 * button appears, a moved entry's button is in its new place.
 */
export const usePendingFocus = (): ((id: string) => void) => {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const element = document.getElementById(pending.current);
    if (element) {
      element.focus();
      pending.current = null;
    }
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
};
