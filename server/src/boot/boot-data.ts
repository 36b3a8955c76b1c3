import type { components } from '../../../generated/server/pcsx';
import type { Caller } from '../auth/identity';
import { toSessionUser } from '../db/repositories/users';
import type { Services } from '../services';
import { BOOT_CONFIGS, SITE_DOMAIN } from '../site';
import { geolocate } from './geolocation';

type BootData = components['schemas']['BootData'];

/** The boot data of the API call and of the page's inline `#pcsx-boot` block. */
export const buildBootData = async (
  services: Services,
  caller: Caller,
  ip: string,
): Promise<BootData> => {
  const user = caller.user;
  const profile = user ? ((await services.repositories.profiles.get(user.id)) ?? null) : null;
  return {
    domain: SITE_DOMAIN,
    user: user ? toSessionUser(user) : null,
    profile,
    isLoggedIn: user !== null,
    csrfToken: caller.csrfToken,
    configs: BOOT_CONFIGS,
    ipGeolocation: geolocate(ip),
    onboardingData: {
      // Visitors have nothing to onboard.
      isOnboarded: user ? user.is_onboarded === 1 : true,
      isBootstrapped: user ? user.is_bootstrapped === 1 : true,
      bootstrappingConfig: { steps: ['upload_resume', 'review_profile', 'set_preferences'] },
    },
    themeBuilderUser: user?.is_theme_builder === 1,
    instanceBannerData: { displayBanner: false, displayText: '' },
  };
};
