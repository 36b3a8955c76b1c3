import {
  buildSearchParams,
  canSortByDistance,
  filtersForLocation,
  MAP_AREA,
  SEARCH_PAGE_SIZE,
  toJobAlertCriteria,
  toLatLng,
} from './search-request';

const base = {
  query: 'engineer',
  location: 'Austin',
  start: 0,
  filters: {},
  sortBy: undefined,
  literal: [],
};

describe('buildSearchParams', () => {
  it('asks for pages of 10 in the site domain', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect(buildSearchParams(base, 'northwindlabs.com', 'en')).toEqual({
      domain: 'northwindlabs.com',
      hl: 'en',
      query: 'engineer',
      location: 'Austin',
      start: 0,
      num: 10,
    });
  });

  it('sends filters as filter_<name> arrays and ignores unknown names', () => {
    const params = buildSearchParams(
      {
        ...base,
        filters: {
          filter_department: ['Data', 'Design'],
          filter_bogus: ['x'],
          filter_seniority: [],
        },
      },
      'd',
      'en',
    );
    expect(params.filter_department).toEqual(['Data', 'Design']);
    expect(params).not.toHaveProperty('filter_bogus');
    expect(params).not.toHaveProperty('filter_seniority');
  });

  it('sends the kinds of filter read as text with a query, and no unknown kind', () => {
    const literal = ['location', 'bogus', 'remote'];
    expect(buildSearchParams({ ...base, literal }, 'd', 'en').literal).toEqual([
      'location',
      'remote',
    ]);
    expect(buildSearchParams({ ...base, query: '', literal }, 'd', 'en')).not.toHaveProperty(
      'literal',
    );
  });

  it('sends a known sort_by, and no unknown one', () => {
    expect(buildSearchParams({ ...base, sortBy: 'newest' }, 'd', 'en').sort_by).toBe('newest');
    expect(buildSearchParams({ ...base, sortBy: 'bogus' }, 'd', 'en').sort_by).toBeUndefined();
  });

  it('sorts by distance only from a place: a typed location or a marker, not a map area', () => {
    expect(canSortByDistance('Austin, TX')).toBe(true);
    expect(canSortByDistance('')).toBe(false);
    expect(canSortByDistance('  ')).toBe(false);
    expect(canSortByDistance(MAP_AREA)).toBe(false);
    expect(
      buildSearchParams({ ...base, location: 'Austin', sortBy: 'distance' }, 'd', 'en').sort_by,
    ).toBe('distance');
    expect(
      buildSearchParams({ ...base, location: '', sortBy: 'distance' }, 'd', 'en').sort_by,
    ).toBeUndefined();
  });

  it('sends no location text for Map Area: the bounds say where', () => {
    const params = buildSearchParams(
      { ...base, location: MAP_AREA, filters: { filter_map_bounds: ['30.1,-97.9', '30.5,-97.5'] } },
      'd',
      'en',
    );
    expect(params.location).toBeUndefined();
    expect(params.filter_map_bounds).toEqual(['30.1,-97.9', '30.5,-97.5']);
  });
});

describe('filtersForLocation', () => {
  it("Map Location (a marker) sets the distance filter to ['0']", () => {
    expect(
      filtersForLocation('mapLocation', { filter_department: ['Data'], filter_distance: ['25'] }),
    ).toEqual({
      filter_department: ['Data'],
      filter_distance: ['0'],
    });
  });

  it('leaving Map Location removes that distance filter', () => {
    expect(
      filtersForLocation('text', { filter_distance: ['0'], filter_department: ['Data'] }),
    ).toEqual({
      filter_department: ['Data'],
    });
    expect(filtersForLocation('text', { filter_distance: ['50'] })).toEqual({
      filter_distance: ['50'],
    });
  });

  it('Map Area sends map_bounds south-west then north-east', () => {
    expect(
      filtersForLocation('mapArea', {}, [toLatLng(30.1, -97.9), toLatLng(30.5, -97.5)]),
    ).toEqual({ filter_map_bounds: ['30.10000,-97.90000', '30.50000,-97.50000'] });
  });

  it('leaving Map Area removes the bounds', () => {
    expect(filtersForLocation('text', { filter_map_bounds: ['1,2', '3,4'] })).toEqual({});
  });
});

describe('toJobAlertCriteria', () => {
  it('names filters without their prefix and leaves out "posted within" and unknown filters', () => {
    expect(
      toJobAlertCriteria({
        query: ' engineer ',
        location: 'Austin, TX',
        filters: {
          filter_department: ['Data'],
          filter_posted_within: ['7'],
          filter_unknown: ['x'],
          filter_work_location_option: [],
        },
        literal: [],
      }),
    ).toEqual({
      query: 'engineer',
      location: 'Austin, TX',
      filters: { department: ['Data'] },
      mapArea: null,
    });
  });

  it('saves a map area as its edges, with no location', () => {
    expect(
      toJobAlertCriteria({
        query: 'designer',
        location: MAP_AREA,
        filters: { filter_map_bounds: ['51.30000,-0.50000', '51.70000,0.30000'] },
        literal: [],
      }),
    ).toEqual({
      query: 'designer',
      location: '',
      filters: {},
      mapArea: { north: 51.7, south: 51.3, east: 0.3, west: -0.5 },
    });
  });

  it('keeps the kinds read as text with a query, and only known ones', () => {
    const search = { location: '', filters: {}, literal: ['location', 'bogus'] };
    expect(toJobAlertCriteria({ ...search, query: 'engineer austin' }).literal).toEqual([
      'location',
    ]);
    expect(toJobAlertCriteria({ ...search, query: '' })).not.toHaveProperty('literal');
  });
});
