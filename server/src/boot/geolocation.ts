import type { components } from '../../../generated/server/pcsx';
import { HEAD_OFFICE_GEOLOCATION } from '../site';

type IpGeolocation = components['schemas']['IpGeolocation'];

const PRIVATE_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:)/i;

/** Without a GeoIP database only loopback and private addresses have a (head office) location. */
export const geolocate = (ip: string): IpGeolocation | null =>
  PRIVATE_ADDRESS.test(ip.replace(/^::ffff:/, '')) ? HEAD_OFFICE_GEOLOCATION : null;
