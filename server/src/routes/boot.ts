import type { FastifyRequest } from 'fastify';
import type { components } from '../../../generated/server/pcsx';
import type { Caller } from '../auth/identity';
import { toSessionUser } from '../db/repositories/users';
import type { Services } from '../services';
import { BOOT_CONFIGS, HEAD_OFFICE_GEOLOCATION, SITE_DOMAIN } from '../site';
import { ok, type Handlers } from './types';

type BootData = components['schemas']['BootData'];
type IpGeolocation = components['schemas']['IpGeolocation'];

const PRIVATE_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:)/i;

/** Without a GeoIP database only loopback and private addresses have a (head office) location. */
export const geolocate = (ip: string): IpGeolocation | null =>
  PRIVATE_ADDRESS.test(ip.replace(/^::ffff:/, '')) ? HEAD_OFFICE_GEOLOCATION : null;

/** The boot data of the API call and of the page's inline `#pcsx-boot` block. */
export const buildBootData = async (
  services: Services,
  caller: Caller,
  request: FastifyRequest,
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
    ipGeolocation: geolocate(request.ip),
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

export const bootHandlers: Handlers<'getBootData'> = {
  getBootData: async ({ services, caller, request }) =>
    ok(await buildBootData(services, caller, request)),
};
