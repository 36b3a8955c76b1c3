import { parseSearchUrl, readPathValue, toSearchParams } from './search-url';

describe('parseSearchUrl', () => {
  it('reads every search param of the spec', () => {
    const state = parseSearchUrl(
      new URLSearchParams(
        'query=data%20engineer&location=Austin&start=20&pid=1001-data-engineer&sort_by=newest&tab=map&domain=northwindlabs.com&show_login_modal=1&filter_department=Data,Design&filter_work_location_option=remote',
      ),
    );
    expect(state).toEqual({
      query: 'data engineer',
      location: 'Austin',
      start: 20,
      pid: 1001,
      sortBy: 'newest',
      tab: 'map',
      domain: 'northwindlabs.com',
      showLoginModal: true,
      filters: {
        filter_department: ['Data', 'Design'],
        filter_work_location_option: ['remote'],
      },
      literal: [],
      passThrough: {},
    });
  });

  it('reads dashes and underscores in path values as spaces', () => {
    expect(readPathValue('data-engineer')).toBe('data engineer');
    expect(readPathValue('new_york--city')).toBe('new york city');
    const state = parseSearchUrl(new URLSearchParams(), {
      query: 'software-engineer',
      location: 'san_francisco',
    });
    expect(state.query).toBe('software engineer');
    expect(state.location).toBe('san francisco');
  });

  it("resets 'Map Location' and 'Map Area' when booting from a URL", () => {
    expect(parseSearchUrl(new URLSearchParams('location=Map%20Area')).location).toBe('');
    expect(parseSearchUrl(new URLSearchParams(), { location: 'Map-Location' }).location).toBe('');
  });

  it('drops the filters of the map with its locations when booting, and only then', () => {
    const area = new URLSearchParams(
      'location=Map%20Area&filter_map_bounds=30.1,-97.9,30.5,-97.5&filter_department=Design',
    );
    expect(parseSearchUrl(area).filters).toEqual({ filter_department: ['Design'] });
    expect(parseSearchUrl(area, {}, { isBoot: false })).toMatchObject({
      location: 'Map Area',
      filters: { filter_map_bounds: ['30.1,-97.9', '30.5,-97.5'], filter_department: ['Design'] },
    });
    const marker = new URLSearchParams('location=Map%20Location&filter_distance=0');
    expect(parseSearchUrl(marker).filters).toEqual({});
    // A distance typed with a place is the candidate's own choice, kept.
    expect(
      parseSearchUrl(new URLSearchParams('location=Austin&filter_distance=25')).filters,
    ).toEqual({ filter_distance: ['25'] });
  });

  it('accepts only 1 or true for show_login_modal', () => {
    expect(parseSearchUrl(new URLSearchParams('show_login_modal=true')).showLoginModal).toBe(true);
    expect(parseSearchUrl(new URLSearchParams('show_login_modal=yes')).showLoginModal).toBe(false);
  });

  it('keeps utm and tracked referral params as pass-through', () => {
    const state = parseSearchUrl(
      new URLSearchParams('utm_source=mail&utm_medium=x&src=board&referral_token=t1&other=1'),
    );
    expect(state.passThrough).toEqual({
      utm_source: 'mail',
      utm_medium: 'x',
      src: 'board',
      referral_token: 't1',
    });
  });

  it('reads map bounds back as two lat,lng strings, south-west then north-east', () => {
    const inApp = { isBoot: false };
    const state = parseSearchUrl(
      new URLSearchParams('location=Map%20Area&filter_map_bounds=30.1,-97.9,30.5,-97.5'),
      {},
      inApp,
    );
    expect(state.filters.filter_map_bounds).toEqual(['30.1,-97.9', '30.5,-97.5']);
    expect(parseSearchUrl(toSearchParams(state), {}, inApp).filters).toEqual(state.filters);
    expect(
      parseSearchUrl(new URLSearchParams('filter_map_bounds=1,2,x'), {}, inApp).filters,
    ).toEqual({});
  });

  it('never fails on malformed input', () => {
    const state = parseSearchUrl(
      new URLSearchParams('start=-5&pid=abc&filter_=x&filter_department=,,&sort_by='),
      { query: '%E0%A4%A', location: undefined },
    );
    expect(state.start).toBe(0);
    expect(state.pid).toBeUndefined();
    expect(state.filters).toEqual({});
    expect(state.sortBy).toBeUndefined();
    expect(state.query).toBe('%E0%A4%A');
  });

  it('round-trips through toSearchParams', () => {
    const search =
      'query=nurse&location=Boston&start=10&pid=7&sort_by=newest&filter_department=Care%2CData&literal=remote%2Clocation&utm_source=mail';
    const state = parseSearchUrl(new URLSearchParams(search));
    expect(state.literal).toEqual(['location', 'remote']);
    expect(parseSearchUrl(toSearchParams(state))).toEqual(state);
  });
});
