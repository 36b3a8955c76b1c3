import type { PositionFullRecord } from '../db/repositories/positions';
import { distanceMiles } from '../db/repositories/reference';
import type { Gazetteer } from './places/gazetteer';

/** Puts the position's location closest to the searched one ("NYC", "München") first. */
export const orderByQueriedLocation = (
  places: Gazetteer,
  position: PositionFullRecord,
  queried: string,
): PositionFullRecord => {
  const [id] = places.resolve(queried);
  const place = id === undefined ? undefined : places.location(id);
  if (!place || position.coordinates.length < 2) return position;
  const order = position.coordinates
    .map((coordinate, index) => ({ index, miles: distanceMiles(place, coordinate) }))
    .sort((a, b) => a.miles - b.miles)
    .map((entry) => entry.index);
  const reorder = <T>(items: T[]) => [
    ...order.map((index) => items[index] as T),
    ...items.slice(order.length),
  ];
  return {
    ...position,
    locations: reorder(position.locations),
    standardizedLocations: reorder(position.standardizedLocations),
    coordinates: reorder(position.coordinates),
  };
};
