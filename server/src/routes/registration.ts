import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { randomToken, sha256 } from '../auth/tokens';
import {
  createPendingRegistrationsRepository,
  type PendingRegistration,
} from '../db/repositories/pending-registrations';
import { normalizeEmail, toSessionUser } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import {
  conflict,
  HttpError,
  isUniqueViolation,
  rateLimited,
  validationFailed,
} from '../http/errors';
import { isoSeconds } from '../lib/time';
import { accountConfirmationLink, passwordResetRequestLink, signInLink } from '../mail/site-links';
import type { Services } from '../services';
import { BOOT_CONFIGS, COMPANY_NAME } from '../site';
import { visitorKeyOf } from './support';
import { accepted, created, type Handlers } from './types';

const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
/** The one answer to every registration, so it never tells whether the email has an account. */
const REGISTER_MESSAGE =
  'Check your email: we have sent you a link to finish creating your account. The link works for 24 hours.';
const LINK_INVALID =
  'This link has expired or has already been used. Register again to get a new one.';
const ACCOUNT_EXISTS = 'An account with this email already exists. Sign in or reset your password.';

const confirmationMail = (link: string) => ({
  subject: `Finish creating your ${COMPANY_NAME} careers account`,
  text: [
    `Someone asked to create a ${COMPANY_NAME} careers account with this email address.`,
    `Finish creating your account here (the link works once, for 24 hours): ${link}`,
    'If it was not you, ignore this email: no account is created without the link.',
  ].join('\n\n'),
});

const existingAccountMail = () => ({
  subject: `Someone tried to create a ${COMPANY_NAME} careers account with your email`,
  text: [
    `Someone asked to create a ${COMPANY_NAME} careers account with this email address, which already has one, so no new account was made.`,
    `If it was you, sign in here: ${signInLink()}`,
    `Forgot your password? Get a link to set a new one here: ${passwordResetRequestLink()}`,
    'If it was not you, ignore this email: nothing has changed.',
  ].join('\n\n'),
});

const registrationClosed = () =>
  new HttpError(403, 'forbidden', 'This site does not take new registrations.');

/** The account of a used link; a second account for the email is refused, also in a race. */
const createAccount = async (
  services: Services,
  registration: PendingRegistration,
): Promise<UserRow> => {
  try {
    return await services.repositories.users.create({
      encId: randomBytes(6).toString('hex'),
      email: registration.email,
      passwordHash: registration.passwordHash,
      firstname: registration.firstname,
      lastname: registration.lastname,
      createdAt: isoSeconds(services.now()),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_EXISTS);
    throw error;
  }
};

export const registrationHandlers: Handlers<'register' | 'confirmRegistration'> = {
  register: async ({ body, request, services, caller }) => {
    if (!BOOT_CONFIGS.loginSignupConfig.registrationEnabled) throw registrationClosed();
    const email = normalizeEmail(body.email);
    const nowMs = services.now();
    // Each request mails the address: limited per email (counted whether or not it has an
    // account, so being limited tells nothing) and per address, so nobody can flood an inbox.
    const { registration, registrationPerAddress } = services.limiters;
    const wait = registrationPerAddress.hit(request.ip, nowMs) || registration.hit(email, nowMs);
    if (wait > 0) throw rateLimited(wait);
    // Hashed whether or not the email has an account, so the time taken does not tell either.
    const passwordHash = await hashPassword(body.password);
    const owner = await services.repositories.users.findByEmail(email);
    if (owner) {
      await services.mail.sendMail({ userId: owner.id, to: owner.email, ...existingAccountMail() });
      return accepted({ message: REGISTER_MESSAGE });
    }
    const token = randomToken();
    await createPendingRegistrationsRepository(services.db).save({
      email,
      tokenHash: sha256(token),
      passwordHash,
      firstname: body.firstname.trim(),
      lastname: body.lastname.trim(),
      // Applications sent as a visitor from this browser move to the account once it exists.
      visitorKey: visitorKeyOf(caller),
      createdMs: nowMs,
      expiresMs: nowMs + REGISTRATION_TTL_MS,
    });
    await services.mail.sendMail({
      userId: null,
      to: email,
      ...confirmationMail(accountConfirmationLink(token)),
      purpose: 'account_confirmation',
    });
    return accepted({ message: REGISTER_MESSAGE });
  },

  confirmRegistration: async ({ body, request, reply, services, caller, setCaller }) => {
    const pending = createPendingRegistrationsRepository(services.db);
    const registration = await pending.findValid(sha256(body.token), services.now());
    if (!registration) {
      throw validationFailed(LINK_INVALID, [{ name: 'token', message: LINK_INVALID }]);
    }
    if (await services.repositories.users.findByEmail(registration.email)) {
      await pending.delete(registration.id);
      throw conflict(ACCOUNT_EXISTS);
    }
    const user = await createAccount(services, registration);
    await pending.delete(registration.id);
    await services.mail.discardAccountConfirmationMails(registration.email);
    await services.repositories.applications.claimVisitorApplications(
      user.id,
      user.email,
      registration.visitorKey,
    );
    const signedIn = await services.identity.signIn(request, reply, caller, user);
    setCaller(signedIn);
    return created({
      user: toSessionUser(user, await services.repositories.settings.languageOf(user.id)),
      csrfToken: signedIn.csrfToken,
    });
  },
};
