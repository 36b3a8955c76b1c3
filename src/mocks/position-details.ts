import { http, HttpResponse } from 'msw';
import { getGetPositionDetailsResponseMock } from '@generated/api/search/search.faker';
import type { PositionDetails, PositionSummary } from '@generated/api/models';
import { operationMocks } from '@generated/mocks';
import { contractAnswer } from './operation-states';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A position as listed in results, recognised by the fields every listing of one carries. */
const isPositionCard = (value: unknown): value is PositionSummary =>
  isObject(value) &&
  typeof value.id === 'number' &&
  typeof value.name === 'string' &&
  typeof value.displayJobId === 'string' &&
  typeof value.positionUrl === 'string';

const collectCards = (value: unknown, cards: Map<number, PositionSummary>): void => {
  if (Array.isArray(value)) {
    value.forEach((item) => collectCards(item, cards));
  } else if (isObject(value)) {
    if (isPositionCard(value) && !cards.has(value.id)) cards.set(value.id, value);
    Object.values(value).forEach((item) => collectCards(item, cards));
  }
};

/** Every position the contract's success examples list (search results, saved jobs, cart…). */
export const listedPositions = (): Map<number, PositionSummary> => {
  const cards = new Map<number, PositionSummary>();
  Object.values(operationMocks).forEach(({ responses }) =>
    Object.entries(responses)
      .filter(([status]) => status.startsWith('2'))
      .forEach(([, response]) => collectCards(response.examples, cards)),
  );
  return cards;
};

/**
 * The details of a listed position: the contract's details example with the card's own fields.
 * Skills, pay and hiring manager, which a card does not carry, are left empty rather than borrowed
 * from the example's position; the description stays the example's, the only one the contract has.
 */
export const detailsFromCard = (card: PositionSummary): PositionDetails => {
  const { data: example } = getGetPositionDetailsResponseMock();
  const shared = Object.fromEntries(
    Object.entries(card).filter(([key]) => Object.hasOwn(example, key)),
  );
  return {
    ...example,
    ...shared,
    publicUrl: new URL(card.positionUrl, example.publicUrl).href,
    skills: [],
    salaryRange: null,
    hiringManager: null,
    positionUserActions: {
      isSaved: card.isSaved,
      hasApplied: card.hasApplied ?? false,
    },
    locationCoordinates: example.locationCoordinates.filter(({ location }) =>
      card.standardizedLocations.includes(location),
    ),
  };
};

/** The contract's details example of that position, when it has one (it may give several). */
const detailsExample = (id: number): unknown =>
  operationMocks.getPositionDetails.responses['200'].examples.find(
    (example) => isObject(example) && isObject(example.data) && example.data.id === id,
  );

/**
 * Position details that follow the requested id: the contract's example of that position, else
 * the listed card turned into details, else the contract's 404.
 */
export const positionDetailsHandler = http.get('*/api/pcsx/position_details', ({ request }) => {
  const id = Number(new URL(request.url).searchParams.get('position_id'));
  const own = detailsExample(id);
  if (own !== undefined) return HttpResponse.json(own);
  const example = getGetPositionDetailsResponseMock();
  const card = listedPositions().get(id);
  if (card) return HttpResponse.json({ ...example, data: detailsFromCard(card) });
  return contractAnswer('404', operationMocks.getPositionDetails.responses['404']);
});
