import type { components } from '../../../generated/server/pcsx';
import { validationFailed } from '../http/errors';
import type { FieldProblem } from '../http/field-problems';
import { MAX_LIST_ENTRIES, MAX_SKILLS, type ProfileChanges } from './edit';

type UserProfile = components['schemas']['UserProfile'];
type ParsedResume = components['schemas']['ParsedResume'];
type ResumeApplyRequest = components['schemas']['ResumeApplyRequest'];

export const APPLY_RESUME_MESSAGE = 'Invalid request received. Please try again';

const missingIndexes = (indexes: readonly number[], length: number, field: string) =>
  indexes
    .filter((index) => index >= length)
    .map((index) => ({ name: field, message: `There is no item ${index} in ${field}.` }));

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

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
        message: `A profile holds at most ${MAX_SKILLS} skills.`,
      });
    }
    changes.profile.skills = skills;
  }

  const experience = [...profile.experience];
  for (const index of chosen.experience) {
    const entry = parsed.experience[index];
    const isKnown = experience.some(
      (existing) =>
        entry !== undefined &&
        sameText(existing.title, entry.title) &&
        sameText(existing.company, entry.company) &&
        existing.dateRange.startDate === entry.dateRange.startDate,
    );
    if (entry && !isKnown) experience.push(entry);
  }
  if (experience.length > MAX_LIST_ENTRIES.experience) {
    problems.push({
      name: 'experience',
      message: `A profile holds at most ${MAX_LIST_ENTRIES.experience} experience entries.`,
    });
  }
  if (experience.length !== profile.experience.length) changes.profile.experience = experience;

  const education = [...profile.education];
  for (const index of chosen.education) {
    const entry = parsed.education[index];
    const isKnown = education.some(
      (existing) =>
        entry !== undefined &&
        sameText(existing.school, entry.school) &&
        sameText(existing.degree, entry.degree),
    );
    if (entry && !isKnown) education.push(entry);
  }
  if (education.length > MAX_LIST_ENTRIES.education) {
    problems.push({
      name: 'education',
      message: `A profile holds at most ${MAX_LIST_ENTRIES.education} education entries.`,
    });
  }
  if (education.length !== profile.education.length) changes.profile.education = education;

  if (problems.length > 0) throw validationFailed(APPLY_RESUME_MESSAGE, problems);
  return changes;
};
