import type { components } from '../../generated/server/pcsx';
import { UI_LANGUAGES } from '../../src/shared/languages';
import { english, msg, translate } from './i18n/messages';

type PcsxConfig = components['schemas']['PcsxConfig'];
type BootConfigs = components['schemas']['BootConfigs'];
type IpGeolocation = components['schemas']['IpGeolocation'];

/** The one careers site this deployment serves. Any other `domain` is an unknown site. */
export const SITE_DOMAIN = 'northwindlabs.com';
export const COMPANY_NAME = 'Northwind Labs';
export const LOGIN_PATH = '/careers/login';

/**
 * Demo data is dated relative to this fixed instant so that every machine seeds identical data.
 * Only the expiry of still-valid offers is relative to the real clock (see seed/candidates.ts).
 */
export const REFERENCE_DATE_MS = Date.UTC(2026, 10, 1);

/**
 * The site's behaviour settings. Branding (logo, footer, banners, hero images, head scripts,
 * navbar links and the theme's colours) is set by the employer's admins and read from the
 * database (see `boot/boot-data.ts`). Everything is served by this server: no remote URLs, so the
 * portal works offline (no map tiles).
 */
export const PCSX_SITE_SETTINGS = {
  companyName: COMPANY_NAME,
  jobCartEnabled: true,
  loggedOutApplyDisabled: false,
  redirectToDashboardV2: false,
  staticContentHost: '',
  mapTilesUrl: null,
} as const satisfies Partial<PcsxConfig>;

/** Every UI language of the portal; the employer's default is English. */
export const SUPPORTED_LANGUAGES = UI_LANGUAGES;
export const DEFAULT_LANGUAGE = 'en';

/** The boot data's configuration besides the branding (`pcsxConfig` and `theme`). */
export const BOOT_CONFIGS: Omit<BootConfigs, 'pcsxConfig' | 'theme'> = {
  supportedLanguages: SUPPORTED_LANGUAGES.map((language) => ({ ...language })),
  defaultLanguage: DEFAULT_LANGUAGE,
  notificationsConfig: { inAppCandidateNotificationsEnabled: true },
  loginSignupConfig: { registrationEnabled: true, passwordResetEnabled: true },
  gates: { mapView: true, matchDetails: true, positionInsights: true },
  behaviourFlags: { autoSelectFirstResult: true, showSimilarJobs: true },
  chatbotxConfig: {
    enabled: true,
    title: english(msg('server.chatbot.title', { company: COMPANY_NAME })),
    greeting: english('server.chatbot.greeting'),
  },
};

/** The assistant's title and greeting in the page's language. */
export const chatbotConfigIn = (locale: string): BootConfigs['chatbotxConfig'] => ({
  ...BOOT_CONFIGS.chatbotxConfig,
  title: translate(locale, msg('server.chatbot.title', { company: COMPANY_NAME })),
  greeting: translate(locale, 'server.chatbot.greeting'),
});

/**
 * Without a GeoIP database (the server runs offline) a location is only known for loopback and
 * private addresses, which are treated as the employer's head office so the demo has a location.
 */
export const HEAD_OFFICE_GEOLOCATION: IpGeolocation = {
  country: 'US',
  region: 'TX',
  city: 'Austin',
  latitude: 30.2672,
  longitude: -97.7431,
};

/**
 * The site configuration block read by third-party clients from `<code id="pcsx-data">`; its
 * colours follow the published theme.
 */
export const pageDataOf = (colors: { primary: string; navbarText: string }) => ({
  domain: SITE_DOMAIN,
  companyName: COMPANY_NAME,
  'primary-color': colors.primary,
  'navbar-text-color': colors.navbarText,
  jobCartEnabled: PCSX_SITE_SETTINGS.jobCartEnabled,
});

export const isKnownDomain = (domain: string): boolean => domain.toLowerCase() === SITE_DOMAIN;
