import type { components } from '../../../../generated/server/pcsx';
import { currentTimeZoneName } from '../../../../src/shared/time-zones';
import type { Db } from '../database';

type CandidateSettings = components['schemas']['CandidateSettings'];
type CandidateSettingsUpdate = components['schemas']['CandidateSettingsUpdate'];

const flag = (value: boolean | undefined): number | undefined =>
  value === undefined ? undefined : value ? 1 : 0;

export const createSettingsRepository = (db: Db) => ({
  /**
   * The user's saved UI language and time zone (by its current IANA name), as the session
   * carries them; English and UTC for an account without settings.
   */
  sessionPreferencesOf: async (userId: number): Promise<{ language: string; timezone: string }> => {
    const row = await db
      .selectFrom('settings')
      .select(['language', 'timezone'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      language: row?.language ?? 'en',
      timezone: row ? currentTimeZoneName(row.timezone) : 'UTC',
    };
  },

  get: async (userId: number): Promise<CandidateSettings | undefined> => {
    const row = await db
      .selectFrom('settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row
      ? {
          language: row.language,
          timezone: currentTimeZoneName(row.timezone),
          emailNotifications: {
            jobAlerts: row.email_job_alerts === 1,
            applicationUpdates: row.email_application_updates === 1,
            marketing: row.email_marketing === 1,
            offers: row.email_offers === 1,
            interviews: row.email_interviews === 1,
            forms: row.email_forms === 1,
            draftsClosing: row.email_drafts_closing === 1,
            savedJobsClosing: row.email_saved_jobs_closing === 1,
          },
          inAppNotifications: row.in_app_notifications === 1,
          profileVisibility: row.profile_visibility,
        }
      : undefined;
  },

  /** Changes only what the update names; nested email settings are merged key by key. */
  update: async (userId: number, update: CandidateSettingsUpdate): Promise<void> => {
    const changes = Object.fromEntries(
      Object.entries({
        language: update.language,
        timezone: update.timezone === undefined ? undefined : currentTimeZoneName(update.timezone),
        email_job_alerts: flag(update.emailNotifications?.jobAlerts),
        email_application_updates: flag(update.emailNotifications?.applicationUpdates),
        email_marketing: flag(update.emailNotifications?.marketing),
        email_offers: flag(update.emailNotifications?.offers),
        email_interviews: flag(update.emailNotifications?.interviews),
        email_forms: flag(update.emailNotifications?.forms),
        email_drafts_closing: flag(update.emailNotifications?.draftsClosing),
        email_saved_jobs_closing: flag(update.emailNotifications?.savedJobsClosing),
        in_app_notifications: flag(update.inAppNotifications),
        profile_visibility: update.profileVisibility,
      }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length === 0) return;
    await db.updateTable('settings').set(changes).where('user_id', '=', userId).execute();
  },
});

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
