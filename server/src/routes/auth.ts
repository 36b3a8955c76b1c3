import { randomBytes } from 'node:crypto';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords';
import { randomToken, sha256 } from '../auth/tokens';
import { normalizeEmail, toSessionUser } from '../db/repositories/users';
import { conflict, invalidCredentials, rateLimited } from '../http/errors';
import { isoSeconds } from '../lib/time';
import { LOGIN_PATH } from '../site';
import { created, ok, type Handlers } from './types';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESET_MESSAGE =
  'If an account exists for this email, we have sent a link to reset your password.';

export const authHandlers: Handlers<'login' | 'register' | 'resetPassword' | 'logout'> = {
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
      // No mail server in the reference server: the link goes to the log.
      request.log.info(
        { resetLink: `${LOGIN_PATH}?reset_token=${token}`, userId: user.enc_id },
        'Password reset link issued',
      );
    }
    return ok({ message: RESET_MESSAGE });
  },

  logout: async ({ request, reply, services, caller, setCaller }) => {
    setCaller(await services.identity.signOut(request, reply, caller));
    return ok({ message: 'You have been signed out.' });
  },
};
