import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FILTER_CHANGE_DEBOUNCE_MS } from '../../shared/search-request';
import { useSearchState } from './use-search-state';

const renderSearchState = (initialUrl: string) => {
  let currentUrl = initialUrl;
  const LocationProbe = () => {
    const location = useLocation();
    currentUrl = `${location.pathname}${location.search}`;
    return null;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialUrl]}>
      <LocationProbe />
      <Routes>
        <Route path="/careers/search" element={children} />
        <Route path="/careers/:query?/:location?" element={children} />
      </Routes>
    </MemoryRouter>
  );
  const hook = renderHook(() => useSearchState(), { wrapper });
  return { ...hook, url: () => new URL(currentUrl, 'http://localhost') };
};

describe('useSearchState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads path values with dashes as spaces', () => {
    const { result } = renderSearchState('/careers/data-engineer/new_york');
    expect(result.current.url.query).toBe('data engineer');
    expect(result.current.url.location).toBe('new york');
  });

  it('shows a filter change at once, clears the selection, and searches after 1000 ms', () => {
    const { result, url } = renderSearchState('/careers/search?query=nurse&start=20&pid=7');
    act(() => result.current.setFilter('filter_department', ['Care']));
    expect(result.current.filters).toEqual({ filter_department: ['Care'] });
    expect(result.current.hasPendingFilters).toBe(true);
    act(() => {
      vi.advanceTimersByTime(FILTER_CHANGE_DEBOUNCE_MS - 1);
    });
    expect(url().searchParams.get('filter_department')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(url().searchParams.get('filter_department')).toBe('Care');
    expect(url().searchParams.get('start')).toBeNull();
    expect(url().searchParams.get('pid')).toBeNull();
    expect(url().searchParams.get('query')).toBe('nurse');
  });

  it('coalesces filter changes made within the debounce', () => {
    const { result, url } = renderSearchState('/careers/search');
    act(() => result.current.setFilter('filter_department', ['Care']));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    act(() => result.current.setFilter('filter_seniority', ['Senior']));
    act(() => {
      vi.advanceTimersByTime(FILTER_CHANGE_DEBOUNCE_MS);
    });
    expect(url().searchParams.get('filter_department')).toBe('Care');
    expect(url().searchParams.get('filter_seniority')).toBe('Senior');
  });

  it('clears filters at once, dropping a pending change', () => {
    const { result, url } = renderSearchState(
      '/careers/search?filter_department=Care&start=10&pid=3',
    );
    act(() => result.current.setFilter('filter_seniority', ['Senior']));
    act(() => result.current.clearFilters());
    expect(url().search).toBe('');
    act(() => {
      vi.advanceTimersByTime(FILTER_CHANGE_DEBOUNCE_MS);
    });
    expect(url().search).toBe('');
  });

  it('a new query resets paging, selection and sort, and keeps filters', () => {
    const { result, url } = renderSearchState(
      '/careers/search?query=nurse&start=30&pid=5&sort_by=newest&filter_department=Care',
    );
    act(() => result.current.search('doctor', ''));
    expect(url().searchParams.get('query')).toBe('doctor');
    expect(url().searchParams.get('start')).toBeNull();
    expect(url().searchParams.get('pid')).toBeNull();
    expect(url().searchParams.get('sort_by')).toBeNull();
    expect(url().searchParams.get('filter_department')).toBe('Care');
  });

  it('reads new words afresh: the kinds read as text last time go with a new query', () => {
    const { result, url } = renderSearchState(
      '/careers/search?query=nurse+austin&literal=location',
    );
    act(() => result.current.search('nurse austin', 'Boston'));
    expect(url().searchParams.get('literal')).toBe('location');
    act(() => result.current.search('doctor austin', 'Boston'));
    expect(url().searchParams.get('literal')).toBeNull();
  });

  it('Map Area searches by bounds; a marker pins distance 0; typing a place drops both', () => {
    const { result, url } = renderSearchState('/careers/search?query=nurse');
    act(() => result.current.searchMap('mapArea', { bounds: ['30.1,-97.9', '30.5,-97.5'] }));
    expect(url().searchParams.get('location')).toBe('Map Area');
    expect(url().searchParams.get('filter_map_bounds')).toBe('30.1,-97.9,30.5,-97.5');
    expect(result.current.url.filters.filter_map_bounds).toEqual(['30.1,-97.9', '30.5,-97.5']);
    act(() => result.current.searchMap('mapLocation', { location: 'Austin, TX, US' }));
    expect(url().searchParams.get('location')).toBe('Austin, TX, US');
    expect(url().searchParams.get('filter_distance')).toBe('0');
    expect(url().searchParams.get('filter_map_bounds')).toBeNull();
    act(() => result.current.search('nurse', 'Boston'));
    expect(url().searchParams.get('filter_distance')).toBeNull();
  });

  it('keeps utm and referral params through every change', () => {
    const { result, url } = renderSearchState('/careers/search?utm_source=mail&src=board');
    act(() => result.current.search('nurse', ''));
    act(() => result.current.setPage(10));
    expect(url().searchParams.get('utm_source')).toBe('mail');
    expect(url().searchParams.get('src')).toBe('board');
  });

  it('refresh resets everything', () => {
    const { result, url } = renderSearchState('/careers/search?query=nurse&filter_department=Care');
    act(() => result.current.reset());
    expect(url().search).toBe('');
  });
});
