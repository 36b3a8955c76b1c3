// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { getGetBootDataResponseMock } from '@generated/api/boot/boot.faker';
import type { PositionSummary } from '@generated/api/models';
import { bootDataQueryOptions } from '../../api/session';
import { ResultsList } from './results-list';

const POSITION: PositionSummary = {
  id: 1009,
  displayJobId: 'NWL-1009',
  name: 'Staff Data Scientist & "Lead"',
  locations: ['Austin, Texas, United States'],
  standardizedLocations: ['Austin, TX, US', 'Berlin, BE, DE', 'London, ENG, GB'],
  postedTs: 1_762_000_000,
  creationTs: 1_762_000_000,
  department: 'Data',
  businessUnit: 'Platform',
  workLocationOption: 'hybrid',
  locationFlexibility: null,
  atsJobId: 'REQ-1009',
  positionUrl: '/careers/job/1009',
  employmentType: 'Full-time',
  seniority: 'Staff',
  isSaved: false,
};

/** The app's results list as React draws it for a visitor on `path`, in static markup. */
const appMarkup = (positions: PositionSummary[], path: string): string => {
  const client = new QueryClient();
  client.setQueryData(bootDataQueryOptions().queryKey, {
    ...getGetBootDataResponseMock().data,
    user: null,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <StaticRouter location={path}>
        <ResultsList positions={positions} selectedId={undefined} onSelect={() => {}} />
      </StaticRouter>
    </QueryClientProvider>,
  );
};

/**
 * The server's first paint (`server/src/html/first-paint.ts`). The app's type build does not hold
 * server code, so the module is loaded by its address and its one function typed here.
 */
const { renderFirstPaint } = (await import(
  /* @vite-ignore */ new URL('../../../server/src/html/first-paint.ts', import.meta.url).href
)) as {
  renderFirstPaint: (
    route: 'search',
    companyName: string,
    locale: string,
    content: { results: PositionSummary[]; hl: string | null },
  ) => string;
};

/** The results list in the server's first paint. */
const firstPaintMarkup = (positions: PositionSummary[], hl: string | null): string =>
  /<ol class="results-list">.*<\/ol>/.exec(
    renderFirstPaint('search', 'Acme', 'en', { results: positions, hl }),
  )?.[0] ?? '';

describe('results list', () => {
  test.each([
    ['a job in several places', [POSITION], null],
    ['a job the candidate applied to', [{ ...POSITION, hasApplied: true }], null],
    ['jobs on a page with its own language', [POSITION, { ...POSITION, id: 7 }], 'en'],
  ])(
    'draws %s as the server’s first paint does, so nothing moves when the app takes over',
    (_, positions, hl) => {
      const app = appMarkup(
        positions,
        hl === null ? '/careers/search' : `/careers/search?hl=${hl}`,
      );
      expect(app).toContain('Staff Data Scientist &amp; &quot;Lead&quot;');
      expect(app).toBe(firstPaintMarkup(positions, hl));
    },
  );
});
