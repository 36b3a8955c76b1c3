import type { HttpHandler } from 'msw';
import { tagMocks } from '@generated/mocks';
import { positionDetailsHandler } from './position-details';

/**
 * Every operation of the contract, answered with the contract's own examples (the tag list is
 * generated, so a new tag is mocked by `npm run gen`). Position details follow the requested id.
 */
export const handlers: HttpHandler[] = [
  positionDetailsHandler,
  ...Object.values(tagMocks).flatMap((mock) => mock()),
];
