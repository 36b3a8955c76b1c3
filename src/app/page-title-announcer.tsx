import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../api/session';
import type { MessageId } from '../i18n/message-ids';
import { useMessages } from '../i18n/use-messages';
import { getPageTitleOverride, usePageTitleOverride } from '../ui/page-title';
import { uncapitalize, type PageId } from '../shared/page-ids';

/**
 * Each page's document title, unless its screen sets a more specific one (a job's name): the
 * message `common.pageTitle.<page id>`. A page id without one fails to compile here.
 */
export const pageTitleId = (pageId: PageId) =>
  `common.pageTitle.${uncapitalize(pageId)}` as const satisfies MessageId<'common'>;

const SIGN_IN_REQUIRED_TITLE = 'common.pageTitle.signInRequired' satisfies MessageId<'common'>;

interface PageTitleAnnouncerProps {
  pageId: PageId;
  /** A protected page shown to a visitor: it asks to sign in instead. */
  isSignInRequired?: boolean;
}

/**
 * Gives every page its own document title and, after a client-side navigation (never on the
 * first load), reads the new title out through a polite live region, as a page load would.
 * Render it after the page's screen, so the screen's own title is set before it is read.
 */
export const PageTitleAnnouncer = ({
  pageId,
  isSignInRequired = false,
}: PageTitleAnnouncerProps) => {
  const { t } = useMessages();
  const company = useSession().configs.pcsxConfig.companyName;
  // A screen's title arriving renders this again; the effect reads it afresh, see there.
  const renderedOverride = usePageTitleOverride();
  // The router's first location has the key 'default'; every navigation gets a new one.
  const hasNavigated = useLocation().key !== 'default';
  const pageTitle = t(isSignInRequired ? SIGN_IN_REQUIRED_TITLE : pageTitleId(pageId), { company });
  const [announcement, setAnnouncement] = useState('');
  const shownTitle = useRef<string | null>(null);

  useEffect(() => {
    // The screen's own effects ran just before this one, so its title is read as it is now,
    // not as it was when the shell rendered; a page asking to sign in keeps that title.
    const override = isSignInRequired ? undefined : getPageTitleOverride();
    const title = override === undefined ? pageTitle : override;
    if (title === null || title === shownTitle.current) return;
    document.title = title;
    // Moving between results of one page keeps its title, and so says nothing.
    if (hasNavigated && shownTitle.current !== null) setAnnouncement(title);
    shownTitle.current = title;
  }, [pageTitle, renderedOverride, isSignInRequired, hasNavigated]);

  return (
    <div
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-testid="page-title-announcer"
    >
      {announcement}
    </div>
  );
};
