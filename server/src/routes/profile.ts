import type { components } from '../../../generated/server/pcsx';
import { geolocate } from '../boot/geolocation';
import { validationFailed } from '../http/errors';
import { EMAIL_MESSAGE } from '../lib/email';
import { profileCompletion } from '../profile/completion';
import { applyProfileEdit, PROFILE_EDIT_MESSAGE } from '../profile/edit';
import { locationFromResume, readResumeUpload } from '../profile/resume';
import { exportResume } from '../profile/resume-export';
import type { Services } from '../services';
import { nowIso, requireUser } from './support';
import { ok, type Handlers } from './types';

type UserProfile = components['schemas']['UserProfile'];

const profileOf = async (services: Services, userId: number): Promise<UserProfile> => {
  const profile = await services.repositories.profiles.get(userId);
  if (!profile) throw new Error(`User ${userId} has no profile`);
  return profile;
};

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

  /** Stores the resume; a profile without a location takes one from it. */
  uploadResume: async ({ body, services, caller, request }) => {
    const user = requireUser(caller);
    const resume = readResumeUpload(body.resume_file_name, body.resume_content, 'resume_content');
    const { profiles, reference } = services.repositories;
    await profiles.addResume(user.id, { ...resume, uploadedAt: nowIso(services) });
    let profile = await profileOf(services, user.id);
    if (profile.location === null) {
      const location = locationFromResume(
        resume,
        await reference.allLocations(),
        geolocate(request.ip),
      );
      if (location !== null) {
        await profiles.update(user.id, { location }, nowIso(services));
        profile = await profileOf(services, user.id);
      }
    }
    return ok({
      candidate: { encId: profile.encId, location: profile.location, hasResume: profile.hasResume },
    });
  },

  exportResume: async ({ query, services, caller }) =>
    ok(
      exportResume(
        await profileOf(services, requireUser(caller).id),
        nowIso(services).slice(0, 10),
        query.format,
      ),
    ),

  searchSkills: async ({ query, services }) =>
    ok({
      skills: await services.repositories.reference.searchSkills(query.term, query.limit ?? 10),
    }),
};
