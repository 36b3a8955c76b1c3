import type { components } from '../../../generated/server/pcsx';
import { fieldError, validationFailed, type FieldError } from '../http/errors';
import { msg } from '../i18n/messages';
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
    const problems: FieldError[] = [
      ...(body.language !== undefined &&
      !SUPPORTED_LANGUAGES.some(({ code }) => code === body.language)
        ? [
            {
              name: 'language',
              message: msg('server.validation.oneOf', {
                field: 'language',
                values: SUPPORTED_LANGUAGES.map(({ code }) => code).join(', '),
              }),
            },
          ]
        : []),
      ...(body.timezone !== undefined && !isTimeZone(body.timezone)
        ? [fieldError('timezone', 'server.settings.timeZoneInvalid')]
        : []),
    ];
    if (problems.length > 0) throw validationFailed('server.settings.invalid', problems);
    await services.repositories.settings.update(user.id, body);
    return ok(await settingsOf(services, user.id));
  },
};
