import { latLngBounds, map as createMap, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MAX_LATITUDE, minZoomToFill } from './map-math';

export const MAX_ZOOM = 14;
export const WORLD_BOUNDS = latLngBounds([-MAX_LATITUDE, -180], [MAX_LATITUDE, 180]);
export const DEFAULT_CENTER: [number, number] = [25, 0];

/**
 * A Leaflet map in the returned container, once it is mounted: drag, wheel and pinch zoom, and
 * the keyboard (arrows pan, + and - zoom).
 */
export const useLeafletMap = () => {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
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
  return { containerRef, map };
};
