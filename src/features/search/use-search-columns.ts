import { useMediaQuery } from '../../lib/use-media-query';

/** The chat sidebar is 400 px wide, so it is left out at 992 px and narrower. */
const CHAT_HIDDEN_QUERY = '(max-width: 992px)';
/** Desktop starts at 1024 px: filters sit beside the results from there. */
const DESKTOP_QUERY = '(min-width: 1024px)';
/**
 * With the chat sidebar open the page is 416 px narrower; the filter column still fits beside
 * results and details from here (narrower, the filters fold above them).
 */
const FILTER_COLUMN_WITH_CHAT_QUERY = '(min-width: 1440px)';

/** Which of the search page's columns the screen has room for, with the chat open or not. */
export const useSearchColumns = (isChatOpen: boolean) => {
  const isChatHidden = useMediaQuery(CHAT_HIDDEN_QUERY);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const hasRoomForFiltersBesideChat = useMediaQuery(FILTER_COLUMN_WITH_CHAT_QUERY);
  const isChatShown = isChatOpen && !isChatHidden;
  return {
    isChatHidden,
    isDesktop,
    isChatShown,
    hasFilterColumn: isDesktop && (!isChatShown || hasRoomForFiltersBesideChat),
  };
};
