import type { ListJobAlertsParams } from '@generated/api/models';

/** Each alert's criteria in words come in the page's language, so each language is its own list. */
export const jobAlertsParams = (domain: string, locale: string): ListJobAlertsParams => ({
  domain,
  hl: locale,
});
