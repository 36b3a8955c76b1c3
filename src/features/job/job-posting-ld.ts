/* eslint-disable lingui/no-unlocalized-strings -- schema.org vocabulary for search engines, not UI text */
import type { PositionDetails } from '@generated/api/models';

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'full time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  'part time': 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
};

const SALARY_UNITS: Record<string, string> = {
  year: 'YEAR',
  month: 'MONTH',
  week: 'WEEK',
  day: 'DAY',
  hour: 'HOUR',
};

/** 'Austin, TX, US' → a schema.org PostalAddress. */
const toAddress = (standardized: string) => {
  const [locality, region, country] = standardized.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
};

/** schema.org JobPosting for search engines (Google for Jobs reads these fields). */
export const buildJobPostingLd = (
  position: PositionDetails,
  companyName: string,
  siteUrl: string,
) => {
  const employmentType = EMPLOYMENT_TYPES[position.employmentType.toLowerCase()];
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.name,
    description: position.jobDescription,
    inLanguage: position.language,
    identifier: { '@type': 'PropertyValue', name: companyName, value: position.displayJobId },
    datePosted: new Date(position.postedTs * 1000).toISOString(),
    ...(position.validThrough ? { validThrough: position.validThrough } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: companyName, sameAs: siteUrl },
    jobLocation: position.standardizedLocations.map((location) => ({
      '@type': 'Place',
      address: toAddress(location),
    })),
    ...(position.workLocationOption === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: position.standardizedLocations
            .map((location) => location.split(',').pop()?.trim())
            .filter((country): country is string => Boolean(country))
            .map((country) => ({ '@type': 'Country', name: country })),
        }
      : {}),
    ...(position.salaryRange
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: position.salaryRange.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: position.salaryRange.min,
              maxValue: position.salaryRange.max,
              unitText: SALARY_UNITS[position.salaryRange.period] ?? 'YEAR',
            },
          },
        }
      : {}),
    url: position.publicUrl,
  };
};

/** JSON safe to place inside a <script> element. */
export const toScriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');
