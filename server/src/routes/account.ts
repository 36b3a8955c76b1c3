import type { FastifyRequest } from 'fastify';
import type { components } from '../../../generated/server/pcsx';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { SESSIONS_PER_ACCOUNT } from '../auth/identity';
import { sha256 } from '../auth/tokens';
import { deletePersonalData, exportPersonalData } from '../account/personal-data';
import { normalizeEmail } from '../db/repositories/users';
import type { SessionListing } from '../db/repositories/sessions';
import { fieldFailed, notFound, rateLimited } from '../http/errors';
import { translate } from '../i18n/messages';
import type { UserRow } from '../db/schema';
import { isoSeconds } from '../lib/time';
import type { Services } from '../services';
import { requireUser } from './support';
import { ok, type Handlers } from './types';

type SignedInSession = components['schemas']['SignedInSession'];

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

/** A session as the candidate's list of signed-in devices shows it. */
const toSignedInSession = (
  session: SessionListing,
  callerIdHash: string | undefined,
): SignedInSession => ({
  id: session.publicId,
  browser: session.browser,
  os: session.os,
  createdAt: isoSeconds(session.createdMs),
  lastActiveAt: isoSeconds(session.lastSeenMs),
  isCurrent: session.idHash === callerIdHash,
});

/** The hash of the caller's own session (a signed-in caller always has one). */
const currentIdHash = (sessionId: string | null): string | undefined =>
  sessionId === null ? undefined : sha256(sessionId);

export const accountHandlers: Handlers<
  | 'changePassword'
  | 'exportAccountData'
  | 'deleteAccount'
  | 'listSessions'
  | 'endSession'
  | 'endOtherSessions'
> = {
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
      services.now(),
      currentIdHash(caller.sessionId),
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

  listSessions: async ({ services, caller }) => {
    const user = requireUser(caller);
    // A sign-in running now may hold one past the cap for a moment, until it ends the oldest.
    const sessions = await services.repositories.sessions.listForUser(
      user.id,
      services.now(),
      SESSIONS_PER_ACCOUNT,
    );
    const current = currentIdHash(caller.sessionId);
    return ok({ sessions: sessions.map((session) => toSignedInSession(session, current)) });
  },

  endSession: async ({ path, request, reply, services, caller, setCaller }) => {
    const user = requireUser(caller);
    // Only the account's own sessions are found: another's id is as unknown as a made-up one.
    const endedIdHash = await services.repositories.sessions.deleteByPublicId(
      user.id,
      path.sessionId,
    );
    if (endedIdHash === undefined) throw notFound('server.sessions.notFound');
    // Ending the session of this very browser signs it out, as signing out would.
    if (endedIdHash === currentIdHash(caller.sessionId))
      setCaller(await services.identity.signOut(request, reply, caller));
    return ok({ count: 1 });
  },

  endOtherSessions: async ({ services, caller }) => {
    const user = requireUser(caller);
    const count = await services.repositories.sessions.deleteForUser(
      user.id,
      services.now(),
      currentIdHash(caller.sessionId),
    );
    return ok({ count });
  },
};
