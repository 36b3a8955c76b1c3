import type { components } from '../../../../generated/server/pcsx';
import type { Db } from '../database';
import type { UserRow } from '../schema';
import { isUniqueViolation } from '../../http/errors';

type SessionUser = components['schemas']['SessionUser'];

export interface NewUser {
  encId: string;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  isAdmin?: boolean;
  isThemeBuilder?: boolean;
  isOnboarded?: boolean;
  isBootstrapped?: boolean;
  createdAt: string;
  /** The IANA zone the account was created in; America/Chicago when not given. */
  timezone?: string;
  /** The UI language the account was created in; English when not given. */
  language?: string;
}

/** The signed-in user as answers show them, with their saved UI language and time zone. */
export const toSessionUser = (
  user: UserRow,
  { language, timezone }: Pick<SessionUser, 'language' | 'timezone'>,
): SessionUser => ({
  encId: user.enc_id,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  is_admin: user.is_admin === 1,
  isThemeBuilderUser: user.is_theme_builder === 1,
  language,
  timezone,
});

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const createUsersRepository = (db: Db) => ({
  findByEmail: (email: string): Promise<UserRow | undefined> =>
    db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst(),

  findById: (id: number): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Creates the account with an empty profile and default settings, atomically. */
  create: (user: NewUser): Promise<UserRow> =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          enc_id: user.encId,
          email: normalizeEmail(user.email),
          password_hash: user.passwordHash,
          firstname: user.firstname,
          lastname: user.lastname,
          is_admin: user.isAdmin === true ? 1 : 0,
          is_theme_builder: user.isThemeBuilder === true ? 1 : 0,
          is_onboarded: user.isOnboarded === true ? 1 : 0,
          is_bootstrapped: user.isBootstrapped === true ? 1 : 0,
          onboarding_preferences: null,
          created_at: user.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('profiles')
        .values({ user_id: row.id, updated_at: user.createdAt })
        .execute();
      await trx
        .insertInto('settings')
        .values({
          user_id: row.id,
          language: user.language ?? 'en',
          timezone: user.timezone ?? 'America/Chicago',
          email_job_alerts: 1,
          email_application_updates: 1,
          email_marketing: 0,
          in_app_notifications: 1,
          profile_visibility: 'recruiters_only',
        })
        .execute();
      return row;
    }),

  completeOnboarding: async (userId: number, preferences: unknown): Promise<void> => {
    await db
      .updateTable('users')
      .set({
        is_onboarded: 1,
        is_bootstrapped: 1,
        ...(preferences === undefined
          ? {}
          : { onboarding_preferences: JSON.stringify(preferences) }),
      })
      .where('id', '=', userId)
      .execute();
  },

  updateNames: async (
    userId: number,
    names: { firstname?: string; lastname?: string },
  ): Promise<void> => {
    if (names.firstname === undefined && names.lastname === undefined) return;
    await db.updateTable('users').set(names).where('id', '=', userId).execute();
  },

  updatePasswordHash: async (userId: number, passwordHash: string): Promise<void> => {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .execute();
  },

  /** Changes the sign-in email; false when another account already uses it. */
  updateEmail: async (userId: number, email: string): Promise<boolean> => {
    const normalized = normalizeEmail(email);
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', normalized)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (taken) return false;
    try {
      await db.updateTable('users').set({ email: normalized }).where('id', '=', userId).execute();
    } catch (error) {
      // Another account took the email between the look and the write.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    return true;
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
