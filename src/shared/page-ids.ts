import { SCREEN_NAMES, SCREENS, type ScreenPageId } from './screens';

/**
 * Page ids without a screen: the talent network's page, which the spec names and this app lacks,
 * and the profile being set up, which the shell shows in place of a page.
 */
const PAGES_WITHOUT_SCREEN = {
  jtn: 'jtn',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the spec's page id, never shown
  profileBootstrapping: 'ProfileBootstrapping',
} as const;

/** Each page's identifier, for analytics, banners, hero images and titles. */
export const PAGE_IDS = {
  ...(Object.fromEntries(
    SCREEN_NAMES.map((name) => [SCREENS[name].pageId, SCREENS[name].pageId]),
  ) as {
    readonly [Id in ScreenPageId]: Id;
  }),
  ...PAGES_WITHOUT_SCREEN,
};

export type PageId = (typeof PAGE_IDS)[keyof typeof PAGE_IDS];

const PAGE_ID_SET: ReadonlySet<string> = new Set(Object.values(PAGE_IDS));

/** Whether a stored page name (a banner's target) is a page the site still has. */
export const isPageId = (page: string): page is PageId => PAGE_ID_SET.has(page);

/** A page id as the end of a message id (`ProfileBootstrapping` → `profileBootstrapping`). */
export const uncapitalize = <Id extends PageId>(pageId: Id): Uncapitalize<Id> =>
  `${pageId.charAt(0).toLowerCase()}${pageId.slice(1)}` as Uncapitalize<Id>;
