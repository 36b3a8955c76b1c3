import type { components } from '../../../generated/server/pcsx';
import { validationFailed } from '../http/errors';
import { createPdf } from '../lib/pdf';
import { profileCompletion } from '../profile/completion';
import { applyProfileEdit, EMAIL_MESSAGE, PROFILE_EDIT_MESSAGE } from '../profile/edit';
import { locationInText, readResumeUpload, resumeText } from '../profile/resume';
import type { Services } from '../services';
import { geolocate } from './boot';
import { nowIso, requireUser } from './support';
import { ok, type Handlers } from './types';

type UserProfile = components['schemas']['UserProfile'];

const profileOf = async (services: Services, userId: number): Promise<UserProfile> => {
  const profile = await services.repositories.profiles.get(userId);
  if (!profile) throw new Error(`User ${userId} has no profile`);
  return profile;
};

const resumeLines = (profile: UserProfile): string[] => [
  [profile.headline, profile.location].filter(Boolean).join(' - '),
  [profile.email, profile.phone ? `${profile.phone.callingCode} ${profile.phone.number}` : null]
    .filter(Boolean)
    .join(' - '),
  '',
  'EXPERIENCE',
  ...profile.experience.flatMap((entry) => [
    `${entry.title}, ${entry.company} (${entry.dateRange.startDate} - ${entry.dateRange.endDate ?? 'present'})`,
    ...(entry.description ? [`  ${entry.description}`] : []),
  ]),
  '',
  'EDUCATION',
  ...profile.education.map(
    (entry) =>
      `${entry.degree}${entry.field ? ` ${entry.field}` : ''}, ${entry.school} (${entry.dateRange.startDate} - ${entry.dateRange.endDate ?? 'present'})`,
  ),
  '',
  `SKILLS: ${profile.skills.join(', ')}`,
  ...(profile.links.length > 0
    ? ['', ...profile.links.map((link) => `${link.label}: ${link.url}`)]
    : []),
];

export const profileHandlers: Handlers<
  | 'completeOnboarding'
  | 'getProfileAnalysis'
  | 'getProfileDetails'
  | 'editProfile'
  | 'uploadResume'
  | 'exportResume'
  | 'searchSkills'
> = {
  completeOnboarding: async ({ body, services, caller }) => {
    await services.repositories.users.completeOnboarding(requireUser(caller).id, body.preferences);
    return ok({ isOnboarded: true as const });
  },

  getProfileAnalysis: async ({ services, caller }) =>
    ok(profileCompletion(await profileOf(services, requireUser(caller).id))),

  getProfileDetails: async ({ services, caller }) =>
    ok(await profileOf(services, requireUser(caller).id)),

  editProfile: async ({ body, services, caller }) => {
    const user = requireUser(caller);
    const { repositories } = services;
    const changes = applyProfileEdit(
      await profileOf(services, user.id),
      body,
      services.checkSchema,
    );
    if (
      changes.email !== undefined &&
      !(await repositories.users.updateEmail(user.id, changes.email))
    ) {
      throw validationFailed(PROFILE_EDIT_MESSAGE, [
        {
          name: 'op_data.value.email',
          message: `${EMAIL_MESSAGE} This email belongs to another account.`,
        },
      ]);
    }
    await repositories.users.updateNames(user.id, changes.names);
    await repositories.profiles.update(user.id, changes.profile, nowIso(services));
    return ok(await profileOf(services, user.id));
  },

  /**
   * Stores the resume. When the profile has no location, it is taken from the first known city
   * named in the resume (plain text or uncompressed PDF), else from the IP geolocation.
   */
  uploadResume: async ({ body, services, caller, request }) => {
    const user = requireUser(caller);
    const resume = readResumeUpload(body.resume_file_name, body.resume_content, 'resume_content');
    const { profiles, reference } = services.repositories;
    await profiles.addResume(user.id, { ...resume, uploadedAt: nowIso(services) });
    let profile = await profileOf(services, user.id);
    if (profile.location === null) {
      const fromIp = geolocate(request.ip);
      const location =
        locationInText(resumeText(resume), await reference.allLocations()) ??
        (fromIp ? `${fromIp.city}, ${fromIp.region}, ${fromIp.country}` : null);
      if (location !== null) {
        await profiles.update(user.id, { location }, nowIso(services));
        profile = await profileOf(services, user.id);
      }
    }
    return ok({
      candidate: { encId: profile.encId, location: profile.location, hasResume: profile.hasResume },
    });
  },

  exportResume: async ({ query, services, caller }) => {
    const profile = await profileOf(services, requireUser(caller).id);
    const day = nowIso(services).slice(0, 10);
    const baseName = `${profile.firstname}_${profile.lastname}_Resume_${day}`.replace(
      /[^\p{L}\p{N}_-]+/gu,
      '_',
    );
    if (query.format === 'json') {
      return ok({
        fileName: `${baseName}.json`,
        contentType: 'application/json' as const,
        content: Buffer.from(JSON.stringify(profile, null, 2)).toString('base64'),
      });
    }
    const pdf = createPdf({
      title: `${profile.firstname} ${profile.lastname}`,
      lines: resumeLines(profile),
    });
    return ok({
      fileName: `${baseName}.pdf`,
      contentType: 'application/pdf' as const,
      content: pdf.toString('base64'),
    });
  },

  searchSkills: async ({ query, services }) =>
    ok({
      skills: await services.repositories.reference.searchSkills(query.term, query.limit ?? 10),
    }),
};
