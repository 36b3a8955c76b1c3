/** Web Mercator on a 256-pixel world at zoom 0, the same grid map tile servers use. */
export const TILE_SIZE = 256;
const MAX_LATITUDE = 85.05112878;

export interface MapViewport {
  center: { lat: number; lng: number };
  zoom: number;
  width: number;
  height: number;
}

const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

export const project = (lat: number, lng: number, zoom: number): { x: number; y: number } => {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((clampLatitude(lat) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
};

export const unproject = (x: number, y: number, zoom: number): { lat: number; lng: number } => {
  const scale = TILE_SIZE * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lng };
};

/** Screen position of a point inside the viewport. */
export const toScreen = (viewport: MapViewport, lat: number, lng: number) => {
  const center = project(viewport.center.lat, viewport.center.lng, viewport.zoom);
  const point = project(lat, lng, viewport.zoom);
  return {
    x: point.x - center.x + viewport.width / 2,
    y: point.y - center.y + viewport.height / 2,
  };
};

/** The visible area as [west, south, east, north]. */
export const viewportBounds = (viewport: MapViewport): [number, number, number, number] => {
  const center = project(viewport.center.lat, viewport.center.lng, viewport.zoom);
  const southWest = unproject(
    center.x - viewport.width / 2,
    center.y + viewport.height / 2,
    viewport.zoom,
  );
  const northEast = unproject(
    center.x + viewport.width / 2,
    center.y - viewport.height / 2,
    viewport.zoom,
  );
  return [
    Math.max(-180, southWest.lng),
    clampLatitude(southWest.lat),
    Math.min(180, northEast.lng),
    clampLatitude(northEast.lat),
  ];
};

/** Moves the centre by a number of screen pixels. */
export const panBy = (viewport: MapViewport, dx: number, dy: number): MapViewport => {
  const center = project(viewport.center.lat, viewport.center.lng, viewport.zoom);
  const next = unproject(center.x + dx, center.y + dy, viewport.zoom);
  return {
    ...viewport,
    center: { lat: clampLatitude(next.lat), lng: ((next.lng + 540) % 360) - 180 },
  };
};

/**
 * The marker style of a cluster: a single job location is style 4; clusters of under
 * 10 are style 1, under 60 style 2, larger ones style 3.
 */
export const clusterStyle = (count: number): 1 | 2 | 3 | 4 => {
  if (count === 1) return 4;
  if (count < 10) return 1;
  if (count < 60) return 2;
  return 3;
};
