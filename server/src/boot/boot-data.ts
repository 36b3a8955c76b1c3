import type { components } from '../../../generated/server/pcsx';
import type { Caller } from '../auth/identity';
import { toSessionUser } from '../db/repositories/users';
import type { Services } from '../services';
import { themeValueOf } from '../../../src/shared/theme-tokens';
import type { LiveBranding } from '../db/repositories/branding';
import { BOOT_CONFIGS, chatbotConfigIn, PCSX_SITE_SETTINGS, SITE_DOMAIN } from '../site';
import { geolocate } from './geolocation';

type BootData = components['schemas']['BootData'];
type BootConfigs = components['schemas']['BootConfigs'];

/** The live theme's primary colour: what `pcsxConfig.primaryColor` and `#pcsx-data` carry. */
const primaryColorOf = (branding: LiveBranding): string =>
  String(themeValueOf(branding.theme, 'core_properties', 'primary_color'));

/** The site's configuration with the published branding, its words in the page's language. */
const bootConfigsOf = (branding: LiveBranding, locale: string): BootConfigs => ({
  ...BOOT_CONFIGS,
  chatbotxConfig: chatbotConfigIn(locale),
  pcsxConfig: {
    ...PCSX_SITE_SETTINGS,
    logoUrl: branding.logoUrl,
    primaryColor: primaryColorOf(branding),
    footerHtml: branding.footer.html,
    hideProviderLogo: branding.footer.hideProviderLogo,
    banners: branding.banners,
    heroImages: branding.heroImages,
    // Pages only need where each script is served; the code stays in the admin's settings.
    headScripts: branding.headScripts.map(({ page, src }) => ({ page, src })),
    navbarLinks: branding.navbarLinks,
  },
  theme: branding.theme,
});

/**
 * The boot data of the API call and of the page's inline `#pcsx-boot` block, worded in the
 * request's language.
 */
export const buildBootData = async (
  services: Services,
  caller: Caller,
  ip: string,
  locale: string,
): Promise<BootData> => {
  const user = caller.user;
  const [profile, branding, preferences] = await Promise.all([
    user ? services.repositories.profiles.get(user.id) : undefined,
    services.repositories.branding.live(),
    user ? services.repositories.settings.sessionPreferencesOf(user.id) : undefined,
  ]);
  return {
    domain: SITE_DOMAIN,
    user: user && preferences ? toSessionUser(user, preferences) : null,
    profile: profile ?? null,
    isLoggedIn: user !== null,
    csrfToken: caller.csrfToken,
    configs: bootConfigsOf(branding, locale),
    ipGeolocation: geolocate(ip),
    onboardingData: {
      // Visitors have nothing to onboard.
      isOnboarded: user ? user.is_onboarded === 1 : true,
      isBootstrapped: user ? user.is_bootstrapped === 1 : true,
      bootstrappingConfig: { steps: ['upload_resume', 'review_profile', 'set_preferences'] },
    },
    themeBuilderUser: user?.is_theme_builder === 1,
    instanceBannerData: branding.implementationBanner,
  };
};
