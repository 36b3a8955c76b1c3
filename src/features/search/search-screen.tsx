import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, type SyntheticEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSearchPositions } from '@generated/api/search/search';
import { useSession } from '../../api/session';
import { parseSearchUrl, toSearchParams } from '../../lib/search-url';
import { PositionCard } from '../../ui/position-card';
import { showToast } from '../../ui/toast/toast-store';

export const SEARCH_PAGE_SIZE = 10;

const textOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' ? value.trim() : '';

/** Job search: the URL is the state, so reloading any search URL restores the same screen. */
export const SearchScreen = () => {
  const { domain } = useSession();
  const formId = useId();
  const pathValues = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseSearchUrl(searchParams, pathValues);
  const search = useSearchPositions(
    {
      domain,
      query: state.query || undefined,
      location: state.location || undefined,
      start: state.start,
      num: SEARCH_PAGE_SIZE,
    },
    { query: { placeholderData: keepPreviousData } },
  );

  useEffect(() => {
    if (search.isError) {
      showToast({
        message: 'Failed to load positions',
        position: 'top-center',
        durationMs: 2000,
        closable: false,
        variant: 'disruptive',
      });
    }
  }, [search.isError]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearchParams(
      toSearchParams({
        ...state,
        query: textOf(form.get('query')),
        location: textOf(form.get('location')),
        start: 0,
        pid: undefined,
      }),
    );
  };

  const goTo = (start: number) =>
    setSearchParams(toSearchParams({ ...state, start, pid: undefined }));
  const count = search.data?.count ?? 0;
  const positions = search.data?.positions ?? [];

  return (
    <section>
      <h1>Search jobs</h1>
      <form
        role="search"
        className="search-form"
        onSubmit={onSubmit}
        key={`${state.query}|${state.location}`}
      >
        <label htmlFor={`${formId}-query`}>Job title, skill or keyword</label>
        <input id={`${formId}-query`} name="query" type="search" defaultValue={state.query} />
        <label htmlFor={`${formId}-location`}>Location</label>
        <input
          id={`${formId}-location`}
          name="location"
          type="search"
          defaultValue={state.location}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <p role="status" aria-live="polite">
        {search.isPending ? 'Loading jobs…' : `${count} ${count === 1 ? 'job' : 'jobs'} found`}
      </p>
      <ul className="card-list">
        {positions.map((position) => (
          <li key={position.id}>
            <PositionCard position={position} />
          </li>
        ))}
      </ul>
      {count > SEARCH_PAGE_SIZE && (
        <nav aria-label="Result pages" className="pager">
          <button
            type="button"
            className="button"
            disabled={state.start === 0}
            onClick={() => goTo(Math.max(0, state.start - SEARCH_PAGE_SIZE))}
          >
            Previous
          </button>
          <span>
            {state.start + 1}–{Math.min(state.start + SEARCH_PAGE_SIZE, count)} of {count}
          </span>
          <button
            type="button"
            className="button"
            disabled={state.start + SEARCH_PAGE_SIZE >= count}
            onClick={() => goTo(state.start + SEARCH_PAGE_SIZE)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
};
