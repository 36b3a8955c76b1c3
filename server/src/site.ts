import type { components } from '../../generated/server/pcsx';

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
 * Site configuration. Everything is served by this server: no remote URLs, so the portal works
 * offline (no logo, no map tiles, no head scripts).
 */
export const PCSX_CONFIG: PcsxConfig = {
  companyName: COMPANY_NAME,
  logoUrl: null,
  primaryColor: '#0B5FFF',
  footerHtml: null,
  hideProviderLogo: false,
  jobCartEnabled: true,
  loggedOutApplyDisabled: false,
  redirectToDashboardV2: false,
  staticContentHost: '',
  mapTilesUrl: null,
  banners: [],
  heroImages: [],
  headScripts: [],
  navbarLinks: [],
};

export const SUPPORTED_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
] as const;

export const BOOT_CONFIGS: BootConfigs = {
  pcsxConfig: PCSX_CONFIG,
  supportedLanguages: SUPPORTED_LANGUAGES.map((language) => ({ ...language })),
  notificationsConfig: { inAppCandidateNotificationsEnabled: true },
  loginSignupConfig: { registrationEnabled: true, passwordResetEnabled: true },
  gates: { mapView: true, matchDetails: true, positionInsights: true },
  behaviourFlags: { autoSelectFirstResult: true, showSimilarJobs: true },
  chatbotxConfig: {
    enabled: true,
    title: `Ask ${COMPANY_NAME}`,
    greeting: 'Hi! Tell me a role, a skill or a city and I will find matching jobs.',
  },
};

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

/** The site configuration block read by third-party clients from `<code id="pcsx-data">`. */
export const PAGE_DATA = {
  domain: SITE_DOMAIN,
  companyName: COMPANY_NAME,
  'primary-color': PCSX_CONFIG.primaryColor,
  'navbar-text-color': '#ffffff',
  jobCartEnabled: PCSX_CONFIG.jobCartEnabled,
} as const;

export const isKnownDomain = (domain: string): boolean => domain.toLowerCase() === SITE_DOMAIN;
