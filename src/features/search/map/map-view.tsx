import 'leaflet/dist/leaflet.css';
import { keepPreviousData } from '@tanstack/react-query';
import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useGetMapLocations } from '@generated/api/search/search';
import type { GetMapLocationsParams, MapLocationItem } from '@generated/api/models';
import { useSession } from '../../../api/session';
import { useMessages } from '../../../i18n/use-messages';
import { searchAreaBounds } from './map-math';
import { useLocationClusters } from './use-location-clusters';
import { DEFAULT_CENTER, useLeafletMap } from './use-leaflet-map';
import { useMapBaseLayers } from './use-map-base-layers';
import { useMapMarkers } from './use-map-markers';
import './map-view.css';

/** Fitting the map to the results never zooms in closer than a city. */
const FIT_MAX_ZOOM = 10;

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
  const locations = useGetMapLocations(params, { query: { placeholderData: keepPreviousData } });
  const { containerRef, map } = useLeafletMap();
  const hintId = useId();
  const isMapArea = params.filter_map_bounds !== undefined;

  const items = useMemo(() => locations.data?.locations ?? [], [locations.data]);
  const index = useLocationClusters(items);
  useMapBaseLayers(map, boot.configs.pcsxConfig.mapTilesUrl, t, locale);

  // The results' extent, when they change; a search of the visible area keeps the view.
  const hasFitted = useRef(false);
  useEffect(() => {
    if (!map || locations.isPending) return;
    if (hasFitted.current && isMapArea) return;
    hasFitted.current = true;
    fitToLocations(map, items);
  }, [map, items, locations.isPending, isMapArea]);

  useMapMarkers(map, index, onPickLocation, t, locale);

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
