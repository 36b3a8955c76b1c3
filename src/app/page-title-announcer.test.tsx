import { act, screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router-dom';
import { renderRoutes } from '../forms/test-utils';
import { usePageTitle } from '../ui/page-title';
import { PageTitleAnnouncer } from './page-title-announcer';

/** The shell's part: one announcer for every page, after it, told which page is showing. */
const Layout = () => {
  const { pathname } = useLocation();
  return (
    <>
      <Outlet />
      <PageTitleAnnouncer pageId={pathname === '/careers/offers' ? 'offers' : 'jobs'} />
    </>
  );
};

/** A screen whose title waits for its data, as the job page does. */
const JobTitle = ({ name }: { name: string | null }) => {
  usePageTitle(name === null ? null : `${name} – Northwind Labs careers`);
  return null;
};

const renderPages = (path: string) =>
  renderRoutes(
    [
      {
        path: '/careers',
        element: <Layout />,
        children: [
          { path: 'search', element: null },
          { path: 'offers', element: null },
          { path: 'job/1', element: <JobTitle name="Data Engineer" /> },
          { path: 'job/2', element: <JobTitle name={null} /> },
        ],
      },
    ],
    path,
  );

const announcer = () => screen.getByTestId('page-title-announcer');

describe('page titles', () => {
  test('each page has its title; a navigation reads the new one out, the first load does not', async () => {
    const { router } = renderPages('/careers/search?query=nurse');
    await waitFor(() => expect(document.title).toBe('Search jobs – Northwind Labs careers'));
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toBeEmptyDOMElement();

    await act(() => router.navigate('/careers/offers'));
    expect(document.title).toBe('Offers – Northwind Labs careers');
    expect(announcer()).toHaveTextContent('Offers – Northwind Labs careers');

    await act(() => router.navigate('/careers/job/1'));
    expect(document.title).toBe('Data Engineer – Northwind Labs careers');
    expect(announcer()).toHaveTextContent('Data Engineer – Northwind Labs careers');
  });

  test('moving within the search page keeps its title and says nothing', async () => {
    const { router } = renderPages('/careers/search?query=nurse');
    await waitFor(() => expect(document.title).toBe('Search jobs – Northwind Labs careers'));
    await act(() => router.navigate('/careers/search?query=nurse&pid=7'));
    expect(announcer()).toBeEmptyDOMElement();
  });

  test('a title still being worked out leaves the old one in place', async () => {
    const { router } = renderPages('/careers/offers');
    await waitFor(() => expect(document.title).toBe('Offers – Northwind Labs careers'));
    await act(() => router.navigate('/careers/job/2'));
    expect(document.title).toBe('Offers – Northwind Labs careers');
    expect(announcer()).toBeEmptyDOMElement();
  });
});
