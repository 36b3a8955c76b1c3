import type { MultiPolygon, Polygon } from 'geojson';
import {
  clusterStyle,
  graticuleLines,
  graticuleStep,
  MAX_LATITUDE,
  markerStyle,
  minZoomToFill,
  searchAreaBounds,
  wrapPolygons,
} from './map-math';

describe('clusterStyle', () => {
  it.each([
    [1, 4],
    [2, 1],
    [9, 1],
    [10, 2],
    [59, 2],
    [60, 3],
    [5000, 3],
  ])('a count of %i gets style %i', (count, style) => {
    expect(clusterStyle(count)).toBe(style);
  });
});

describe('markerStyle', () => {
  it('gives one place style 4, whatever its number of jobs', () => {
    expect(markerStyle(1, 1)).toBe(4);
    expect(markerStyle(1, 250)).toBe(4);
  });

  it('styles a cluster of places by its number of jobs', () => {
    expect(markerStyle(2, 5)).toBe(1);
    expect(markerStyle(3, 12)).toBe(2);
    expect(markerStyle(40, 900)).toBe(3);
  });
});

describe('minZoomToFill', () => {
  it.each([
    [390, 480, 1],
    [800, 480, 2],
    [1100, 480, 3],
    [0, 0, 1],
  ])('a %i×%i map starts at zoom %i', (width, height, zoom) => {
    expect(minZoomToFill(width, height)).toBe(zoom);
  });
});

describe('searchAreaBounds', () => {
  it('gives south-west, then north-east, as lat,lng', () => {
    expect(searchAreaBounds({ south: 30.1, west: -98.2, north: 30.5, east: -97.4 })).toEqual([
      '30.10000,-98.20000',
      '30.50000,-97.40000',
    ]);
  });

  it('keeps the area inside the world', () => {
    const [southWest, northEast] = searchAreaBounds({
      south: -89,
      west: -200,
      north: 89,
      east: 190,
    });
    expect(southWest).toBe(`${(-MAX_LATITUDE).toFixed(5)},-180.00000`);
    expect(northEast).toBe(`${MAX_LATITUDE.toFixed(5)},180.00000`);
  });
});

describe('wrapPolygons', () => {
  it('leaves a polygon that does not cross the antimeridian as it is', () => {
    const square: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 0],
        ],
      ],
    };
    expect(wrapPolygons(square)).toEqual({
      type: 'MultiPolygon',
      coordinates: [square.coordinates],
    });
  });

  it('draws an island across the antimeridian on both edges, with no line across the world', () => {
    const island: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [178, -16],
            [-178, -16],
            [-178, -18],
            [178, -18],
            [178, -16],
          ],
        ],
      ],
    };
    const { coordinates } = wrapPolygons(island);
    expect(coordinates).toHaveLength(2);
    const longitudes = coordinates.map(([ring = []]) => ring.map(([lng]) => lng));
    expect(longitudes).toEqual([
      [178, 182, 182, 178, 178],
      [-182, -178, -178, -182, -182],
    ]);
    coordinates.flat().forEach((ring) => {
      ring.forEach(([lng = 0], index) => {
        const [previous = lng] = ring[index - 1] ?? [];
        expect(Math.abs(lng - previous)).toBeLessThanOrEqual(180);
      });
    });
  });

  it('closes a ring around the south pole along the pole', () => {
    const antarctica: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-180, -80],
          [-60, -70],
          [60, -70],
          [180, -80],
          [-180, -80],
        ],
      ],
    };
    const [[ring = []] = []] = wrapPolygons(antarctica).coordinates;
    expect(ring.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -80],
    ]);
  });
});

describe('graticule', () => {
  it('keeps grid lines well apart at every zoom', () => {
    expect(graticuleStep(1)).toBe(30);
    expect(graticuleStep(4)).toBe(30);
    expect(graticuleStep(5)).toBe(10);
    expect(graticuleStep(10)).toBe(0.2);
    for (let zoom = 1; zoom <= 14; zoom += 1) {
      expect((graticuleStep(zoom) * 256 * 2 ** zoom) / 360).toBeGreaterThanOrEqual(
        zoom < 3 ? 20 : 120,
      );
      expect((graticuleStep(zoom) * 256 * 2 ** zoom) / 360).toBeLessThan(zoom < 3 ? 1000 : 400);
    }
  });

  it('draws meridians and parallels across the area, inside the world', () => {
    const lines = graticuleLines({ south: -100, west: -20, north: 25, east: 15 }, 10);
    expect(lines).toContainEqual([
      [-MAX_LATITUDE, -20],
      [25, -20],
    ]);
    expect(lines).toContainEqual([
      [20, -20],
      [20, 15],
    ]);
    expect(lines.filter(([[, west], [, east]]) => west === east)).toHaveLength(4);
    expect(lines.filter(([[south], [north]]) => south === north)).toHaveLength(11);
  });
});
