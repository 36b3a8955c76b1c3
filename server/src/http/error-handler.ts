import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg, verbatim } from '../i18n/messages';
import { requestLocale } from '../i18n/request-locale';
import {
  badRequest,
  bodyTooLarge,
  conflict,
  expectedBodyType,
  HttpError,
  isUniqueViolation,
  requestTimedOut,
} from './errors';
import { REQUEST_ID_HEADER } from './request-id';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Fastify's own errors (body parsing, limits) in the contract's terms. */
const toHttpError = (error: FastifyError): HttpError | null => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return expectedBodyType(['application/json']);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyTooLarge();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('server.http.emptyJsonBody');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('server.http.invalidJson');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return expectedBodyType(['multipart/form-data']);
    default:
      if (
        error instanceof SyntaxError ||
        (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
      ) {
        // Fastify's own description of a request it could not take, passed on as it says it.
        return badRequest(verbatim(error.message));
      }
      return null;
  }
};

const uriTooLong = () => new HttpError(414, 'uri_too_long', 'server.http.uriTooLong');

/** Answers with the error's `ErrorBody`, worded in the request's language. */
const sendError = (reply: FastifyReply, error: HttpError, locale: string) =>
  reply
    .code(error.status)
    .type(JSON_TYPE)
    .send(JSON.stringify(error.toBody(locale)));

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
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const known =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? uriTooLong()
      : badRequest(
          error.code === 'FST_ERR_BAD_URL'
            ? 'server.http.badPercentEncoding'
            : 'server.http.notRouted',
        );
  // No hook runs before these answers, so the request id is set here.
  reply.header(REQUEST_ID_HEADER, request.id);
  void sendError(reply, known, requestLocale(request));
};

/** The bytes Node's parser had read when it gave up, when it says. */
const rawPacketOf = (error: Error): Buffer | null =>
  'rawPacket' in error && Buffer.isBuffer(error.rawPacket) ? error.rawPacket : null;

/**
 * Writes `answer`'s `ErrorBody` straight to the connection and closes it: for requests fastify
 * cannot answer, because Node refused them or because they stopped arriving. No request was read
 * in full, so no language is known: these answers are in English.
 */
export const answerOnSocket = (answer: HttpError, socket: Socket): void => {
  if (socket.writable) {
    const body = JSON.stringify(answer.toBody());
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        `Content-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};

/**
 * Requests Node's HTTP server refuses before fastify sees them, answered with an `ErrorBody`:
 * headers over Node's limit are 431, or 414 when the request line (the URL) is what overflowed;
 * a request that did not arrive in full within the server's request timeout is 408; anything else
 * unparseable is 400. Fastify's `clientErrorHandler` option.
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
        : new HttpError(431, 'headers_too_large', 'server.http.headersTooLarge');
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    answer = requestTimedOut();
  } else {
    answer = badRequest('server.http.invalidHttp');
  }
  answerOnSocket(answer, socket);
};

/** The contract's 404 `ErrorBody` for a path no route serves, in the request's language. */
export const notFoundBody = (method: string, url: string, locale: string): string =>
  JSON.stringify(
    new HttpError(
      404,
      'not_found',
      msg('server.http.noRoute', { method, path: url.split('?')[0] ?? '' }),
    ).toBody(locale),
  );

/**
 * Every failure answers the contract's `ErrorBody` in the request's language: an `HttpError` as
 * it says, fastify's own errors translated, anything else a logged 500 that does not leak its
 * cause. Two requests that create the same row at once (a UNIQUE constraint) where the handler
 * did not expect it: the later one lost the race, which is a conflict, not a server failure.
 */
export const setErrorHandlers = (app: FastifyInstance): void => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const known =
      error instanceof HttpError
        ? error
        : isUniqueViolation(error)
          ? conflict('server.http.concurrentWrite')
          : toHttpError(error);
    const locale = requestLocale(request);
    if (!known) {
      request.log.error({ err: error }, 'Unhandled error');
      return sendError(reply, new HttpError(500, 'internal', 'server.http.internal'), locale);
    }
    for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
    return sendError(reply, known, locale);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .type(JSON_TYPE)
      .send(notFoundBody(request.method, request.url, requestLocale(request))),
  );
};
