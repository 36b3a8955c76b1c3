import type { components } from '../../../generated/server/pcsx';

type UserProfile = components['schemas']['UserProfile'];
type ProfileCompletion = components['schemas']['ProfileCompletion'];

const SECTION_CHECKS: readonly [string, (profile: UserProfile) => boolean][] = [
  [
    'basic_info',
    (profile) => profile.firstname !== '' && profile.lastname !== '' && profile.location !== null,
  ],
  ['contact', (profile) => profile.email !== '' && profile.phone !== null],
  ['resume', (profile) => profile.hasResume],
  ['skills', (profile) => profile.skills.length > 0],
  ['experience', (profile) => profile.experience.length > 0],
  ['education', (profile) => profile.education.length > 0],
  ['links', (profile) => profile.links.length > 0],
];

/** Share of the seven profile sections that are filled in. */
export const profileCompletion = (profile: UserProfile): ProfileCompletion => {
  const sections = SECTION_CHECKS.map(([name, isComplete]) => ({
    name,
    isComplete: isComplete(profile),
  }));
  const complete = sections.filter((section) => section.isComplete).length;
  return {
    percent: Math.round((complete / sections.length) * 100),
    missingSections: sections
      .filter((section) => !section.isComplete)
      .map((section) => section.name),
    sections,
  };
};
