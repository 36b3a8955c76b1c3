import type { components } from '../../../generated/server/pcsx';
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
  countries: COUNTRIES,
  employment_types: options([
    ['Full-time', 'Full-time'],
    ['Part-time', 'Part-time'],
    ['Contract', 'Contract'],
    ['Temporary', 'Temporary'],
    ['Internship', 'Internship'],
  ]),
  work_location_options: options([
    ['onsite', 'On-site'],
    ['hybrid', 'Hybrid'],
    ['remote', 'Remote'],
  ]),
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
  filing_statuses: options([
    ['single', 'Single or married filing separately'],
    ['married_jointly', 'Married filing jointly'],
    ['head_of_household', 'Head of household'],
  ]),
  relationships: options([
    ['spouse', 'Spouse'],
    ['partner', 'Partner'],
    ['parent', 'Parent'],
    ['sibling', 'Sibling'],
    ['child', 'Child'],
    ['friend', 'Friend'],
    ['other', 'Other'],
  ]),
  work_authorization: options([
    ['citizen', 'Citizen or national'],
    ['permanent_resident', 'Permanent resident'],
    ['visa', 'Work visa'],
    ['needs_sponsorship', 'Will need sponsorship'],
  ]),
};

/**
 * A source's options, or null for an unknown source. Regions and states depend on a country code
 * (`parent`); departments are those of the positions; the rest are fixed lists.
 */
export const selectOptions = async (
  source: string,
  parent: string,
  departments: () => Promise<string[]>,
): Promise<SelectOption[] | null> => {
  switch (source) {
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
      return Object.hasOwn(STATIC_SOURCES, source) ? (STATIC_SOURCES[source] ?? null) : null;
  }
};
