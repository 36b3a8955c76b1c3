import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Where an arrow, Home or End key moves from item `index` (-1: none) among `count`, wrapping. */
const nextItemIndex = (key: string, index: number, count: number): number => {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return (index + 1) % count;
  return index <= 0 ? count - 1 : index - 1;
};

/**
 * A disclosure button with a list of links or buttons under it (`itemSelector` finds them in the
 * root): Escape closes it and returns focus to the button, arrow keys (and Home/End) move between
 * the items, Tab moves on as usual and closes it once focus leaves, a press elsewhere closes it.
 * ArrowDown on the button opens it at the item matching `openAtSelector`, or the first.
 */
export const useDisclosureMenu = ({
  itemSelector,
  openAtSelector,
}: {
  itemSelector: string;
  openAtSelector?: string;
}) => {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusItemOnOpen = useRef(false);
  const items = (): HTMLElement[] =>
    Array.from(rootRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  // An arrow key that opens the menu puts focus on an item once the items are shown.
  useEffect(() => {
    if (!isOpen || !focusItemOnOpen.current) return;
    focusItemOnOpen.current = false;
    const root = rootRef.current;
    const preferred = openAtSelector ? root?.querySelector<HTMLElement>(openAtSelector) : null;
    (preferred ?? root?.querySelector<HTMLElement>(itemSelector))?.focus();
  }, [isOpen, itemSelector, openAtSelector]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const shown = items();
    if (!isOpen || shown.length === 0) {
      if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
        event.preventDefault();
        focusItemOnOpen.current = true;
        setIsOpen(true);
      }
      return;
    }
    event.preventDefault();
    const index = shown.findIndex((item) => item === document.activeElement);
    shown[nextItemIndex(event.key, index, shown.length)]?.focus();
  };

  // Tab past the last item (or away from the button) closes the menu. Focus going nowhere known
  // keeps it open: Safari does not focus a clicked link, and closing then would hide the link
  // before its click lands; a press elsewhere closes it through the pointerdown listener.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setIsOpen(false);
  };

  return {
    isOpen,
    toggle: () => setIsOpen((open) => !open),
    close: () => setIsOpen(false),
    rootRef,
    buttonRef,
    onKeyDown,
    onBlur,
  };
};
