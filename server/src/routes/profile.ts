import type { components } from '../../../generated/server/pcsx';
import { validationFailed } from '../http/errors';
import { EMAIL_MESSAGE } from '../lib/email';
import { AVATAR_PATH_PREFIX, newAvatarFileName, readAvatarImage } from '../profile/avatar';
import { profileCompletion } from '../profile/completion';
import { applyProfileEdit, PROFILE_EDIT_MESSAGE } from '../profile/edit';
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
  | 'uploadAvatar'
  | 'deleteAvatar'
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

  /** Stores the image under a new name, so the profile's avatar path changes with it. */
  uploadAvatar: async ({ body, services, caller }) => {
    const user = requireUser(caller);
    const image = readAvatarImage(body.image, 'image');
    const fileName = newAvatarFileName(image.extension);
    await services.repositories.avatars.replace(
      user.id,
      {
        fileName,
        path: `${AVATAR_PATH_PREFIX}${fileName}`,
        contentType: image.contentType,
        content: image.content,
      },
      nowIso(services),
    );
    return ok(await profileOf(services, user.id));
  },

  deleteAvatar: async ({ services, caller }) => {
    const user = requireUser(caller);
    await services.repositories.avatars.remove(user.id, nowIso(services));
    return ok(await profileOf(services, user.id));
  },

  searchSkills: async ({ query, services }) =>
    ok({
      skills: await services.repositories.reference.searchSkills(query.term, query.limit ?? 10),
    }),
};
