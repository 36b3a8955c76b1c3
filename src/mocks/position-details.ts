import { http, HttpResponse } from 'msw';
import type { PositionSummary } from '@generated/api/models';
import { operationMocks } from '@generated/mocks';
import { contractAnswer } from './operation-states';
import { cardsIn, detailsAnswerFor } from './positions-by-id';

/** The contract's success examples of every operation. */
const successExamples = (): unknown[] =>
  Object.values(operationMocks).flatMap(({ responses }) =>
    Object.entries(responses)
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([, response]) => response.examples),
  );

/** Every position the contract's success examples list (search results, saved jobs, cart…). */
export const listedPositions = (): Map<number, PositionSummary> => cardsIn(successExamples());

/**
 * Position details that follow the requested id: the contract's example of that position, else
 * the listed card turned into details, else the contract's 404.
 */
export const positionDetailsHandler = http.get('*/api/pcsx/position_details', ({ request }) => {
  const id = Number(new URL(request.url).searchParams.get('position_id'));
  const answer = detailsAnswerFor(
    id,
    operationMocks.getPositionDetails.responses['200'].examples,
    successExamples(),
  );
  if (answer !== undefined) return HttpResponse.json(answer as Record<string, unknown>);
  return contractAnswer('404', operationMocks.getPositionDetails.responses['404']);
});
