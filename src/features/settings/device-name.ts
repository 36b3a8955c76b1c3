import type { SignedInSession } from '@generated/api/models';
import type { Translate } from '../../i18n/use-messages';

/** "Chrome on Windows"; what the browser's User-Agent told, or "Unknown device". */
export const deviceName = (
  { browser, os }: Pick<SignedInSession, 'browser' | 'os'>,
  t: Translate<'candidate'>,
): string => {
  if (browser !== null && os !== null) return t('candidate.devices.name', { browser, os });
  return browser ?? os ?? t('candidate.devices.unknown');
};
