import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import Supercluster from 'supercluster';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land110m from 'world-atlas/land-110m.json';
import { useGetMapLocations } from '@generated/api/search/search';
import type { GetMapLocationsParams, MapLocationItem } from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { toLatLng } from '../search-request';
import {
  clusterStyle,
  panBy,
  project,
  TILE_SIZE,
  toScreen,
  viewportBounds,
  type MapViewport,
} from './map-math';
import './map-view.css';

const MIN_ZOOM = 1;
const MAX_ZOOM = 16;
const PAN_STEP = 120;

interface LocationProps {
  location: string;
  count: number;
}

const landTopology = land110m as unknown as Topology<{ land: GeometryCollection }>;
const landShapes = feature(landTopology, landTopology.objects.land);

/** SVG path of the world's land for this viewport: a usable map with no tile server at all. */
const landPath = (viewport: MapViewport): string => {
  const rings: number[][][] = [];
  landShapes.features.forEach((shape) => {
    const { geometry } = shape;
    if (geometry.type === 'Polygon') rings.push(...geometry.coordinates);
    if (geometry.type === 'MultiPolygon')
      geometry.coordinates.forEach((polygon) => rings.push(...polygon));
  });
  return rings
    .map((ring) =>
      ring
        .map(([lng = 0, lat = 0], index) => {
          const { x, y } = toScreen(viewport, lat, lng);
          return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
        })
        .join(''),
    )
    .join('Z');
};

/** Map tiles covering the viewport, when the site configures a tile server. */
const visibleTiles = (viewport: MapViewport, template: string) => {
  const zoom = Math.round(viewport.zoom);
  const center = project(viewport.center.lat, viewport.center.lng, zoom);
  const left = center.x - viewport.width / 2;
  const top = center.y - viewport.height / 2;
  const count = 2 ** zoom;
  const tiles: { key: string; href: string; x: number; y: number }[] = [];
  for (
    let tx = Math.floor(left / TILE_SIZE);
    tx <= Math.floor((left + viewport.width) / TILE_SIZE);
    tx += 1
  ) {
    for (
      let ty = Math.floor(top / TILE_SIZE);
      ty <= Math.floor((top + viewport.height) / TILE_SIZE);
      ty += 1
    ) {
      if (ty < 0 || ty >= count) continue;
      const wrappedX = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        href: template
          .replace('{z}', String(zoom))
          .replace('{x}', String(wrappedX))
          .replace('{y}', String(ty)),
        x: tx * TILE_SIZE - left,
        y: ty * TILE_SIZE - top,
      });
    }
  }
  return tiles;
};

/** The zoom at which all points fit the viewport. */
const fitViewport = (locations: MapLocationItem[], width: number, height: number): MapViewport => {
  if (locations.length === 0) return { center: { lat: 30, lng: -40 }, zoom: 2, width, height };
  const lats = locations.map((item) => item.latlong.lat);
  const lngs = locations.map((item) => item.latlong.lng);
  const center = {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  let zoom = MAX_ZOOM;
  while (zoom > MIN_ZOOM) {
    const sw = project(Math.min(...lats), Math.min(...lngs), zoom);
    const ne = project(Math.max(...lats), Math.max(...lngs), zoom);
    if (ne.x - sw.x < width * 0.85 && sw.y - ne.y < height * 0.85) break;
    zoom -= 1;
  }
  return { center, zoom: Math.min(zoom, 10), width, height };
};

interface MapViewProps {
  params: GetMapLocationsParams;
  onPickLocation: (location: string) => void;
  onSearchArea: (bounds: [southWest: string, northEast: string]) => void;
}

/** Job locations on a map, clustered; search at a marker or over the visible area. */
export const MapView = ({ params, onPickLocation, onSearchArea }: MapViewProps) => {
  const { t } = useMessages('search', 'searchTools');
  const boot = useSession();
  const tilesUrl = boot.configs.pcsxConfig.mapTilesUrl;
  const locations = useGetMapLocations(params);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const items = useMemo(() => locations.data?.locations ?? [], [locations.data]);
  const index = useMemo(() => {
    const cluster = new Supercluster<LocationProps, { count: number }>({
      radius: 60,
      maxZoom: MAX_ZOOM,
      map: (props) => ({ count: props.count }),
      reduce: (accumulated, props) => {
        accumulated.count += props.count;
      },
    });
    cluster.load(
      items.map((item) => ({
        type: 'Feature' as const,
        properties: { location: item.location, count: item.count },
        geometry: { type: 'Point' as const, coordinates: [item.latlong.lng, item.latlong.lat] },
      })),
    );
    return cluster;
  }, [items]);

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface || locations.isPending) return;
    setViewport(fitViewport(items, surface.clientWidth || 800, surface.clientHeight || 480));
  }, [items, locations.isPending]);

  const markers = useMemo(() => {
    if (!viewport) return [];
    return index.getClusters(viewportBounds(viewport), Math.round(viewport.zoom)).map((point) => {
      const [lng = 0, lat = 0] = point.geometry.coordinates;
      const screen = toScreen(viewport, lat, lng);
      const isCluster = 'cluster' in point.properties;
      const count = point.properties.count;
      return {
        key: isCluster
          ? `cluster-${String(point.id)}`
          : `location-${(point.properties as LocationProps).location}`,
        ...screen,
        count,
        lat,
        lng,
        location: isCluster ? null : (point.properties as LocationProps).location,
        places: isCluster ? (point.properties as { point_count: number }).point_count : 1,
      };
    });
  }, [index, viewport]);

  const zoomTo = (zoom: number, center?: { lat: number; lng: number }) =>
    setViewport((current) =>
      current
        ? {
            ...current,
            center: center ?? current.center,
            zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)),
          }
        : current,
    );
  const pan = (dx: number, dy: number) =>
    setViewport((current) => (current ? panBy(current, dx, dy) : current));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && !(event.target instanceof SVGElement)) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dx = drag.current.x - event.clientX;
    const dy = drag.current.y - event.clientY;
    drag.current = { x: event.clientX, y: event.clientY };
    pan(dx, dy);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const searchArea = () => {
    if (!viewport) return;
    const [west, south, east, north] = viewportBounds(viewport);
    onSearchArea([toLatLng(south, west), toLatLng(north, east)]);
  };

  return (
    <section className="map-view" aria-label={t('searchTools.map.label')}>
      <div className="map-view__controls">
        <button
          type="button"
          className="button"
          onClick={() => viewport && zoomTo(viewport.zoom + 1)}
        >
          {t('searchTools.map.zoomIn')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => viewport && zoomTo(viewport.zoom - 1)}
        >
          {t('searchTools.map.zoomOut')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => pan(0, -PAN_STEP)}
          aria-label={t('searchTools.map.panNorth')}
        >
          ↑
        </button>
        <button
          type="button"
          className="button"
          onClick={() => pan(0, PAN_STEP)}
          aria-label={t('searchTools.map.panSouth')}
        >
          ↓
        </button>
        <button
          type="button"
          className="button"
          onClick={() => pan(-PAN_STEP, 0)}
          aria-label={t('searchTools.map.panWest')}
        >
          ←
        </button>
        <button
          type="button"
          className="button"
          onClick={() => pan(PAN_STEP, 0)}
          aria-label={t('searchTools.map.panEast')}
        >
          →
        </button>
        <button type="button" className="button button--primary" onClick={searchArea}>
          {t('searchTools.map.searchArea')}
        </button>
      </div>
      <div
        ref={surfaceRef}
        className="map-view__surface"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={(event) => viewport && zoomTo(viewport.zoom + (event.deltaY < 0 ? 1 : -1))}
      >
        {viewport && (
          <svg
            className="map-view__base"
            width={viewport.width}
            height={viewport.height}
            aria-hidden="true"
          >
            <rect width={viewport.width} height={viewport.height} className="map-view__sea" />
            <path d={landPath(viewport)} className="map-view__land" />
            {tilesUrl &&
              visibleTiles(viewport, tilesUrl).map((tile) => (
                <image
                  key={tile.key}
                  href={tile.href}
                  x={tile.x}
                  y={tile.y}
                  width={TILE_SIZE}
                  height={TILE_SIZE}
                  onError={(event) => {
                    // An unreachable tile server leaves the drawn land map showing.
                    event.currentTarget.style.display = 'none';
                  }}
                />
              ))}
          </svg>
        )}
        {markers.map((marker) => (
          <button
            key={marker.key}
            type="button"
            className={`map-marker map-marker--style-${clusterStyle(marker.places === 1 ? 1 : marker.count)}`}
            style={{ left: marker.x, top: marker.y }}
            aria-label={
              marker.location
                ? t('searchTools.map.locationMarker', {
                    location: marker.location,
                    count: marker.count,
                  })
                : t('searchTools.map.clusterMarker', { count: marker.count, places: marker.places })
            }
            onClick={() => {
              if (marker.location) onPickLocation(marker.location);
              else if (viewport) zoomTo(viewport.zoom + 2, { lat: marker.lat, lng: marker.lng });
            }}
          >
            {marker.count}
          </button>
        ))}
        {locations.isError && <p role="alert">{t('searchTools.map.loadFailed')}</p>}
      </div>
    </section>
  );
};
