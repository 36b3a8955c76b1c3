import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { randomToken, sha256 } from '../auth/tokens';
import {
  createPendingRegistrationsRepository,
  type PendingRegistration,
} from '../db/repositories/pending-registrations';
import { normalizeEmail, toSessionUser } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { conflict, fieldFailed, HttpError, isUniqueViolation, rateLimited } from '../http/errors';
import { msg, translate, translatorFor } from '../i18n/messages';
import { currentTimeZoneName } from '../../../src/shared/time-zones';
import { isoSeconds, isTimeZone } from '../lib/time';
import { composeMail } from '../mail/compose';
import { accountConfirmationLink, passwordResetRequestLink, signInLink } from '../mail/site-links';
import type { Services } from '../services';
import { BOOT_CONFIGS, COMPANY_NAME } from '../site';
import { visitorKeyOf } from './support';
import { accepted, created, type Handlers } from './types';

const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * The one answer to every registration (`server.registration.checkEmail`), so it never tells
 * whether the email has an account.
 */
const registeredAnswer = (locale: string) =>
  accepted({ message: translate(locale, 'server.registration.checkEmail') });

/** Both mails are in the language of the registration's request. */
const confirmationMail = (token: string, locale: string) => {
  const t = translatorFor(locale);
  const company = COMPANY_NAME;
  const link = accountConfirmationLink(token, locale);
  return composeMail({
    locale,
    subject: t(msg('server.mail.confirmAccount.subject', { company })),
    blocks: [
      { kind: 'paragraph', text: t(msg('server.mail.confirmAccount.request', { company })) },
      {
        kind: 'action',
        label: t('server.mail.confirmAccount.button'),
        url: link,
        caption: t(msg('server.mail.confirmAccount.action', { link })),
      },
    ],
    footer: [t('server.mail.confirmAccount.ignore')],
  });
};

const existingAccountMail = (locale: string) => {
  const t = translatorFor(locale);
  const company = COMPANY_NAME;
  const link = signInLink(locale);
  return composeMail({
    locale,
    subject: t(msg('server.mail.accountExists.subject', { company })),
    blocks: [
      { kind: 'paragraph', text: t(msg('server.mail.accountExists.request', { company })) },
      {
        kind: 'action',
        label: t('server.mail.accountExists.button'),
        url: link,
        caption: t(msg('server.mail.accountExists.signIn', { link })),
      },
      {
        kind: 'paragraph',
        text: t(
          msg('server.mail.accountExists.resetPassword', {
            link: passwordResetRequestLink(locale),
          }),
        ),
      },
    ],
    footer: [t('server.mail.accountExists.ignore')],
  });
};

const registrationClosed = () => new HttpError(403, 'forbidden', 'server.registration.closed');

/**
 * The account of a used link, its saved language the one it was confirmed in; a second account
 * for the email is refused, also in a race.
 */
/**
 * The browser's zone, which every call of the app names (`x-pcsx-timezone`), by its current IANA
 * name; undefined when the header is missing or names no zone.
 */
const browserTimeZoneOf = (header: string | string[] | undefined): string | undefined =>
  typeof header === 'string' && isTimeZone(header) ? currentTimeZoneName(header) : undefined;

const createAccount = async (
  services: Services,
  registration: PendingRegistration,
  { language, timezone }: { language: string; timezone: string | undefined },
): Promise<UserRow> => {
  try {
    return await services.repositories.users.create({
      encId: randomBytes(6).toString('hex'),
      email: registration.email,
      passwordHash: registration.passwordHash,
      firstname: registration.firstname,
      lastname: registration.lastname,
      createdAt: isoSeconds(services.now()),
      language,
      // A new account shows times in the zone of the browser that created it until the
      // candidate picks another in Settings.
      ...(timezone === undefined ? {} : { timezone }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('server.registration.accountExists');
    throw error;
  }
};

export const registrationHandlers: Handlers<'register' | 'confirmRegistration'> = {
  register: async ({ body, request, services, caller, locale }) => {
    if (!BOOT_CONFIGS.loginSignupConfig.registrationEnabled) throw registrationClosed();
    const email = normalizeEmail(body.email);
    const nowMs = services.now();
    // Each request mails the address: limited per email (counted whether or not it has an
    // account, so being limited tells nothing) and per address, so nobody can flood an inbox.
    const { registration, registrationPerAddress } = services.limiters;
    const wait =
      (await registrationPerAddress.hit(request.ip, nowMs)) ||
      (await registration.hit(email, nowMs));
    if (wait > 0) throw rateLimited(wait);
    // Hashed whether or not the email has an account, so the time taken does not tell either.
    const passwordHash = await hashPassword(body.password);
    const owner = await services.repositories.users.findByEmail(email);
    if (owner) {
      await services.mail.sendMail({
        userId: owner.id,
        to: owner.email,
        ...(await existingAccountMail(locale)),
      });
      return registeredAnswer(locale);
    }
    const token = randomToken();
    const mail = await confirmationMail(token, locale);
    // The pending registration and its mail commit together: an answered request always has its
    // mail.
    await services.db.transaction().execute(async (trx) => {
      await createPendingRegistrationsRepository(trx).save({
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
      await services.mail.sendMail(
        { userId: null, to: email, ...mail, purpose: 'account_confirmation' },
        trx,
      );
    });
    return registeredAnswer(locale);
  },

  confirmRegistration: async ({ body, request, reply, services, caller, setCaller, locale }) => {
    const pending = createPendingRegistrationsRepository(services.db);
    const registration = await pending.findValid(sha256(body.token), services.now());
    if (!registration) {
      throw fieldFailed('token', 'server.registration.linkInvalid');
    }
    if (await services.repositories.users.findByEmail(registration.email)) {
      await pending.delete(registration.id);
      throw conflict('server.registration.accountExists');
    }
    const user = await createAccount(services, registration, {
      language: locale,
      timezone: browserTimeZoneOf(request.headers['x-pcsx-timezone']),
    });
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
      user: toSessionUser(user, await services.repositories.settings.sessionPreferencesOf(user.id)),
      csrfToken: signedIn.csrfToken,
    });
  },
};
