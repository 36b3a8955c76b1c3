import type { components } from '../../../generated/server/pcsx';
import type { PositionFullRecord } from '../db/repositories/positions';
import { english, msg, type Translate } from '../i18n/messages';

type MatchDetails = components['schemas']['MatchDetails'];
type UserProfile = components['schemas']['UserProfile'];

const MATCH_LEVELS: readonly [number, MatchDetails['level']][] = [
  [0.75, 'strong'],
  [0.5, 'good'],
  [0.25, 'fair'],
];

/** "Austin, TX, US" → city and country of the candidate's home location. */
const homeOf = (profile: UserProfile): { city: string; country: string } | null => {
  const parts = (profile.location ?? '').split(',').map((part) => part.trim().toLowerCase());
  const [city, ...rest] = parts;
  if (!city) return null;
  return { city, country: rest[rest.length - 1] ?? '' };
};

/** Years since the earliest start date of the candidate's experience. */
const yearsOf = (profile: UserProfile, nowYear: number): number => {
  const startYears = profile.experience
    .map((entry) => Number(entry.dateRange.startDate.split('/')[1]))
    .filter((year) => Number.isFinite(year));
  return startYears.length === 0 ? 0 : Math.max(0, nowYear - Math.min(...startYears));
};

/**
 * How well a candidate fits a position: skill overlap counts 80%, location fit 20% (same city,
 * or a remote role in their country, fits fully; another city in their country half).
 */
export const matchDetails = (
  profile: UserProfile,
  position: PositionFullRecord,
  nowYear: number,
  t: Translate = english,
): MatchDetails => {
  const mine = new Set(profile.skills.map((skill) => skill.toLowerCase()));
  const matchedSkills = position.skills.filter((skill) => mine.has(skill.toLowerCase()));
  const missingSkills = position.skills.filter((skill) => !mine.has(skill.toLowerCase()));
  const skillShare =
    position.skills.length === 0 ? 0 : matchedSkills.length / position.skills.length;
  const home = homeOf(profile);
  const sameCity =
    home !== null && position.coordinates.some((place) => place.city.toLowerCase() === home.city);
  const sameCountry =
    home !== null &&
    position.coordinates.some((place) => place.countryCode.toLowerCase() === home.country);
  const remote = position.workLocationOption === 'remote';
  const locationFit = sameCity || (remote && sameCountry) ? 1 : sameCountry ? 0.5 : 0;
  const score = Math.round((0.8 * skillShare + 0.2 * locationFit) * 100) / 100;
  const reasons = [
    t(
      msg('server.match.skills', {
        matched: matchedSkills.length,
        total: position.skills.length,
      }),
    ),
  ];
  const years = yearsOf(profile, nowYear);
  const [latestRole] = profile.experience;
  if (latestRole && years > 0)
    reasons.push(t(msg('server.match.experience', { years, title: latestRole.title })));
  if (sameCity) reasons.push(t(msg('server.match.sameCity', { location: profile.location ?? '' })));
  else if (remote && sameCountry) reasons.push(t('server.match.remoteInCountry'));
  else if (sameCountry) reasons.push(t('server.match.otherCity'));
  else if (home) reasons.push(t('server.match.otherCountry'));
  return {
    positionId: position.id,
    score,
    level: MATCH_LEVELS.find(([threshold]) => score >= threshold)?.[1] ?? 'low',
    matchedSkills,
    missingSkills,
    reasons,
  };
};
