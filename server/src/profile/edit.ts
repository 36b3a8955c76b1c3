import type { components } from '../../../generated/server/pcsx';
import type { ListSections } from '../db/repositories/profiles';
import { fieldError, validationFailed } from '../http/errors';
import type { FieldProblem, SchemaCheck } from '../http/field-problems';
import { msg } from '../i18n/messages';
import { isEmail } from '../lib/email';
import { isRecord, type JsonObject } from '../lib/json';

type UserProfile = components['schemas']['UserProfile'];
type ProfileEditRequest = components['schemas']['ProfileEditRequest'];
type PhoneValue = components['schemas']['PhoneValue'];
type DateRange = components['schemas']['DateRange'];

/** What an edit changes: profile columns, user names or email. */
export interface ProfileChanges {
  profile: {
    phone?: PhoneValue | null;
    location?: string | null;
    avatar?: string | null;
    headline?: string | null;
    skills?: string[];
  } & Partial<ListSections>;
  names: { firstname?: string; lastname?: string };
  email?: string;
}

const fail = (fields: FieldProblem[]): never => {
  throw validationFailed('server.profile.invalidRequest', fields);
};

const PHONE_NUMBER = /^[0-9()-]+$/;

const monthIndex = (value: string): number => {
  const [month = '0', year = '0'] = value.split('/');
  return Number(year) * 12 + Number(month);
};

/**
 * A date range needs an end unless it is current, and must not end before it starts; on top of
 * the schema's format check.
 */
const checkDateRange = (range: DateRange, name: string): FieldProblem[] => {
  if (!range.isCurrent && range.endDate === null)
    return [{ name, message: 'server.profile.dateRangeIncomplete' }];
  if (range.endDate !== null && monthIndex(range.endDate) < monthIndex(range.startDate)) {
    return [{ name, message: 'server.profile.endBeforeStart' }];
  }
  return [];
};

const checkPhone = (phone: unknown, name: string, check: SchemaCheck): FieldProblem[] => {
  if (phone === null) return [];
  const problems = check('PhoneValue', phone, name);
  if (problems.length > 0) return [{ name, message: 'server.profile.phoneInvalid' }];
  return isRecord(phone) &&
    typeof phone.number === 'string' &&
    PHONE_NUMBER.test(phone.number.replace(/\s+/g, ''))
    ? []
    : [{ name: `${name}.number`, message: 'server.profile.phoneInvalid' }];
};

const allowOnly = (value: JsonObject, keys: readonly string[]): FieldProblem[] =>
  Object.keys(value)
    .filter((key) => !keys.includes(key))
    .map((key) => ({
      name: `op_data.value.${key}`,
      message: msg('server.profile.notAField', { field: key }),
    }));

const optionalText = (value: JsonObject, key: string, required: boolean): FieldProblem[] => {
  if (!(key in value)) return [];
  const text = value[key];
  if (text === null && !required) return [];
  if (typeof text !== 'string' || (required && text.trim() === '')) {
    return [
      {
        name: `op_data.value.${key}`,
        message: msg(required ? 'server.validation.required' : 'server.validation.text', {
          field: key,
        }),
      },
    ];
  }
  return [];
};

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const LIST_SCHEMAS = {
  experience: 'ExperienceEntry',
  education: 'EducationEntry',
  links: 'ProfileLink',
} as const;

/** The most entries a list section holds (the `maxItems` of `UserProfile` in the contract). */
export const MAX_LIST_ENTRIES = { experience: 30, education: 20, links: 20 } as const;
/** The most skills a profile holds (the `maxItems` of `SkillList` and `UserProfile.skills`). */
export const MAX_SKILLS = 100;

/** Moves one entry to another position; the others keep their order. */
const moveEntry = <T>(entries: readonly T[], from: number, to: number): T[] => {
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/**
 * Applies one `profile_edit` operation to the profile: validates the section data (422 with
 * per-field problems) and returns what to store.
 */
export const applyProfileEdit = (
  profile: UserProfile,
  edit: ProfileEditRequest,
  check: SchemaCheck,
): ProfileChanges => {
  const { op_section: section, operation } = edit;
  const value: unknown = edit.op_data.value;
  const index = edit.op_data.index ?? null;

  if (section === 'basic_info' || section === 'contact') {
    if (operation !== 'update') {
      return fail([{ name: 'operation', message: msg('server.profile.updateOnly', { section }) }]);
    }
    if (!isRecord(value))
      return fail([
        {
          name: 'op_data.value',
          message: msg('server.validation.object', { field: 'op_data.value' }),
        },
      ]);
    if (section === 'basic_info') {
      const unknown = allowOnly(value, ['firstname', 'lastname', 'headline', 'location']);
      if (unknown.length > 0) fail(unknown);
      const problems = [
        ...optionalText(value, 'firstname', true),
        ...optionalText(value, 'lastname', true),
        ...optionalText(value, 'headline', false),
        ...optionalText(value, 'location', false),
      ];
      if (problems.length > 0) fail(problems);
      const limits = check('BasicInfoValue', value, 'op_data.value');
      if (limits.length > 0) fail(limits);
      return {
        profile: {
          ...('headline' in value ? { headline: textOrNull(value.headline) } : {}),
          ...('location' in value ? { location: textOrNull(value.location) } : {}),
        },
        names: {
          ...(typeof value.firstname === 'string' ? { firstname: value.firstname.trim() } : {}),
          ...(typeof value.lastname === 'string' ? { lastname: value.lastname.trim() } : {}),
        },
      };
    }
    const problems: FieldProblem[] = [
      ...allowOnly(value, ['email', 'phone']),
      ...('email' in value &&
      (typeof value.email !== 'string' ||
        !isEmail(value.email.trim()) ||
        check('ContactValue', { email: value.email }, 'op_data.value').length > 0)
        ? [fieldError('op_data.value.email', 'server.validation.email')]
        : []),
      ...('phone' in value ? checkPhone(value.phone, 'op_data.value.phone', check) : []),
    ];
    if (problems.length > 0) fail(problems);
    const phone = value.phone;
    return {
      profile:
        'phone' in value
          ? {
              phone: isRecord(phone)
                ? {
                    callingCode: String(phone.callingCode),
                    number: String(phone.number).replace(/\s+/g, ''),
                    selectedCountryCode: String(phone.selectedCountryCode),
                  }
                : null,
            }
          : {},
      names: {},
      ...(typeof value.email === 'string' ? { email: value.email.trim() } : {}),
    };
  }

  if (section === 'skills') {
    if (operation === 'move') {
      return fail([{ name: 'operation', message: 'server.profile.skillsCannotMove' }]);
    }
    const skills = Array.isArray(value) ? value : null;
    if (!skills || skills.some((skill) => typeof skill !== 'string' || skill.trim() === '')) {
      return fail([{ name: 'op_data.value', message: 'server.profile.skillsInvalid' }]);
    }
    const limits = check('SkillList', skills, 'op_data.value');
    if (limits.length > 0) fail(limits);
    const names = (skills as string[]).map((skill) => skill.trim());
    const lower = new Set(names.map((skill) => skill.toLowerCase()));
    const next =
      operation === 'add'
        ? [
            ...profile.skills,
            ...names.filter(
              (skill) => !profile.skills.some((own) => own.toLowerCase() === skill.toLowerCase()),
            ),
          ]
        : operation === 'delete'
          ? profile.skills.filter((skill) => !lower.has(skill.toLowerCase()))
          : [...new Map(names.map((skill) => [skill.toLowerCase(), skill])).values()];
    if (next.length > MAX_SKILLS) {
      return fail([
        {
          name: 'op_data.value',
          message: msg('server.profile.tooManySkills', { max: MAX_SKILLS }),
        },
      ]);
    }
    return { profile: { skills: next }, names: {} };
  }

  const entries: unknown[] = [...profile[section]];
  const needsIndex = operation !== 'add';
  if (needsIndex && (index === null || index >= entries.length)) {
    return fail([
      {
        name: 'op_data.index',
        message: msg('server.profile.indexOutOfRange', { count: entries.length }),
      },
    ]);
  }
  if (operation === 'add' && entries.length >= MAX_LIST_ENTRIES[section]) {
    return fail([
      {
        name: 'op_data.value',
        message: msg('server.profile.sectionFull', { max: MAX_LIST_ENTRIES[section] }),
      },
    ]);
  }
  if (operation === 'move') {
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 0 ||
      value >= entries.length ||
      index === null
    ) {
      return fail([
        {
          name: 'op_data.value',
          message: msg('server.profile.moveTargetInvalid', { last: entries.length - 1 }),
        },
      ]);
    }
    return { profile: { [section]: moveEntry(entries, index, value) }, names: {} };
  }
  if (operation !== 'delete') {
    const problems = check(LIST_SCHEMAS[section], value, 'op_data.value');
    if (
      problems.length === 0 &&
      isRecord(value) &&
      isRecord(value.dateRange) &&
      section !== 'links'
    ) {
      problems.push(...checkDateRange(value.dateRange as DateRange, 'op_data.value.dateRange'));
    }
    if (problems.length > 0) fail(problems);
  }
  if (operation === 'add') entries.push(value);
  else if (index !== null && operation === 'update') entries[index] = value;
  else if (index !== null) entries.splice(index, 1);
  // Entries were validated against the contract schema of the section just above.
  return { profile: { [section]: entries }, names: {} };
};
