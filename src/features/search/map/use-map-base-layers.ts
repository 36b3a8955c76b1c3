import { control, tileLayer, type Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { isRightToLeft } from '../../../shared/locale-match';
import type { Translate } from '../../../i18n/use-messages';
import { addVectorBasemap } from './basemap';
import { MAX_ZOOM, WORLD_BOUNDS } from './use-leaflet-map';

/**
 * What the map shows under the markers: tiles from the site's tile server when it has one and it
 * answers, otherwise the drawn map; and the zoom buttons, where reading starts.
 */
export const useMapBaseLayers = (
  map: LeafletMap | null,
  tilesUrl: string | null,
  t: Translate<'searchTools'>,
  locale: string,
) => {
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
};
