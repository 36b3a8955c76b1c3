import type { PositionFullRecord } from '../db/repositories/positions';
import { distanceMiles, type ReferenceRepository } from '../db/repositories/reference';

/** Puts the position's location closest to the searched one first. */
export const orderByQueriedLocation = async (
  reference: ReferenceRepository,
  position: PositionFullRecord,
  queried: string,
): Promise<PositionFullRecord> => {
  const [place] = await reference.locationsNamed(queried);
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
