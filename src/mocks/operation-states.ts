import { http, HttpResponse, type HttpHandler } from 'msw';
import { operationMocks, type MockResponse } from '@generated/mocks';

/** The answer the contract declares for one status: its first example and its headers. */
export const contractAnswer = (status: string, response: MockResponse): Response => {
  const [example] = response.examples;
  const init = { status: Number(status), headers: { ...response.headers } };
  if (example !== undefined) return HttpResponse.json(example, init);
  // A status without a body (204) or with a file the contract gives no example of.
  if (response.contentType !== null) init.headers['content-type'] = response.contentType;
  return new HttpResponse(null, init);
};

/** `operationId:status`, for example `searchPositions:500`. */
export interface MockState {
  readonly operationId: string;
  readonly status: string;
}

/**
 * Reads states written as `searchPositions:500,getProfileDetails:401`. Unknown operations and
 * statuses the operation does not declare are reported, not guessed at.
 */
export const parseMockStates = (text: string): { states: MockState[]; problems: string[] } => {
  const states: MockState[] = [];
  const problems: string[] = [];
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .forEach((entry) => {
      const [operationId = '', status = ''] = entry.split(':').map((part) => part.trim());
      const operation = Object.hasOwn(operationMocks, operationId)
        ? operationMocks[operationId]
        : undefined;
      if (!operation) {
        problems.push(`"${entry}": the contract has no operation "${operationId}"`);
      } else if (!Object.hasOwn(operation.responses, status)) {
        const declared = Object.keys(operation.responses).join(', ');
        problems.push(`"${entry}": ${operationId} declares only ${declared}`);
      } else {
        states.push({ operationId, status });
      }
    });
  return { states, problems };
};

/** A handler that answers the operation with the given declared status, whatever is asked. */
export const stateHandler = ({ operationId, status }: MockState): HttpHandler => {
  const { method, path, responses } = operationMocks[operationId];
  const response = responses[status];
  return http[method](path, () => contractAnswer(status, response));
};

/** First path segments of the contract's operations (`/api`, `/vslog`). */
const API_PREFIXES = [
  ...new Set(Object.values(operationMocks).map(({ path }) => `/${path.split('/')[1] ?? ''}`)),
];

/** Whether a request is one of the app's API calls (as opposed to a page, script or image). */
export const isApiRequest = (url: URL, origin: string): boolean =>
  url.origin === origin &&
  API_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
