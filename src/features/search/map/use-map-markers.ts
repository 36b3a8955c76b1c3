import {
  divIcon,
  DomEvent,
  layerGroup,
  marker,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { Translate } from '../../../i18n/use-messages';
import { locationLabel } from '../../../shared/location-label';
import { MAX_LATITUDE, markerStyle } from './map-math';
import type { LocationClusters, LocationProps } from './use-location-clusters';

const createMarker = (lat: number, lng: number, html: HTMLButtonElement) =>
  marker([lat, lng], {
    icon: divIcon({ html, className: 'map-marker-icon', iconSize: [0, 0] }),
    keyboard: false,
    interactive: false,
  });

/**
 * Markers for what is in view, as buttons: a cluster's zooms in, a place's searches there (the
 * latest `onPickLocation`). The ones that stay in view are kept, focus and all.
 */
export const useMapMarkers = (
  map: LeafletMap | null,
  index: LocationClusters,
  onPickLocation: (location: string) => void,
  t: Translate<'searchTools'>,
  locale: string,
) => {
  // The markers call the latest handler without being rebuilt when it changes.
  const onPickLocationRef = useRef(onPickLocation);
  useEffect(() => {
    onPickLocationRef.current = onPickLocation;
  }, [onPickLocation]);

  useEffect(() => {
    if (!map) return;
    const layer = layerGroup().addTo(map);
    const shown = new Map<string, Marker>();

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
};
