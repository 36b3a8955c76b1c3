import { randomBytes } from 'node:crypto';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords';
import { randomToken, sha256 } from '../auth/tokens';
import { normalizeEmail, toSessionUser } from '../db/repositories/users';
import { conflict, invalidCredentials, rateLimited, validationFailed } from '../http/errors';
import { isoSeconds } from '../lib/time';
import { passwordResetLink } from '../mail/site-links';
import { COMPANY_NAME } from '../site';
import { visitorKeyOf } from './support';
import { created, ok, type Handlers } from './types';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESET_MESSAGE =
  'If an account exists for this email, we have sent a link to reset your password.';
const RESET_TOKEN_INVALID =
  'This password reset link has expired or has already been used. Request a new one.';

const resetMail = (link: string) => ({
  subject: `Reset your ${COMPANY_NAME} careers password`,
  text: [
    `Someone asked to reset the password of your ${COMPANY_NAME} careers account.`,
    `Set a new password here (the link works once, for one hour): ${link}`,
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n\n'),
});

export const authHandlers: Handlers<
  'login' | 'register' | 'resetPassword' | 'confirmPasswordReset' | 'logout'
> = {
  login: async ({ body, request, reply, services, caller, setCaller }) => {
    const email = normalizeEmail(body.email);
    const limiterKey = `${request.ip}|${email}`;
    const wait = services.limiters.login.hit(limiterKey, services.now());
    if (wait > 0) throw rateLimited(wait);
    const user = await services.repositories.users.findByEmail(email);
    if (!user) {
      await burnPasswordCheck(body.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(body.password, user.password_hash))) throw invalidCredentials();
    // Only failed attempts count against the limit: a candidate who signs in is not guessing.
    services.limiters.login.clear(limiterKey);
    const signedIn = await services.identity.signIn(request, reply, caller, user);
    setCaller(signedIn);
    return ok({ user: toSessionUser(user), csrfToken: signedIn.csrfToken });
  },

  register: async ({ body, request, reply, services, caller, setCaller }) => {
    const email = normalizeEmail(body.email);
    const wait = services.limiters.login.hit(`${request.ip}|${email}`, services.now());
    if (wait > 0) throw rateLimited(wait);
    if (await services.repositories.users.findByEmail(email)) {
      throw conflict('An account with this email already exists. Sign in or reset your password.');
    }
    const user = await services.repositories.users.create({
      encId: randomBytes(6).toString('hex'),
      email,
      passwordHash: await hashPassword(body.password),
      firstname: body.firstname.trim(),
      lastname: body.lastname.trim(),
      createdAt: isoSeconds(services.now()),
    });
    // Applications sent as a visitor from this browser with this email now belong to the account.
    await services.repositories.applications.claimVisitorApplications(
      user.id,
      email,
      visitorKeyOf(caller),
    );
    const signedIn = await services.identity.signIn(request, reply, caller, user);
    setCaller(signedIn);
    return created({ user: toSessionUser(user), csrfToken: signedIn.csrfToken });
  },

  resetPassword: async ({ body, request, services }) => {
    const email = normalizeEmail(body.email);
    const nowMs = services.now();
    const wait = services.limiters.resetPassword.hit(`${request.ip}|${email}`, nowMs);
    if (wait > 0) throw rateLimited(wait);
    const user = await services.repositories.users.findByEmail(email);
    if (user) {
      const token = randomToken();
      await services.repositories.sessions.createPasswordReset(
        sha256(token),
        user.id,
        nowMs + RESET_TOKEN_TTL_MS,
      );
      await services.mail.sendMail({
        userId: user.id,
        to: user.email,
        ...resetMail(passwordResetLink(token)),
        purpose: 'password_reset',
      });
    }
    return ok({ message: RESET_MESSAGE });
  },

  confirmPasswordReset: async ({ body, request, reply, services, caller, setCaller }) => {
    const nowMs = services.now();
    const userId = await services.repositories.sessions.consumePasswordReset(
      sha256(body.token),
      nowMs,
    );
    const user =
      userId === undefined ? undefined : await services.repositories.users.findById(userId);
    if (!user) {
      throw validationFailed(RESET_TOKEN_INVALID, [
        { name: 'token', message: RESET_TOKEN_INVALID },
      ]);
    }
    await services.repositories.users.updatePasswordHash(
      user.id,
      await hashPassword(body.password),
    );
    // Whoever knew the old password is signed out everywhere, and older links stop working.
    await services.repositories.sessions.deleteForUser(user.id);
    await services.repositories.sessions.endPasswordResets(user.id, nowMs);
    await services.mail.discardPasswordResetMails(user.id);
    const signedIn = await services.identity.signIn(request, reply, caller, user);
    setCaller(signedIn);
    return ok({ user: toSessionUser(user), csrfToken: signedIn.csrfToken });
  },

  logout: async ({ request, reply, services, caller, setCaller }) => {
    setCaller(await services.identity.signOut(request, reply, caller));
    return ok({ message: 'You have been signed out.' });
  },
};
