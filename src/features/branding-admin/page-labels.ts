import type { MessageId } from '../../i18n/message-ids';
import { isPageId, uncapitalize } from '../../shared/page-ids';

/** The name of `*`, the target meaning every page. */
export const EVERY_PAGE_LABEL = 'brandingAdmin.page.every' satisfies MessageId<'brandingAdmin'>;

/**
 * People's names for the pages a banner, hero image or head script may target: the message
 * `brandingAdmin.page.<page id>`, or none for an id the site no longer has (a stored target). A
 * page id without that message fails to compile here.
 */
export const pageLabelId = (page: string): MessageId<'brandingAdmin'> | undefined => {
  if (page === '*') return EVERY_PAGE_LABEL;
  return isPageId(page)
    ? (`brandingAdmin.page.${uncapitalize(page)}` as const satisfies MessageId<'brandingAdmin'>)
    : undefined;
};
