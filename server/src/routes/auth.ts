import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords';
import { randomToken, sha256 } from '../auth/tokens';
import { createSessionsRepository } from '../db/repositories/sessions';
import { normalizeEmail, toSessionUser } from '../db/repositories/users';
import { fieldFailed, invalidCredentials, rateLimited } from '../http/errors';
import { msg, translatorFor } from '../i18n/messages';
import { composeMail } from '../mail/compose';
import { passwordResetLink } from '../mail/site-links';
import { COMPANY_NAME } from '../site';
import { ok, type Handlers } from './types';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The reset mail, in the language of the request that asked for it. */
const resetMail = (token: string, locale: string) => {
  const t = translatorFor(locale);
  const company = COMPANY_NAME;
  const link = passwordResetLink(token, locale);
  return composeMail({
    locale,
    subject: t(msg('server.mail.resetPassword.subject', { company })),
    blocks: [
      { kind: 'paragraph', text: t(msg('server.mail.resetPassword.request', { company })) },
      {
        kind: 'action',
        label: t('server.mail.resetPassword.button'),
        url: link,
        caption: t(msg('server.mail.resetPassword.action', { link })),
      },
    ],
    footer: [t('server.mail.resetPassword.ignore')],
  });
};

export const authHandlers: Handlers<'login' | 'resetPassword' | 'confirmPasswordReset' | 'logout'> =
  {
    login: async ({ body, request, reply, services, caller, setCaller }) => {
      const email = normalizeEmail(body.email);
      const user = await services.repositories.users.findByEmail(email);
      // Unknown emails are throttled like known ones, so a 429 does not tell which exist.
      const attempt = {
        address: request.ip,
        account: email,
        device: user ? services.identity.trustedDevice(request, user.id) : null,
      };
      const wait = await services.limiters.signIn.begin(attempt, services.now());
      if (wait > 0) throw rateLimited(wait);
      if (!user) {
        await burnPasswordCheck(body.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(body.password, user.password_hash))) throw invalidCredentials();
      await services.limiters.signIn.recordSuccess(attempt);
      const signedIn = await services.identity.signIn(request, reply, caller, user);
      setCaller(signedIn);
      return ok({
        user: toSessionUser(
          user,
          await services.repositories.settings.sessionPreferencesOf(user.id),
        ),
        csrfToken: signedIn.csrfToken,
      });
    },

    resetPassword: async ({ body, request, services, locale }) => {
      const email = normalizeEmail(body.email);
      const nowMs = services.now();
      // Counted per email whether or not an account has it, so being limited tells nothing either.
      const { resetPassword, resetPasswordPerAddress } = services.limiters;
      const wait =
        (await resetPasswordPerAddress.hit(request.ip, nowMs)) ||
        (await resetPassword.hit(email, nowMs));
      if (wait > 0) throw rateLimited(wait);
      const user = await services.repositories.users.findByEmail(email);
      if (user) {
        const token = randomToken();
        const mail = await resetMail(token, locale);
        // The link and its mail commit together: an answered request always has its mail.
        await services.db.transaction().execute(async (trx) => {
          await createSessionsRepository(trx).createPasswordReset(
            sha256(token),
            user.id,
            nowMs + RESET_TOKEN_TTL_MS,
          );
          await services.mail.sendMail(
            { userId: user.id, to: user.email, ...mail, purpose: 'password_reset' },
            trx,
          );
        });
      }
      return ok({ message: translatorFor(locale)('server.passwordReset.sent') });
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
        throw fieldFailed('token', 'server.passwordReset.linkInvalid');
      }
      await services.repositories.users.updatePasswordHash(
        user.id,
        await hashPassword(body.password),
      );
      // Whoever knew the old password is signed out everywhere, and older links stop working.
      await services.repositories.sessions.deleteForUser(user.id, nowMs);
      await services.repositories.sessions.endPasswordResets(user.id, nowMs);
      await services.mail.discardPasswordResetMails(user.id);
      // The owner proved themselves through their mail: failed sign-ins no longer slow them down.
      await services.limiters.signIn.recordSuccess({
        address: request.ip,
        account: user.email,
        device: null,
      });
      const signedIn = await services.identity.signIn(request, reply, caller, user);
      setCaller(signedIn);
      return ok({
        user: toSessionUser(
          user,
          await services.repositories.settings.sessionPreferencesOf(user.id),
        ),
        csrfToken: signedIn.csrfToken,
      });
    },

    logout: async ({ request, reply, services, caller, setCaller, locale }) => {
      setCaller(await services.identity.signOut(request, reply, caller));
      return ok({ message: translatorFor(locale)('server.signOut.done') });
    },
  };
