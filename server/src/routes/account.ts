import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { sha256 } from '../auth/tokens';
import { deletePersonalData, exportPersonalData } from '../account/personal-data';
import { normalizeEmail } from '../db/repositories/users';
import { fieldFailed, rateLimited } from '../http/errors';
import { translate } from '../i18n/messages';
import type { UserRow } from '../db/schema';
import { isoSeconds } from '../lib/time';
import type { Services } from '../services';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

/**
 * Refuses a wrong current password with 422 on `currentPassword`. Checks are throttled like
 * sign-ins: a stolen session must not become a way to guess the password.
 */
const checkCurrentPassword = async (
  services: Services,
  request: FastifyRequest,
  user: UserRow,
  password: string,
): Promise<void> => {
  const attempt = {
    address: request.ip,
    account: user.email,
    device: services.identity.trustedDevice(request, user.id),
  };
  const wait = await services.limiters.signIn.begin(attempt, services.now());
  if (wait > 0) throw rateLimited(wait);
  if (!(await verifyPassword(password, user.password_hash))) {
    throw fieldFailed('currentPassword', 'server.account.wrongPassword');
  }
  await services.limiters.signIn.recordSuccess(attempt);
};

export const accountHandlers: Handlers<'changePassword' | 'exportAccountData' | 'deleteAccount'> = {
  changePassword: async ({ body, request, services, caller, locale }) => {
    const user = requireUser(caller);
    await checkCurrentPassword(services, request, user, body.currentPassword);
    await services.repositories.users.updatePasswordHash(
      user.id,
      await hashPassword(body.newPassword),
    );
    // Other devices signed in with the old password are signed out; this one stays.
    await services.repositories.sessions.deleteForUser(
      user.id,
      caller.sessionId === null ? undefined : sha256(caller.sessionId),
    );
    await services.repositories.sessions.endPasswordResets(user.id, services.now());
    await services.mail.discardPasswordResetMails(user.id);
    return ok({ message: translate(locale, 'server.account.passwordChanged') });
  },

  exportAccountData: async ({ reply, services, caller }) => {
    const user = requireUser(caller);
    const exportedAt = isoSeconds(services.now());
    reply.header(
      'content-disposition',
      `attachment; filename="my-careers-data-${exportedAt.slice(0, 10)}.json"`,
    );
    return ok(await exportPersonalData(services.db, user.id, exportedAt));
  },

  deleteAccount: async ({ body, request, reply, services, caller, setCaller, locale }) => {
    const user = requireUser(caller);
    if (normalizeEmail(body.email) !== user.email) {
      throw fieldFailed('email', 'server.account.confirmDeletion');
    }
    await checkCurrentPassword(services, request, user, body.currentPassword);
    await deletePersonalData(services.db, user.id);
    setCaller(await services.identity.signOut(request, reply, caller));
    return ok({ message: translate(locale, 'server.account.deleted') });
  },
};
