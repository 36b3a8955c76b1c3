import type { components } from '../../../generated/server/pcsx';
import { msg, SOURCE_LOCALE, translate, type Message, type MessageId } from '../i18n/messages';

type FilterDef = components['schemas']['FilterDef'];

/** The search filters' names as the filter panel shows them. */
const FILTER_LABELS: Readonly<Record<string, MessageId>> = {
  department: 'server.search.filter.department',
  business_unit: 'server.search.filter.businessUnit',
  employment_type: 'server.search.filter.employmentType',
  seniority: 'server.search.filter.seniority',
  work_location_option: 'server.search.filter.workLocation',
  career_discipline: 'server.search.filter.careerDiscipline',
  roletype: 'server.search.filter.roleType',
  profession: 'server.search.filter.profession',
  posted_within: 'server.search.filter.datePosted',
  include_remote: 'server.search.filter.includeRemote',
  distance: 'server.search.filter.distance',
};

const WORK_LOCATION_LABELS: Readonly<Record<string, MessageId>> = {
  onsite: 'server.search.option.onsite',
  hybrid: 'server.search.option.hybrid',
  remote: 'server.search.option.remote',
};

/** Employment types as the employer's system names them, worded like the forms' options. */
const EMPLOYMENT_TYPE_LABELS: Readonly<Record<string, MessageId>> = {
  'Full-time': 'server.forms.option.employmentType.fullTime',
  'Part-time': 'server.forms.option.employmentType.partTime',
  Contract: 'server.forms.option.employmentType.contract',
  Temporary: 'server.forms.option.employmentType.temporary',
  Internship: 'server.forms.option.employmentType.internship',
};

/** The levels and role types of the employer's system (in English), as the filters name them. */
const SENIORITY_LABELS: Readonly<Record<string, MessageId>> = {
  Intern: 'server.search.option.seniority.intern',
  Associate: 'server.search.option.seniority.associate',
  'Mid-level': 'server.search.option.seniority.midLevel',
  Senior: 'server.search.option.seniority.senior',
  Staff: 'server.search.option.seniority.staff',
  Principal: 'server.search.option.seniority.principal',
  Manager: 'server.search.option.seniority.manager',
  Director: 'server.search.option.seniority.director',
};
const ROLE_TYPE_LABELS: Readonly<Record<string, MessageId>> = {
  'Individual contributor': 'server.search.option.roleType.individualContributor',
  'People manager': 'server.search.option.roleType.peopleManager',
};

/** The meanings of the search filters file (`[remote] …`), as a chip names a filter read from text. */
const UNDERSTOOD_MEANING_LABELS: Readonly<Record<string, MessageId>> = {
  remote: 'server.search.option.remote',
  'entry-level': 'server.search.understood.entryLevel',
  'full-time': 'server.search.understood.fullTime',
  'part-time': 'server.search.understood.partTime',
  contract: 'server.search.understood.contract',
  temporary: 'server.search.understood.temporary',
  internship: 'server.search.understood.internship',
};

/** Whether the page has words for a meaning of the search filters file. */
export const isWordedMeaning = (name: string): boolean =>
  Object.hasOwn(UNDERSTOOD_MEANING_LABELS, name);

/** A meaning's words, if the page has them (the file is checked at start). */
export const understoodMeaningLabel = (name: string): MessageId | null =>
  ownEntry(UNDERSTOOD_MEANING_LABELS, name);

/** `posted_within` values are days. */
const POSTED_WITHIN_LABELS: Readonly<Record<string, MessageId>> = {
  '1': 'server.search.option.past24Hours',
  '7': 'server.search.option.pastWeek',
  '30': 'server.search.option.pastMonth',
};

/** Own keys only: a filter value such as `valueOf` must not find Object.prototype's members. */
const ownEntry = (table: Readonly<Record<string, MessageId>>, key: string): MessageId | null =>
  Object.hasOwn(table, key) ? (table[key] ?? null) : null;

/** A filter's label, or its name for a filter without one. */
export const filterLabel = (name: string, locale: string = SOURCE_LOCALE): string => {
  const id = ownEntry(FILTER_LABELS, name);
  return id === null ? name : translate(locale, id);
};

/**
 * An option's label: the server's words for fixed options (work locations, employment types,
 * seniority levels, role types, posting periods, the remote toggle, distances); otherwise the
 * value itself (a department, a profession), which is the employer's own wording.
 */
export const filterOptionLabel = (
  filterName: string,
  value: string,
  locale: string = SOURCE_LOCALE,
): string => {
  let message: Message | null = null;
  if (filterName === 'work_location_option') message = ownEntry(WORK_LOCATION_LABELS, value);
  else if (filterName === 'employment_type') message = ownEntry(EMPLOYMENT_TYPE_LABELS, value);
  else if (filterName === 'seniority') message = ownEntry(SENIORITY_LABELS, value);
  else if (filterName === 'roletype') message = ownEntry(ROLE_TYPE_LABELS, value);
  else if (filterName === 'posted_within') message = ownEntry(POSTED_WITHIN_LABELS, value);
  else if (filterName === 'include_remote') message = 'server.search.filter.includeRemote';
  else if (filterName === 'distance') message = msg('server.search.option.miles', { miles: value });
  return message === null ? value : translate(locale, message);
};

/**
 * A search answer's filters worded in the locale. The engine words them in English (its results
 * are cached for every visitor); other locales get a copy.
 */
export const localizeFilterDef = (filterDef: FilterDef[], locale: string): FilterDef[] =>
  locale === SOURCE_LOCALE
    ? filterDef
    : filterDef.map((filter) => ({
        ...filter,
        label: filterLabel(filter.name, locale),
        options: filter.options.map((option) => ({
          ...option,
          label: filterOptionLabel(filter.name, option.value, locale),
        })),
      }));
