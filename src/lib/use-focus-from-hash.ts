import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Brings the element with `id` into view and focuses it; false when the page has none. */
export const focusElementById = (id: string): boolean => {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  target.focus();
  return true;
};

interface FocusFromHashOptions {
  /** False while what the fragment may name is still loading. */
  isReady?: boolean;
  /**
   * Focuses what the fragment names, for pages whose anchors are not themselves focusable; keep
   * it the same function between renders, or every render focuses again.
   */
  focusTarget?: (id: string) => boolean;
}

/** A link to `…#id` from elsewhere (a nudge, a notification) lands on what it names, with focus. */
export const useFocusFromHash = ({
  isReady = true,
  focusTarget = focusElementById,
}: FocusFromHashOptions = {}): void => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || hash.length < 2) return;
    focusTarget(decodeURIComponent(hash.slice(1)));
  }, [focusTarget, hash, isReady]);
};
