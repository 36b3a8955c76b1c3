import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, type ErrorBody } from './errors';

const INTERNAL_MESSAGE =
  "The server encountered something unexpected that didn't allow it to complete the request.";

const JSON_TYPE = 'application/json; charset=utf-8';

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
      return new HttpError(413, 'payload_too_large', 'The request body is too large.');
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
    const known = error instanceof HttpError ? error : toHttpError(error);
    if (!known) {
      request.log.error({ err: error }, 'Unhandled error');
      const body: ErrorBody = { status: 500, code: 'internal', message: INTERNAL_MESSAGE };
      return reply.code(500).type(JSON_TYPE).send(JSON.stringify(body));
    }
    for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
    return reply.code(known.status).type(JSON_TYPE).send(JSON.stringify(known.toBody()));
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).type(JSON_TYPE).send(notFoundBody(request.method, request.url)),
  );
};
