/**
 * IANA time zones as people should see and save them. Browsers and Node name a zone by its ICU
 * (CLDR) id, which keeps names IANA has since replaced ("Asia/Calcutta", "Europe/Kiev"): each is
 * read here as the current name, so the settings list offers only current names and a zone saved
 * under an old one still resolves. Shared by the browser and the server.
 */

import { isTimeZone } from './is-time-zone';

/** Old names, as ICU and older saves still spell them, and the zone IANA now names. */
/* eslint-disable lingui/no-unlocalized-strings -- IANA zone ids are codes, not text */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Montreal': 'America/Toronto',
  'America/Nipigon': 'America/Toronto',
  'America/Rainy_River': 'America/Winnipeg',
  'America/Santa_Isabel': 'America/Tijuana',
  'America/Thunder_Bay': 'America/Toronto',
  'America/Yellowknife': 'America/Edmonton',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Australia/Currie': 'Australia/Hobart',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The current IANA name of a zone ("Asia/Calcutta" → "Asia/Kolkata"); other names as given. */
export const currentTimeZoneName = (zone: string): string =>
  Object.hasOwn(CURRENT_NAMES, zone) ? (CURRENT_NAMES[zone] ?? zone) : zone;

/**
 * Every zone the runtime knows, by current IANA names only, sorted; `extra` (a zone saved before)
 * is listed too when the runtime's list lacks it.
 */
export const currentTimeZoneNames = (extra?: string): string[] => {
  const zones = new Set(Intl.supportedValuesOf('timeZone').map(currentTimeZoneName));
  if (extra !== undefined && isTimeZone(extra)) zones.add(currentTimeZoneName(extra));
  return [...zones].sort();
};
