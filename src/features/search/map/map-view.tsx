import 'leaflet/dist/leaflet.css';
import { keepPreviousData } from '@tanstack/react-query';
import {
  control,
  divIcon,
  DomEvent,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  tileLayer,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { useGetMapLocations } from '@generated/api/search/search';
import type { GetMapLocationsParams, MapLocationItem } from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { isRightToLeft } from '../../../shared/locale-match';
import { locationLabel } from '../../../shared/location-label';
import { addVectorBasemap } from './basemap';
import { MAX_LATITUDE, markerStyle, minZoomToFill, searchAreaBounds } from './map-math';
import './map-view.css';

const MAX_ZOOM = 14;
/** Fitting the map to the results never zooms in closer than a city. */
const FIT_MAX_ZOOM = 10;
const WORLD_BOUNDS = latLngBounds([-MAX_LATITUDE, -180], [MAX_LATITUDE, 180]);
const DEFAULT_CENTER: [number, number] = [25, 0];

interface LocationProps {
  location: string;
  count: number;
}

interface MapViewProps {
  params: GetMapLocationsParams;
  onPickLocation: (location: string) => void;
  onSearchArea: (bounds: [southWest: string, northEast: string]) => void;
}

const fitToLocations = (map: LeafletMap, items: MapLocationItem[]) => {
  if (items.length === 0) {
    map.setView(DEFAULT_CENTER, map.getMinZoom(), { animate: false });
    return;
  }
  const bounds = latLngBounds(items.map((item) => [item.latlong.lat, item.latlong.lng]));
  map.fitBounds(bounds, { padding: [40, 40], maxZoom: FIT_MAX_ZOOM, animate: false });
};

/** Job locations on a map, clustered; search at a marker or over the visible area. */
export const MapView = ({ params, onPickLocation, onSearchArea }: MapViewProps) => {
  const { t, locale } = useMessages('searchTools');
  const boot = useSession();
  const tilesUrl = boot.configs.pcsxConfig.mapTilesUrl;
  const locations = useGetMapLocations(params, { query: { placeholderData: keepPreviousData } });
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const hintId = useId();
  const isMapArea = params.filter_map_bounds !== undefined;

  const items = useMemo(() => locations.data?.locations ?? [], [locations.data]);
  const index = useMemo(() => {
    const cluster = new Supercluster<LocationProps, { count: number }>({
      radius: 60,
      maxZoom: MAX_ZOOM - 1,
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

  // The map itself: drag, wheel and pinch zoom, and the keyboard (arrows pan, + and - zoom).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = createMap(container, {
      zoomControl: false,
      attributionControl: false,
      maxZoom: MAX_ZOOM,
      maxBounds: WORLD_BOUNDS,
      maxBoundsViscosity: 1,
      keyboard: true,
    });
    // The world always fills the map: no grey margins around a single copy of it.
    const fitMinZoom = () => {
      const size = created.getSize();
      created.setMinZoom(minZoomToFill(size.x, size.y));
    };
    fitMinZoom();
    created.on('resize', fitMinZoom);
    created.setView(DEFAULT_CENTER, created.getMinZoom(), { animate: false });
    // The layout, not only the window, changes the map's size (a sidebar opening, say).
    const resizes = new ResizeObserver(() => created.invalidateSize());
    resizes.observe(container);
    setMap(created);
    return () => {
      resizes.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const zoom = control
      .zoom({
        zoomInTitle: t('searchTools.map.zoomIn'),
        zoomOutTitle: t('searchTools.map.zoomOut'),
        // The controls sit where reading starts: the top right in Arabic and Hebrew.
        position: isRightToLeft(locale) ? 'topright' : 'topleft',
      })
      .addTo(map);
    return () => {
      zoom.remove();
    };
  }, [map, t, locale]);

  // Tiles from the site's tile server when it has one and it answers; otherwise the drawn map.
  useEffect(() => {
    if (!map) return;
    if (!tilesUrl || !navigator.onLine) return addVectorBasemap(map, { withLabels: true });
    // The drawn map stays underneath, without names (the tiles have their own), until tiles fail.
    let removeBasemap = addVectorBasemap(map, { withLabels: false });
    const tiles = tileLayer(tilesUrl, { maxZoom: MAX_ZOOM, noWrap: true, bounds: WORLD_BOUNDS });
    tiles.once('tileerror', () => {
      tiles.remove();
      removeBasemap();
      removeBasemap = addVectorBasemap(map, { withLabels: true });
    });
    tiles.addTo(map);
    return () => {
      tiles.remove();
      removeBasemap();
    };
  }, [map, tilesUrl]);

  // The results' extent, when they change; a search of the visible area keeps the view.
  const hasFitted = useRef(false);
  useEffect(() => {
    if (!map || locations.isPending) return;
    if (hasFitted.current && isMapArea) return;
    hasFitted.current = true;
    fitToLocations(map, items);
  }, [map, items, locations.isPending, isMapArea]);

  // The markers call the latest handler without being rebuilt when it changes.
  const onPickLocationRef = useRef(onPickLocation);
  useEffect(() => {
    onPickLocationRef.current = onPickLocation;
  }, [onPickLocation]);

  // Markers for what is in view, as buttons; the ones that stay in view are kept, focus and all.
  useEffect(() => {
    if (!map) return;
    const layer = layerGroup().addTo(map);
    const shown = new Map<string, Marker>();

    const createMarker = (lat: number, lng: number, html: HTMLButtonElement) =>
      marker([lat, lng], {
        icon: divIcon({ html, className: 'map-marker-icon', iconSize: [0, 0] }),
        keyboard: false,
        interactive: false,
      });

    const render = () => {
      const bounds = map.getBounds().pad(0.25);
      const zoom = Math.round(map.getZoom());
      const clusters = index.getClusters(
        [
          Math.max(-180, bounds.getWest()),
          Math.max(-MAX_LATITUDE, bounds.getSouth()),
          Math.min(180, bounds.getEast()),
          Math.min(MAX_LATITUDE, bounds.getNorth()),
        ],
        zoom,
      );
      const keys = new Set<string>();
      clusters.forEach((point) => {
        const [lng = 0, lat = 0] = point.geometry.coordinates;
        const { count } = point.properties;
        const isCluster = 'cluster' in point.properties;
        const location = isCluster ? undefined : (point.properties as LocationProps).location;
        const key = location === undefined ? `cluster:${String(point.id)}` : `place:${location}`;
        keys.add(key);
        if (shown.has(key)) return;

        const places = isCluster ? (point.properties as { point_count: number }).point_count : 1;
        const button = document.createElement('button');
        button.type = 'button';
        button.classList.add('map-marker', `map-marker--style-${markerStyle(places, count)}`);
        const countText = document.createElement('span');
        countText.textContent = t('searchTools.map.markerCount', { count });
        button.append(countText);
        if (location === undefined) {
          button.setAttribute('aria-label', t('searchTools.map.clusterMarker', { count, places }));
          button.addEventListener('click', () => {
            const expansion = index.getClusterExpansionZoom(Number(point.id));
            map.setView([lat, lng], Math.min(expansion, map.getMaxZoom()));
          });
        } else {
          const label = locationLabel(location, locale);
          button.setAttribute(
            'aria-label',
            t('searchTools.map.locationMarker', { count, location: label }),
          );
          const name = document.createElement('span');
          name.className = 'map-marker__name';
          name.textContent = label;
          button.append(name);
          button.addEventListener('click', () => onPickLocationRef.current(location));
        }
        // A press on a marker is not the start of a drag or a click on the map.
        DomEvent.disableClickPropagation(button);
        // Markers just outside the view are kept for smooth dragging; one tabbed to comes into view.
        button.addEventListener('focus', () => map.panInside([lat, lng], { padding: [40, 40] }));
        const created = createMarker(lat, lng, button);
        shown.set(key, created);
        layer.addLayer(created);
      });

      let hadFocus = false;
      for (const [key, shownMarker] of shown) {
        if (keys.has(key)) continue;
        hadFocus ||= shownMarker.getElement()?.contains(document.activeElement) ?? false;
        layer.removeLayer(shownMarker);
        shown.delete(key);
      }
      // A marker that zoomed the map away leaves the keyboard on the map, not on the page.
      if (hadFocus) map.getContainer().focus({ preventScroll: true });
    };

    render();
    map.on('moveend', render);
    return () => {
      map.off('moveend', render);
      const hadFocus = map.getPane('markerPane')?.contains(document.activeElement) ?? false;
      layer.remove();
      // New results replace the markers; the keyboard stays on the map.
      if (hadFocus) map.getContainer().focus({ preventScroll: true });
    };
  }, [map, index, t, locale]);

  const searchArea = () => {
    if (!map) return;
    const bounds = map.getBounds();
    onSearchArea(
      searchAreaBounds({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      }),
    );
  };

  return (
    <div className="map-view">
      <div className="map-view__controls">
        <button type="button" className="button button--primary" onClick={searchArea}>
          {t('searchTools.map.searchArea')}
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('searchTools.map.keyboardHint')}
      </p>
      <div
        ref={containerRef}
        className="map-view__map"
        role="region"
        aria-label={t('searchTools.map.label')}
        aria-describedby={hintId}
      />
      {locations.isError && !locations.isFetching && (
        <div role="alert">
          <p>{t('searchTools.map.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void locations.refetch()}>
            {t('common.queryState.retry')}
          </button>
        </div>
      )}
    </div>
  );
};
