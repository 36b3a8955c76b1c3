import { AVATAR_PATH_PREFIX, newAvatarFileName, readAvatarImage } from '../profile/avatar';
import { profileCompletion } from '../profile/completion';
import { applyProfileEdit } from '../profile/edit';
import { changeProfile, nowIso, profileOf, requireUser } from './support';
import { ok, type Handlers } from './types';

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
    return ok(
      await changeProfile(
        services,
        user.id,
        (profile) => applyProfileEdit(profile, body, services.checkSchema),
        'op_data.value.email',
      ),
    );
  },

  /** Stores the image under a new name, so the profile's avatar path changes with it. */
  uploadAvatar: async ({ body, services, caller }) => {
    const user = requireUser(caller);
    const image = await readAvatarImage(body.image, 'image');
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
