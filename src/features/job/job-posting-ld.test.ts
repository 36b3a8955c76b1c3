import type { PositionDetails } from '@generated/api/models';
import { buildJobPostingLd, toScriptJson } from './job-posting-ld';

const position: PositionDetails = {
  id: 1000,
  displayJobId: 'NWL-1000',
  name: 'Senior Data Engineer',
  locations: ['Austin, Texas, United States'],
  standardizedLocations: ['Austin, TX, US'],
  postedTs: 1767225600,
  creationTs: 1767225600,
  department: 'Data',
  businessUnit: 'Platform',
  workLocationOption: 'remote',
  locationFlexibility: null,
  atsJobId: 'R-1000',
  positionUrl: '/careers/job/1000',
  employmentType: 'Full-time',
  seniority: 'Senior',
  isSaved: false,
  jobDescription: '<p>Build pipelines.</p>',
  language: 'en',
  publicUrl: 'https://careers.northwindlabs.com/careers/job/1000',
  skills: ['SQL'],
  salaryRange: { min: 150000, max: 190000, currency: 'USD', period: 'year' },
  validThrough: '2027-01-31T00:00:00Z',
  hiringManager: null,
  positionUserActions: { isSaved: false, hasApplied: false },
  locationCoordinates: [],
};

describe('buildJobPostingLd', () => {
  it('describes the job as a schema.org JobPosting', () => {
    const ld = buildJobPostingLd(position, 'Northwind Labs', 'https://northwindlabs.com');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Data Engineer',
      description: '<p>Build pipelines.</p>',
      inLanguage: 'en',
      datePosted: '2026-01-01T00:00:00.000Z',
      validThrough: '2027-01-31T00:00:00Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Labs' },
      jobLocation: [
        {
          '@type': 'Place',
          address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
        },
      ],
      jobLocationType: 'TELECOMMUTE',
      baseSalary: {
        currency: 'USD',
        value: { minValue: 150000, maxValue: 190000, unitText: 'YEAR' },
      },
    });
  });

  it('leaves out TELECOMMUTE for on-site jobs', () => {
    const ld = buildJobPostingLd(
      { ...position, workLocationOption: 'onsite' },
      'N',
      'https://n.com',
    );
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('escapes markup so the JSON cannot close its script element', () => {
    expect(toScriptJson({ html: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
