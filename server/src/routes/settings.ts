import type { components } from '../../../generated/server/pcsx';
import { validationFailed } from '../http/errors';
import { isTimeZone } from '../lib/time';
import type { Services } from '../services';
import { SUPPORTED_LANGUAGES } from '../site';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

type CandidateSettings = components['schemas']['CandidateSettings'];

const settingsOf = async (services: Services, userId: number): Promise<CandidateSettings> => {
  const settings = await services.repositories.settings.get(userId);
  if (!settings) throw new Error(`User ${userId} has no settings`);
  return settings;
};

export const settingsHandlers: Handlers<'getSettings' | 'updateSettings'> = {
  getSettings: async ({ services, caller }) =>
    ok(await settingsOf(services, requireUser(caller).id)),

  updateSettings: async ({ body, services, caller }) => {
    const user = requireUser(caller);
    const problems = [
      ...(body.language !== undefined &&
      !SUPPORTED_LANGUAGES.some(({ code }) => code === body.language)
        ? [
            {
              name: 'language',
              message: `language must be one of: ${SUPPORTED_LANGUAGES.map(({ code }) => code).join(', ')}.`,
            },
          ]
        : []),
      ...(body.timezone !== undefined && !isTimeZone(body.timezone)
        ? [
            {
              name: 'timezone',
              message: 'timezone must be an IANA time zone such as America/Chicago.',
            },
          ]
        : []),
    ];
    if (problems.length > 0) throw validationFailed('Some settings are invalid.', problems);
    await services.repositories.settings.update(user.id, body);
    return ok(await settingsOf(services, user.id));
  },
};
