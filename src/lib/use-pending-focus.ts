import { useCallback, useEffect, useRef } from 'react';

/**
 * Focuses an element by id after the next render that has it: a saved form closes and its Edit
 * button appears, a moved entry's button is in its new place. An element behind a modal dialog
 * still open cannot take focus: it is tried again after the render that closes the dialog.
 */
export const usePendingFocus = (): ((id: string) => void) => {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const element = document.getElementById(pending.current);
    element?.focus();
    if (element && document.activeElement === element) pending.current = null;
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
};
