import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  badRequest,
  bodyTooLarge,
  conflict,
  HttpError,
  isUniqueViolation,
  type ErrorBody,
} from './errors';

const INTERNAL_MESSAGE =
  "The server encountered something unexpected that didn't allow it to complete the request.";

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Two requests that create the same row at once (a UNIQUE constraint) where the handler did not
 * expect it: the later one lost the race, which is a conflict, not a server failure.
 */
const CONCURRENT_WRITE_MESSAGE =
  'This was already done by another request at the same time. Reload the page to see it.';

/** Fastify's own errors (body parsing, limits) in the contract's terms. */
const toHttpError = (error: FastifyError): HttpError | null => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        'Expected a request body of type application/json.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyTooLarge();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'bad_request', 'The request body is empty; expected JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        'Expected a request body of type multipart/form-data.',
      );
    default:
      if (
        error instanceof SyntaxError ||
        (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
      ) {
        return new HttpError(400, 'bad_request', error.message);
      }
      return null;
  }
};

export const URI_TOO_LONG_MESSAGE = 'The address is too long.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';

const uriTooLong = () => new HttpError(414, 'uri_too_long', URI_TOO_LONG_MESSAGE);

/** Answers with the error's `ErrorBody`. */
const sendError = (reply: FastifyReply, error: HttpError) =>
  reply.code(error.status).type(JSON_TYPE).send(JSON.stringify(error.toBody()));

/**
 * Path parameters up to this long reach the operations, whose contract checks their own limits;
 * a longer one is a 414.
 */
export const MAX_PATH_PARAMETER_LENGTH = 2048;

/**
 * Fastify's answers from before routing (a URL that does not decode, an overlong path parameter)
 * in the contract's terms; fastify's `frameworkErrors` option.
 */
export const answerFrameworkError = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const known =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? uriTooLong()
      : badRequest(
          error.code === 'FST_ERR_BAD_URL'
            ? 'The address contains an invalid percent-encoding.'
            : 'The request could not be routed.',
        );
  void sendError(reply, known);
};

/** The bytes Node's parser had read when it gave up, when it says. */
const rawPacketOf = (error: Error): Buffer | null =>
  'rawPacket' in error && Buffer.isBuffer(error.rawPacket) ? error.rawPacket : null;

/**
 * Requests Node's HTTP parser refuses before fastify sees them, answered with an `ErrorBody`:
 * headers over Node's limit are 431, or 414 when the request line (the URL) is what overflowed;
 * anything else unparseable is 400. Fastify's `clientErrorHandler` option.
 */
export const answerClientError = (error: Error & { code?: string }, socket: Socket): void => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let answer: HttpError;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = rawPacketOf(error);
    const requestLineEnds = packet?.indexOf('\r\n') ?? 0;
    // The URL is to blame when it did not fit or takes more of the room than the headers.
    answer =
      packet !== null && (requestLineEnds === -1 || requestLineEnds > packet.length / 2)
        ? uriTooLong()
        : new HttpError(431, 'headers_too_large', HEADERS_TOO_LARGE_MESSAGE);
  } else {
    answer = badRequest('The request is not valid HTTP.');
  }
  if (socket.writable) {
    const body = JSON.stringify(answer.toBody());
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        `Content-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};

/** The contract's 404 `ErrorBody` for a path no route serves. */
export const notFoundBody = (method: string, url: string): string => {
  const body: ErrorBody = {
    status: 404,
    code: 'not_found',
    message: `No route for ${method} ${url.split('?')[0] ?? ''}.`,
  };
  return JSON.stringify(body);
};

/**
 * Every failure answers the contract's `ErrorBody`: an `HttpError` as it says, fastify's own
 * errors translated, anything else a logged 500 that does not leak its cause.
 */
export const setErrorHandlers = (app: FastifyInstance): void => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known =
      error instanceof HttpError
        ? error
        : isUniqueViolation(error)
          ? conflict(CONCURRENT_WRITE_MESSAGE)
          : toHttpError(error);
    if (!known) {
      request.log.error({ err: error }, 'Unhandled error');
      const body: ErrorBody = { status: 500, code: 'internal', message: INTERNAL_MESSAGE };
      return reply.code(500).type(JSON_TYPE).send(JSON.stringify(body));
    }
    for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
    return sendError(reply, known);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).type(JSON_TYPE).send(notFoundBody(request.method, request.url)),
  );
};
