import type { components } from '../../../../generated/server/pcsx';
import { isRecord, isStringArray, parseStoredJson } from '../../lib/json';
import type { Db } from '../database';

type UserProfile = components['schemas']['UserProfile'];
type PhoneValue = components['schemas']['PhoneValue'];
type ExperienceEntry = components['schemas']['ExperienceEntry'];
type EducationEntry = components['schemas']['EducationEntry'];
type ProfileLink = components['schemas']['ProfileLink'];

export type ListSection = 'experience' | 'education' | 'links';
export interface ListSections {
  experience: ExperienceEntry[];
  education: EducationEntry[];
  links: ProfileLink[];
}

export interface StoredResume {
  fileName: string;
  contentType: string;
  content: Buffer;
  uploadedAt: string;
}

/** Lists are written only after validation against the contract, so an array is trusted. */
const storedList = <T>(text: string, what: string): T[] => {
  const value = parseStoredJson(text, what);
  return Array.isArray(value) ? (value as T[]) : [];
};

const storedPhone = (text: string | null): PhoneValue | null => {
  if (text === null) return null;
  const value = parseStoredJson(text, 'phone');
  return isRecord(value) &&
    typeof value.callingCode === 'string' &&
    typeof value.number === 'string' &&
    typeof value.selectedCountryCode === 'string'
    ? {
        callingCode: value.callingCode,
        number: value.number,
        selectedCountryCode: value.selectedCountryCode,
      }
    : null;
};

export const createProfilesRepository = (db: Db) => {
  return {
    /** The whole profile of a user, or undefined for an unknown user. */
    get: async (userId: number): Promise<UserProfile | undefined> => {
      const row = await db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select([
          'u.enc_id',
          'u.email',
          'u.firstname',
          'u.lastname',
          'p.phone',
          'p.location',
          'p.avatar',
          'p.headline',
          'p.skills',
          'p.experience',
          'p.education',
          'p.links',
        ])
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const resume = await db
        .selectFrom('resumes')
        .select(['file_name', 'size_bytes', 'uploaded_at'])
        .where('user_id', '=', userId)
        .where('is_primary', '=', 1)
        .executeTakeFirst();
      const skills = parseStoredJson(row.skills, 'profile skills');
      return {
        encId: row.enc_id,
        email: row.email,
        firstname: row.firstname,
        lastname: row.lastname,
        phone: storedPhone(row.phone),
        location: row.location,
        avatar: row.avatar,
        hasResume: resume !== undefined,
        resume: resume
          ? {
              fileName: resume.file_name,
              uploadedAt: resume.uploaded_at,
              sizeBytes: resume.size_bytes,
            }
          : null,
        headline: row.headline,
        skills: isStringArray(skills) ? skills : [],
        experience: storedList<ExperienceEntry>(row.experience, 'experience'),
        education: storedList<EducationEntry>(row.education, 'education'),
        links: storedList<ProfileLink>(row.links, 'links'),
      };
    },

    update: async (
      userId: number,
      changes: {
        phone?: PhoneValue | null;
        location?: string | null;
        avatar?: string | null;
        headline?: string | null;
        skills?: string[];
      } & Partial<ListSections>,
      nowIso: string,
    ): Promise<void> => {
      const set: Record<string, string | null> = { updated_at: nowIso };
      if (changes.phone !== undefined)
        set.phone = changes.phone === null ? null : JSON.stringify(changes.phone);
      if (changes.location !== undefined) set.location = changes.location;
      if (changes.avatar !== undefined) set.avatar = changes.avatar;
      if (changes.headline !== undefined) set.headline = changes.headline;
      if (changes.skills !== undefined) set.skills = JSON.stringify(changes.skills);
      if (changes.experience !== undefined) set.experience = JSON.stringify(changes.experience);
      if (changes.education !== undefined) set.education = JSON.stringify(changes.education);
      if (changes.links !== undefined) set.links = JSON.stringify(changes.links);
      await db.updateTable('profiles').set(set).where('user_id', '=', userId).execute();
    },

    /**
     * Sets the location of a profile that has none, in one statement: a location the candidate
     * saves meanwhile is never replaced.
     */
    fillEmptyLocation: async (userId: number, location: string, nowIso: string): Promise<void> => {
      await db
        .updateTable('profiles')
        .set({ location, updated_at: nowIso })
        .where('user_id', '=', userId)
        .where('location', 'is', null)
        .execute();
    },

    /** The resume the profile shows and applications send. */
    primaryResume: async (userId: number): Promise<StoredResume | undefined> => {
      const row = await db
        .selectFrom('resumes')
        .select(['file_name', 'uploaded_at', 'content_type', 'content'])
        .where('user_id', '=', userId)
        .where('is_primary', '=', 1)
        .executeTakeFirst();
      return row
        ? {
            fileName: row.file_name,
            contentType: row.content_type,
            content: row.content,
            uploadedAt: row.uploaded_at,
          }
        : undefined;
    },
  };
};

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
