import type { MultiPolygon, Polygon, Position } from 'geojson';
import { toLatLng } from '../../../shared/search-request';

/** Web Mercator stops short of the poles; tile servers cut the world at this latitude. */
export const MAX_LATITUDE = 85.05112878;
const TILE_SIZE = 256;

/**
 * The marker style of a cluster: a single job location is style 4; clusters of under
 * 10 jobs are style 1, under 60 style 2, larger ones style 3.
 */
export const clusterStyle = (count: number): 1 | 2 | 3 | 4 => {
  if (count === 1) return 4;
  if (count < 10) return 1;
  if (count < 60) return 2;
  return 3;
};

/** The style of a marker: one place is style 4 whatever its count; a cluster goes by its jobs. */
export const markerStyle = (places: number, count: number) =>
  clusterStyle(places === 1 ? 1 : count);

/** The lowest zoom at which one copy of the world covers a map of this size. */
export const minZoomToFill = (width: number, height: number): number =>
  Math.max(1, Math.ceil(Math.log2(Math.max(width, height, 1) / TILE_SIZE)));

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The visible area as map_bounds carries it: south-west, then north-east, inside the world. */
export const searchAreaBounds = (area: {
  south: number;
  west: number;
  north: number;
  east: number;
}): [southWest: string, northEast: string] => [
  toLatLng(clamp(area.south, MAX_LATITUDE), clamp(area.west, 180)),
  toLatLng(clamp(area.north, MAX_LATITUDE), clamp(area.east, 180)),
];

/**
 * Makes a ring's longitudes continuous where it crosses the antimeridian (179° then -179°
 * becomes 179° then 181°), so it is not drawn as a line across the whole world. A ring that
 * goes round a pole (Antarctica) is closed along that pole.
 */
const unwrapRing = (ring: Position[]): Position[] => {
  const unwrapped: Position[] = [];
  let shift = 0;
  ring.forEach(([lng = 0, lat = 0]) => {
    const previous = unwrapped.at(-1)?.[0];
    let next = lng + shift;
    if (previous !== undefined && next - previous > 180) {
      shift -= 360;
      next -= 360;
    } else if (previous !== undefined && next - previous < -180) {
      shift += 360;
      next += 360;
    }
    unwrapped.push([next, lat]);
  });
  const first = unwrapped.at(0);
  const last = unwrapped.at(-1);
  if (!first || !last || shift === 0) return unwrapped;
  const meanLat = unwrapped.reduce((sum, [, lat = 0]) => sum + lat, 0) / unwrapped.length;
  const pole = meanLat < 0 ? -90 : 90;
  return [...unwrapped, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first];
};

/**
 * Land polygons ready to draw on a one-world Web Mercator map: rings that cross the antimeridian
 * are unwrapped, and the part that then lies beyond ±180° is repeated on the other side.
 */
export const wrapPolygons = (geometry: Polygon | MultiPolygon): MultiPolygon => {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const wrapped: Position[][][] = [];
  polygons.forEach((polygon) => {
    const rings = polygon.map(unwrapRing);
    let west = 0;
    let east = 0;
    rings.flat().forEach(([lng = 0]) => {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
    });
    wrapped.push(rings);
    const shiftBy = (offset: number) =>
      rings.map((ring) => ring.map(([lng = 0, lat = 0]) => [lng + offset, lat]));
    if (east > 180) wrapped.push(shiftBy(-360));
    if (west < -180) wrapped.push(shiftBy(360));
  });
  return { type: 'MultiPolygon', coordinates: wrapped };
};

const GRATICULE_STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01];
/** Grid lines stay at least this far apart on screen. */
const GRATICULE_MIN_GAP = 120;

/** The spacing, in degrees, of the grid drawn under the map at this zoom. */
export const graticuleStep = (zoom: number): number => {
  const pixelsPerDegree = (TILE_SIZE * 2 ** zoom) / 360;
  const fitting = GRATICULE_STEPS.filter((step) => step * pixelsPerDegree >= GRATICULE_MIN_GAP);
  return fitting.at(-1) ?? 30;
};

/**
 * Meridians and parallels over an area, as [lat, lng] lines: on the drawn map they show the map
 * moving even where a view holds nothing but land or sea.
 */
export const graticuleLines = (
  area: { south: number; west: number; north: number; east: number },
  step: number,
): [number, number][][] => {
  const south = Math.max(-MAX_LATITUDE, area.south);
  const north = Math.min(MAX_LATITUDE, area.north);
  const west = Math.max(-180, area.west);
  const east = Math.min(180, area.east);
  const lines: [number, number][][] = [];
  // Counted in whole steps, so 0.1° steps do not drift.
  for (let index = Math.ceil(west / step); index * step <= east; index += 1) {
    lines.push([
      [south, index * step],
      [north, index * step],
    ]);
  }
  for (let index = Math.ceil(south / step); index * step <= north; index += 1) {
    lines.push([
      [index * step, west],
      [index * step, east],
    ]);
  }
  return lines;
};
