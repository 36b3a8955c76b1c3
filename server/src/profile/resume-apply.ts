import type { components } from '../../../generated/server/pcsx';
import { validationFailed } from '../http/errors';
import type { FieldProblem } from '../http/field-problems';
import { msg, type MessageId } from '../i18n/messages';
import { MAX_LIST_ENTRIES, MAX_SKILLS, type ProfileChanges } from './edit';

type UserProfile = components['schemas']['UserProfile'];
type ParsedResume = components['schemas']['ParsedResume'];
type ResumeApplyRequest = components['schemas']['ResumeApplyRequest'];

const missingIndexes = (indexes: readonly number[], length: number, field: string) =>
  indexes
    .filter((index) => index >= length)
    .map((index) => ({ name: field, message: msg('server.resumes.noSuchItem', { index, field }) }));

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The profile's entries followed by the chosen ones it does not have yet (`isSame`). */
const withChosenEntries = <T>(
  entries: readonly T[],
  chosen: readonly (T | undefined)[],
  isSame: (a: T, b: T) => boolean,
): T[] => {
  const result = [...entries];
  for (const entry of chosen) {
    if (entry !== undefined && !result.some((existing) => isSame(existing, entry))) {
      result.push(entry);
    }
  }
  return result;
};

const FULL_LIST_MESSAGES = {
  experience: 'server.resumes.tooManyExperienceEntries',
  education: 'server.resumes.tooManyEducationEntries',
} as const satisfies Record<string, MessageId>;

const fullListProblems = (
  section: keyof typeof FULL_LIST_MESSAGES,
  length: number,
): FieldProblem[] =>
  length > MAX_LIST_ENTRIES[section]
    ? [
        {
          name: section,
          message: msg(FULL_LIST_MESSAGES[section], { max: MAX_LIST_ENTRIES[section] }),
        },
      ]
    : [];

/**
 * The profile changes that copy the ticked items of a parsed resume: names, email, phone and
 * location replace the profile's; skills merge; experience and education entries are added unless
 * the profile already has the same one. Unknown indexes or a full list → 422, changing nothing.
 */
export const changesFromParsedResume = (
  profile: UserProfile,
  parsed: ParsedResume,
  chosen: ResumeApplyRequest,
): ProfileChanges => {
  const problems: FieldProblem[] = [
    ...missingIndexes(chosen.skillGroups, parsed.skillGroups.length, 'skillGroups'),
    ...missingIndexes(chosen.experience, parsed.experience.length, 'experience'),
    ...missingIndexes(chosen.education, parsed.education.length, 'education'),
  ];
  const changes: ProfileChanges = { profile: {}, names: {} };

  if (chosen.basicInfo && parsed.firstname !== null && parsed.lastname !== null) {
    changes.names = { firstname: parsed.firstname, lastname: parsed.lastname };
  }
  if (chosen.email && parsed.email !== null) changes.email = parsed.email;
  if (chosen.phone && parsed.phone !== null) changes.profile.phone = parsed.phone;
  if (chosen.location && parsed.location !== null) changes.profile.location = parsed.location;

  const newSkills = chosen.skillGroups.flatMap((index) => parsed.skillGroups[index]?.skills ?? []);
  if (newSkills.length > 0) {
    const known = new Set(profile.skills.map((skill) => skill.toLowerCase()));
    const skills = [...profile.skills];
    for (const skill of newSkills) {
      if (!known.has(skill.toLowerCase())) {
        known.add(skill.toLowerCase());
        skills.push(skill);
      }
    }
    if (skills.length > MAX_SKILLS) {
      problems.push({
        name: 'skillGroups',
        message: msg('server.resumes.tooManySkills', { max: MAX_SKILLS }),
      });
    }
    changes.profile.skills = skills;
  }

  const experience = withChosenEntries(
    profile.experience,
    chosen.experience.map((index) => parsed.experience[index]),
    (a, b) =>
      sameText(a.title, b.title) &&
      sameText(a.company, b.company) &&
      a.dateRange.startDate === b.dateRange.startDate,
  );
  problems.push(...fullListProblems('experience', experience.length));
  if (experience.length !== profile.experience.length) changes.profile.experience = experience;

  const education = withChosenEntries(
    profile.education,
    chosen.education.map((index) => parsed.education[index]),
    (a, b) => sameText(a.school, b.school) && sameText(a.degree, b.degree),
  );
  problems.push(...fullListProblems('education', education.length));
  if (education.length !== profile.education.length) changes.profile.education = education;

  if (problems.length > 0) throw validationFailed('server.profile.invalidRequest', problems);
  return changes;
};
