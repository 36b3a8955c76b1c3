import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

interface MapState {
  zoom: number;
  lat: number;
  lng: number;
  bounds: { south: number; west: number; north: number; east: number };
}

declare global {
  interface Window {
    /** Whether the job map is panning or zooming (its animations run to an end). */
    jobMapMoving?: boolean;
    /** The job map, caught by the init script below through Leaflet's public init hook. */
    jobMap?: {
      on: (type: string, listener: () => void) => void;
      getZoom: () => number;
      getCenter: () => { lat: number; lng: number };
      getBounds: () => {
        getSouth: () => number;
        getWest: () => number;
        getNorth: () => number;
        getEast: () => number;
      };
    };
  }
}

/**
 * Leaflet announces itself as `window.L` when its module runs; the hook keeps a handle on every
 * map it makes, so the tests can read the view the user sees (no instrumentation in the app),
 * and on whether it is still moving.
 */
const catchLeafletMaps = async (page: Page) => {
  await page.addInitScript(() => {
    let leaflet: unknown;
    Object.defineProperty(window, 'L', {
      configurable: true,
      get: () => leaflet,
      set: (value: { Map: { addInitHook: (hook: () => void) => void } }) => {
        leaflet = value;
        value.Map.addInitHook(function (this: NonNullable<Window['jobMap']>) {
          window.jobMap = this;
          this.on('movestart', () => (window.jobMapMoving = true));
          this.on('moveend', () => (window.jobMapMoving = false));
        });
      },
    });
  });
};

/** The map's view once it has come to rest; null while it moves or before it exists. */
const mapState = (page: Page): Promise<MapState | null> =>
  page.evaluate(() => {
    const map = window.jobMap;
    if (!map || window.jobMapMoving) return null;
    const center = map.getCenter();
    const bounds = map.getBounds();
    return {
      zoom: map.getZoom(),
      lat: center.lat,
      lng: center.lng,
      bounds: {
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      },
    };
  });

const settledState = async (page: Page): Promise<MapState> => {
  let state: MapState | null = null;
  await expect
    .poll(async () => {
      state = await mapState(page);
      return state;
    })
    .not.toBeNull();
  return state as unknown as MapState;
};

const jobMap = (page: Page) => page.getByRole('region', { name: 'Job map' });
const clusterMarkers = (page: Page) =>
  jobMap(page).getByRole('button', { name: /jobs? in [\d,]+ places?, zoom in$/ });
const placeMarkers = (page: Page) =>
  jobMap(page).getByRole('button', { name: /^[\d,]+ jobs? in (?!.*zoom in$)/ });
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /jobs? found/ });
const jobCount = async (page: Page) =>
  Number(((await countText(page).textContent()) ?? '').replace(/\D/g, ''));

/** Zooms in from the keyboard, a step at a time, to where the major cities are named. */
const zoomInToCities = async (page: Page) => {
  await jobMap(page).focus();
  for (let state = await settledState(page); state.zoom < 3; state = await settledState(page)) {
    await page.keyboard.press('+');
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(state.zoom);
  }
};

/** Opens the map for a search and waits for its markers. */
const openMap = async (page: Page, search: string) => {
  await page.goto(`/careers/search?${search}`);
  await expect(page).toHaveURL(/pid=\d+/);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/tab=map/);
  await expect(jobMap(page).locator('.map-marker').first()).toBeVisible();
  return settledState(page);
};

/** A 1×1 PNG: the tile the stand-in tile server answers with. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Serves the search page with a tile server configured in its inline boot data, as a site that
 * has one would; the tiles come from this origin, answered by `answerTile`.
 */
const withTileServer = async (page: Page, answerTile: 'tile' | 'missing') => {
  await page.route('**/careers/search?*', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = (await response.text()).replace(
      '"mapTilesUrl":null',
      `"mapTilesUrl":"${new URL(route.request().url()).origin}/test-tiles/{z}/{x}/{y}.png"`,
    );
    await route.fulfill({ response, headers, body });
  });
  await page.route('**/test-tiles/**', (route) =>
    answerTile === 'tile'
      ? route.fulfill({ contentType: 'image/png', body: TILE_PNG })
      : route.fulfill({ status: 404, body: '' }),
  );
};

test.describe('the job map (Leaflet) against the reference server', () => {
  const offSite: string[] = [];

  test.beforeEach(async ({ page }) => {
    offSite.length = 0;
    await page.setViewportSize({ width: 1366, height: 900 });
    await catchLeafletMaps(page);
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.hostname !== '127.0.0.1') {
        offSite.push(request.url());
      }
    });
  });

  test.afterEach(() => {
    // Tiles, fonts and marker images are all bundled: nothing leaves the machine.
    expect(offSite).toEqual([]);
  });

  test('drag, wheel, keyboard and the zoom control move and zoom the map; axe finds nothing', async ({
    page,
  }) => {
    const start = await openMap(page, 'query=engineer');
    await expectNoAxeViolations(page);

    // Dragging the map to the right shows what lies to the west.
    const box = await jobMap(page).boundingBox();
    if (!box) throw new Error('The map has no box');
    // Start on the water of the South Pacific, away from every marker.
    await page.mouse.move(box.x + 20, box.y + box.height - 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height - 60, { steps: 8 });
    await page.mouse.move(box.x + 220, box.y + box.height - 80, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await mapState(page))?.lng).toBeLessThan(start.lng - 1);

    // The wheel zooms in around the pointer.
    const beforeWheel = await settledState(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(beforeWheel.zoom);

    // The keyboard: the map takes focus, arrows pan, + and - zoom.
    await jobMap(page).focus();
    await expect(jobMap(page)).toBeFocused();
    const beforeKeys = await settledState(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await mapState(page))?.lng).toBeGreaterThan(beforeKeys.lng);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await mapState(page))?.lat).toBeLessThan(beforeKeys.lat);
    await page.keyboard.press('+');
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(beforeKeys.zoom);
    const zoomedIn = await settledState(page);
    await page.keyboard.press('-');
    await expect.poll(async () => (await mapState(page))?.zoom).toBeLessThan(zoomedIn.zoom);

    // Leaflet's zoom control, named from our messages.
    const beforeButton = await settledState(page);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(beforeButton.zoom);
  });

  test('axe finds nothing on a phone with the map open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page, 'query=engineer');
    await expectNoAxeViolations(page);
  });

  test('a cluster zooms in to where it splits, from the mouse and the keyboard', async ({
    page,
  }) => {
    const start = await openMap(page, 'query=engineer');
    const cluster = clusterMarkers(page).first();
    await expect(cluster).toBeVisible();
    await cluster.click();
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(start.zoom);

    const afterClick = await settledState(page);
    const next = clusterMarkers(page).first();
    await expect(next).toBeVisible();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(afterClick.zoom);
    // The marker that zoomed the map away leaves the keyboard on the map.
    await expect(jobMap(page)).toBeFocused();
  });

  test('place markers read naturally and search at their place', async ({ page }) => {
    await openMap(page, 'query=engineer&location=Tokyo');
    const tokyo = placeMarkers(page).filter({ hasText: /\d/ }).first();
    await expect(tokyo).toHaveAccessibleName(/^[\d,]+ jobs? in Tokyo, Japan$/);
    // No marker is named in the wire form ("Tokyo, 13, JP").
    for (const name of await placeMarkers(page).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    )) {
      expect(name).not.toMatch(/, [A-Z0-9]{1,3}, [A-Z]{2}$/);
    }

    await tokyo.click();
    await expect(page).toHaveURL(/location=Tokyo%2C\+13%2C\+JP|location=Tokyo,\+13,\+JP/);
    await expect(page).toHaveURL(/filter_distance=0/);
    await expect(countText(page)).toHaveText(/jobs? found/);
  });

  test('“Search this area” sends the view south-west then north-east and narrows the results', async ({
    page,
  }) => {
    const start = await openMap(page, 'query=engineer');
    const worldCount = await jobCount(page);

    // Zoom in on the first cluster so the area is smaller than the world.
    await clusterMarkers(page).first().click();
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(start.zoom);
    const view = await settledState(page);

    const searchRequest = page.waitForRequest(
      (request) =>
        request.url().includes('/api/pcsx/search?') &&
        new URL(request.url()).searchParams.has('filter_map_bounds'),
    );
    await page.getByRole('button', { name: 'Search this area' }).click();
    const sent = new URL((await searchRequest).url()).searchParams.getAll('filter_map_bounds');
    expect(sent).toHaveLength(2);
    const [[south, west], [north, east]] = sent.map((pair) => pair.split(',').map(Number)) as [
      [number, number],
      [number, number],
    ];
    expect(south).toBeCloseTo(view.bounds.south, 3);
    expect(west).toBeCloseTo(view.bounds.west, 3);
    expect(north).toBeCloseTo(view.bounds.north, 3);
    expect(east).toBeCloseTo(view.bounds.east, 3);

    await expect(page).toHaveURL(/location=Map\+Area/);
    await expect(page).toHaveURL(/filter_map_bounds=/);
    await expect.poll(() => jobCount(page)).toBeLessThan(worldCount);
    await expect(jobMap(page).locator('.map-marker').first()).toBeVisible();
    // The map keeps the view that was searched.
    const after = await settledState(page);
    expect(after.zoom).toBe(view.zoom);
  });

  test('a reload forgets the map area: the location is empty and the whole search comes back', async ({
    page,
  }) => {
    const start = await openMap(page, 'query=engineer');
    const worldCount = await jobCount(page);
    await clusterMarkers(page).first().click();
    await expect.poll(async () => (await mapState(page))?.zoom).toBeGreaterThan(start.zoom);
    await settledState(page);
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/location=Map\+Area/);
    await expect.poll(() => jobCount(page)).toBeLessThan(worldCount);

    const searchesAfterReload: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pcsx/search?')) searchesAfterReload.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    await expect.poll(() => jobCount(page)).toBe(worldCount);
    expect(searchesAfterReload.some((url) => url.includes('filter_map_bounds'))).toBe(false);
    // The next step of the search writes the reset state back to the address.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/start=10/);
    await expect(page).not.toHaveURL(/location=Map|filter_map_bounds/);
  });

  test('an area with no jobs leaves no filter heading without options', async ({ page }) => {
    await openMap(page, 'query=engineer');
    // The area searched is moved to the open South Pacific, where no job is.
    await page.route(/\/api\/pcsx\/(search|map_locations)\?/, (route) => {
      const url = new URL(route.request().url());
      if (!url.searchParams.has('filter_map_bounds')) return route.continue();
      url.searchParams.delete('filter_map_bounds');
      url.searchParams.append('filter_map_bounds', '-40.00000,-140.00000');
      url.searchParams.append('filter_map_bounds', '-30.00000,-130.00000');
      return route.continue({ url: url.toString() });
    });
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(countText(page)).toHaveText('0 jobs found');
    const filters = page.getByRole('complementary', { name: 'Search filters' });
    await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
    const emptyHeadings = await filters
      .locator('fieldset, .filter-panel__select')
      .evaluateAll((groups) =>
        groups
          .filter(
            (group) =>
              group.querySelectorAll('input, option:not([value=""])').length === 0 &&
              group.checkVisibility(),
          )
          .map((group) => group.textContent),
      );
    expect(emptyHeadings).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('tiles come from the configured tile server, over the drawn map', async ({ page }) => {
    await withTileServer(page, 'tile');
    await openMap(page, 'query=engineer');
    const tiles = jobMap(page).locator('img.leaflet-tile-loaded');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.first().getAttribute('src')).toMatch(/\/test-tiles\/\d+\/\d+\/\d+\.png$/);
    // The tiles carry their own place names.
    await zoomInToCities(page);
    await expect(jobMap(page).locator('.map-city-label')).toHaveCount(0);
  });

  test('an unreachable tile server leaves the drawn map, with its city names', async ({ page }) => {
    await withTileServer(page, 'missing');
    await openMap(page, 'query=engineer');
    await expect(jobMap(page).locator('img.leaflet-tile')).toHaveCount(0);
    await zoomInToCities(page);
    await expect(jobMap(page).getByText('Tokyo', { exact: true })).toBeAttached();
  });
});
