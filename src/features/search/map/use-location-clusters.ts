import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { MapLocationItem } from '@generated/api/models';
import { MAX_ZOOM } from './use-leaflet-map';

export interface LocationProps {
  location: string;
  count: number;
}

export type LocationClusters = Supercluster<LocationProps, { count: number }>;

/** The locations' clusters at each zoom, each with the jobs of the places it gathers. */
export const useLocationClusters = (items: readonly MapLocationItem[]): LocationClusters =>
  useMemo(() => {
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
