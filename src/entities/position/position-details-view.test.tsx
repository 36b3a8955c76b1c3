import { Suspense, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { PositionDetails, PositionSummary } from '@generated/api/models';
import { PositionDetailsView } from './position-details-view';

/** The view reads the session (the candidate's time zone dates the posting). */
const renderView = (view: ReactElement) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Suspense fallback={null}>{view}</Suspense>
    </QueryClientProvider>,
  );

const germanPosting: PositionDetails = {
  id: 1049,
  displayJobId: 'NWL-1049',
  name: 'Softwareentwickler (m/w/d) Frontend',
  locations: ['Berlin, Berlin, Germany'],
  standardizedLocations: ['Berlin, BE, DE'],
  postedTs: 1767225600,
  creationTs: 1767225600,
  department: 'Engineering',
  businessUnit: 'Platform',
  workLocationOption: 'hybrid',
  locationFlexibility: null,
  atsJobId: 'R-30343',
  positionUrl: '/careers/job/1049',
  employmentType: 'Full-time',
  seniority: 'Mid-level',
  isSaved: false,
  jobDescription:
    '<p>Als Softwareentwickler im Team Platform gestaltest du mit uns die Logistik.</p>',
  language: 'de',
  publicUrl: 'https://careers.northwindlabs.com/careers/job/1049',
  skills: ['React'],
  salaryRange: null,
  validThrough: null,
  hiringManager: null,
  positionUserActions: { isSaved: false, hasApplied: false },
  locationCoordinates: [],
};

describe('position details', () => {
  test('mark the title and description of a local posting with its language', async () => {
    renderView(<PositionDetailsView position={germanPosting} headingLevel={1} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Softwareentwickler (m/w/d) Frontend' }),
    ).toHaveAttribute('lang', 'de');
    const description = await screen.findByText(/gestaltest du mit uns die Logistik/);
    expect(description.closest('.job-description')).toHaveAttribute('lang', 'de');
  });

  test('leave the language to the page while only the summary is loaded', async () => {
    const summary: PositionSummary = {
      id: germanPosting.id,
      displayJobId: germanPosting.displayJobId,
      name: germanPosting.name,
      locations: germanPosting.locations,
      standardizedLocations: germanPosting.standardizedLocations,
      postedTs: germanPosting.postedTs,
      creationTs: germanPosting.creationTs,
      department: germanPosting.department,
      businessUnit: germanPosting.businessUnit,
      workLocationOption: germanPosting.workLocationOption,
      locationFlexibility: germanPosting.locationFlexibility,
      atsJobId: germanPosting.atsJobId,
      positionUrl: germanPosting.positionUrl,
      employmentType: germanPosting.employmentType,
      seniority: germanPosting.seniority,
      isSaved: germanPosting.isSaved,
    };
    renderView(<PositionDetailsView position={summary} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  });
});
