import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import type { ExperienceEntry, ParsedResume, UserProfile } from '@generated/api/models';
import { server } from '../../../test/msw-server';
import { createTestQueryClient } from '../../../forms/test-utils';
import { ResumeReview } from './resume-review';

const entry = (title: string, company: string): ExperienceEntry => ({
  title,
  company,
  dateRange: { startDate: '06/2021', endDate: null, isCurrent: true },
  description: null,
});

const PARSED: ParsedResume = {
  hasText: true,
  firstname: null,
  lastname: null,
  email: null,
  phone: { selectedCountryCode: 'US', callingCode: '+1', number: '512-555-0148' },
  location: null,
  skillGroups: [],
  experience: [entry('Frontend Engineer', 'Contoso'), entry('Web Developer', 'Fabrikam')],
  education: [],
};

const PROFILE: UserProfile = {
  encId: 'c9f2e4a7b1d3',
  email: 'jordan.alvarez@example.com',
  firstname: 'Jordan',
  lastname: 'Alvarez',
  phone: { selectedCountryCode: 'US', callingCode: '+1', number: '512-555-0100' },
  location: null,
  avatar: null,
  hasResume: true,
  resume: null,
  headline: null,
  skills: [],
  experience: [],
  education: [],
  links: [],
};

describe('resume review', () => {
  test('applies only the ticked items still listed once the profile has changed', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/pcsx/resumes/7/apply', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 200, data: PROFILE });
      }),
    );
    const client = createTestQueryClient();
    const onDone = vi.fn();
    const review = (profile: UserProfile) => (
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <ResumeReview resumeId={7} parsed={PARSED} profile={profile} onDone={onDone} />
        </Suspense>
      </QueryClientProvider>
    );
    const { rerender } = render(review(PROFILE));
    expect(await screen.findByLabelText('Phone: +1 512-555-0148')).not.toBeChecked();
    expect(screen.getByLabelText(/^Frontend Engineer/)).toBeChecked();
    expect(screen.getByLabelText(/^Web Developer/)).toBeChecked();

    // Another tab added the first entry: it leaves the review, and is not applied again.
    rerender(review({ ...PROFILE, experience: [entry('Frontend Engineer', 'Contoso')] }));
    expect(screen.queryByLabelText(/^Frontend Engineer/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to my profile' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(body).toMatchObject({ experience: [1], phone: false });
  });
});
