import { useState } from 'react';

/**
 * What opens over or beside the search page (the filters sheet, the job cart, the chat), and the
 * buttons that open the sheet and the cart, which take the focus back when they close.
 */
export const useSearchPanels = () => {
  const [isChatOpen, setIsChatOpen] = useState(false);
  const [isCartOpen, setIsCartOpen] = useState(false);
  const [cartButton, setCartButton] = useState<HTMLButtonElement | null>(null);
  const [isFilterSheetOpen, setIsFilterSheetOpen] = useState(false);
  const [filtersButton, setFiltersButton] = useState<HTMLButtonElement | null>(null);
  return {
    isChatOpen,
    toggleChat: () => setIsChatOpen((open) => !open),
    closeChat: () => setIsChatOpen(false),
    isCartOpen,
    toggleCart: () => setIsCartOpen((open) => !open),
    closeCart: () => setIsCartOpen(false),
    cartButton,
    setCartButton,
    isFilterSheetOpen,
    openFilterSheet: () => setIsFilterSheetOpen(true),
    closeFilterSheet: () => setIsFilterSheetOpen(false),
    filtersButton,
    setFiltersButton,
  };
};

export type SearchPanels = ReturnType<typeof useSearchPanels>;
