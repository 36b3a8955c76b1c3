import type { PositionDetails, PositionSummary } from '@generated/api/models';

// Shared by both mock modes: MSW in the browser and the Prism front (`npm run mock`) in Node.
// It imports types only, so Node runs it without the app's module aliases.

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

/** Every position that the given success examples list (search results, saved jobs, cart…). */
export const cardsIn = (examples: readonly unknown[]): Map<number, PositionSummary> => {
  const cards = new Map<number, PositionSummary>();
  collectCards(examples, cards);
  return cards;
};

/**
 * The details of a listed position: the contract's details example with the card's own fields.
 * Skills, pay and hiring manager, which a card does not carry, are left empty rather than borrowed
 * from the example's position; the description stays the example's, the only one the contract has.
 */
export const detailsFromCard = (
  card: PositionSummary,
  example: PositionDetails,
): PositionDetails => {
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

const detailsData = (envelope: unknown): PositionDetails | undefined =>
  isObject(envelope) && isObject(envelope.data) && typeof envelope.data.id === 'number'
    ? (envelope.data as unknown as PositionDetails)
    : undefined;

/**
 * The details answer (envelope) for position `id`: the contract's details example of that position
 * (it may give several), else its listed card turned into details, else undefined (a 404).
 */
export const detailsAnswerFor = (
  id: number,
  detailsExamples: readonly unknown[],
  listedExamples: readonly unknown[],
): unknown => {
  const own = detailsExamples.find((example) => detailsData(example)?.id === id);
  if (own !== undefined) return own;
  const first = detailsExamples[0];
  const example = detailsData(first);
  const card = cardsIn(listedExamples).get(id);
  if (example === undefined || card === undefined || !isObject(first)) return undefined;
  return { ...first, data: detailsFromCard(card, example) };
};
