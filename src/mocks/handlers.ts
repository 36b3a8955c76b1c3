import type { HttpHandler } from 'msw';
import { tagMocks } from '@generated/mocks';

/**
 * Every operation of the contract, answered with the contract's own examples (the tag list is
 * generated, so a new tag is mocked by `npm run gen`).
 */
export const handlers: HttpHandler[] = Object.values(tagMocks).flatMap((mock) => mock());
