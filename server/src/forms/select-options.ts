import type { components } from '../../../generated/server/pcsx';
import { SOURCE_LOCALE, translate, type MessageId } from '../i18n/messages';
import { SEED_SENIORITY_LEVELS } from '../seed/roles';
import { SUPPORTED_LANGUAGES } from '../site';

type SelectOption = components['schemas']['SelectOption'];

const options = (entries: readonly (readonly [string, string])[]): SelectOption[] =>
  entries.map(([value, label]) => ({ value, label }));

const COUNTRIES = options([
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['NL', 'Netherlands'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['CH', 'Switzerland'],
  ['SE', 'Sweden'],
  ['PL', 'Poland'],
  ['IN', 'India'],
  ['SG', 'Singapore'],
  ['JP', 'Japan'],
  ['AU', 'Australia'],
]);

/** Regions by country code: the `parent_value` of dependent region/state fields. */
const REGIONS: Readonly<Record<string, SelectOption[]>> = {
  US: options([
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ]),
  CA: options([
    ['AB', 'Alberta'],
    ['BC', 'British Columbia'],
    ['MB', 'Manitoba'],
    ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'],
    ['NT', 'Northwest Territories'],
    ['NU', 'Nunavut'],
    ['ON', 'Ontario'],
    ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'],
    ['YT', 'Yukon'],
  ]),
  GB: options([
    ['ENG', 'England'],
    ['NIR', 'Northern Ireland'],
    ['SCT', 'Scotland'],
    ['WLS', 'Wales'],
  ]),
  AU: options([
    ['ACT', 'Australian Capital Territory'],
    ['NSW', 'New South Wales'],
    ['NT', 'Northern Territory'],
    ['QLD', 'Queensland'],
    ['SA', 'South Australia'],
    ['TAS', 'Tasmania'],
    ['VIC', 'Victoria'],
    ['WA', 'Western Australia'],
  ]),
  IN: options([
    ['DL', 'Delhi'],
    ['GJ', 'Gujarat'],
    ['KA', 'Karnataka'],
    ['MH', 'Maharashtra'],
    ['TG', 'Telangana'],
    ['TN', 'Tamil Nadu'],
    ['UP', 'Uttar Pradesh'],
    ['WB', 'West Bengal'],
  ]),
};

const STATIC_SOURCES: Readonly<Record<string, SelectOption[]>> = {
  calling_codes: options([
    ['+1', '+1 (US, CA)'],
    ['+44', '+44 (GB)'],
    ['+353', '+353 (IE)'],
    ['+49', '+49 (DE)'],
    ['+33', '+33 (FR)'],
    ['+34', '+34 (ES)'],
    ['+31', '+31 (NL)'],
    ['+91', '+91 (IN)'],
    ['+65', '+65 (SG)'],
    ['+81', '+81 (JP)'],
    ['+61', '+61 (AU)'],
    ['+52', '+52 (MX)'],
    ['+55', '+55 (BR)'],
  ]),
};

/** Fixed lists whose labels are the server's words, worded in the request's language. */
const WORDED_SOURCES: Readonly<Record<string, readonly (readonly [string, MessageId])[]>> = {
  employment_types: [
    ['Full-time', 'server.forms.option.employmentType.fullTime'],
    ['Part-time', 'server.forms.option.employmentType.partTime'],
    ['Contract', 'server.forms.option.employmentType.contract'],
    ['Temporary', 'server.forms.option.employmentType.temporary'],
    ['Internship', 'server.forms.option.employmentType.internship'],
  ],
  work_location_options: [
    ['onsite', 'server.search.option.onsite'],
    ['hybrid', 'server.search.option.hybrid'],
    ['remote', 'server.search.option.remote'],
  ],
  filing_statuses: [
    ['single', 'server.forms.option.filingStatus.single'],
    ['married_jointly', 'server.forms.option.filingStatus.marriedJointly'],
    ['head_of_household', 'server.forms.option.filingStatus.headOfHousehold'],
  ],
  relationships: [
    ['spouse', 'server.forms.option.relationship.spouse'],
    ['partner', 'server.forms.option.relationship.partner'],
    ['parent', 'server.forms.option.relationship.parent'],
    ['sibling', 'server.forms.option.relationship.sibling'],
    ['child', 'server.forms.option.relationship.child'],
    ['friend', 'server.forms.option.relationship.friend'],
    ['other', 'server.forms.option.relationship.other'],
  ],
  work_authorization: [
    ['citizen', 'server.forms.option.workAuthorization.citizen'],
    ['permanent_resident', 'server.forms.option.workAuthorization.permanentResident'],
    ['visa', 'server.forms.option.workAuthorization.visa'],
    ['needs_sponsorship', 'server.forms.option.workAuthorization.needsSponsorship'],
  ],
};

/** Country names in the locale (CLDR's, through `Intl.DisplayNames`); the list above in English. */
const countriesIn = (locale: string): SelectOption[] => {
  if (locale === SOURCE_LOCALE) return COUNTRIES;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return COUNTRIES.map(({ value, label }) => ({ value, label: names.of(value) ?? label }));
};

/**
 * A source's options, or null for an unknown source. Regions and states depend on a country code
 * (`parent`); departments are those of the positions; the rest are fixed lists.
 */
export const selectOptions = async (
  source: string,
  parent: string,
  departments: () => Promise<string[]>,
  locale: string = SOURCE_LOCALE,
): Promise<SelectOption[] | null> => {
  switch (source) {
    case 'countries':
      return countriesIn(locale);
    case 'states':
    case 'regions':
      return REGIONS[parent] ?? [];
    case 'departments':
      return (await departments()).map((name) => ({ value: name, label: name }));
    case 'seniority_levels':
      return SEED_SENIORITY_LEVELS.map((level) => ({ value: level, label: level }));
    case 'languages':
      return SUPPORTED_LANGUAGES.map(({ code, label }) => ({ value: code, label }));
    default:
      // Own keys only: `constructor` or `__proto__` must not find Object.prototype's members.
      if (Object.hasOwn(WORDED_SOURCES, source)) {
        return (WORDED_SOURCES[source] ?? []).map(([value, label]) => ({
          value,
          label: translate(locale, label),
        }));
      }
      return Object.hasOwn(STATIC_SOURCES, source) ? (STATIC_SOURCES[source] ?? null) : null;
  }
};
