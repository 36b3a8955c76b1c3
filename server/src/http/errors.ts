import type { components } from '../../../generated/server/pcsx';
import { english, msg, SOURCE_LOCALE, translate, type Message } from '../i18n/messages';
import { LOGIN_PATH } from '../site';

export type ErrorBody = components['schemas']['ErrorBody'];
export type ErrorCode = ErrorBody['code'];

/** A problem with one field of a request, named by its dotted path; worded when answered. */
export interface FieldError {
  name: string;
  message: Message;
}

/**
 * An error answered with the contract's `ErrorBody`; anything else thrown becomes a 500. Its
 * message and its fields' are worded in the request's language when answered (`toBody`);
 * `Error.message` is the English, for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly text: Message,
    readonly fields?: readonly FieldError[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(english(text));
    this.name = 'HttpError';
  }

  toBody(locale: string = SOURCE_LOCALE): ErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: translate(locale, this.text),
      ...(this.fields
        ? {
            fields: this.fields.map((field) => ({
              name: field.name,
              message: translate(locale, field.message),
            })),
          }
        : {}),
    };
  }
}

export const badRequest = (message: Message, fields?: readonly FieldError[]) =>
  new HttpError(400, 'bad_request', message, fields);

export const validationFailed = (message: Message, fields: readonly FieldError[]) =>
  new HttpError(422, 'validation_failed', message, fields);

/** A field's problem; typed, so a message id written in place stays an id. */
export const fieldError = (name: string, message: Message): FieldError => ({ name, message });

/** 422 whose one field problem says what the message says. */
export const fieldFailed = (name: string, message: Message) =>
  validationFailed(message, [{ name, message }]);

export const unauthenticated = () =>
  new HttpError(401, 'unauthenticated', 'server.session.expired', undefined, {
    'x-login': LOGIN_PATH,
  });

/** Wrong credentials: deliberately without `x-login`, so the client shows the message. */
export const invalidCredentials = () =>
  new HttpError(401, 'unauthenticated', 'server.signIn.invalidCredentials');

export const csrfInvalid = () =>
  new HttpError(403, 'csrf_invalid', 'server.http.csrfInvalid', undefined, {
    'x-csrf-invalid': '1',
  });

export const notFound = (message: Message) => new HttpError(404, 'not_found', message);

/** A signed-in user without the role an operation needs. */
export const forbidden = () => new HttpError(403, 'forbidden', 'server.http.forbidden');

export const conflict = (message: Message) => new HttpError(409, 'conflict', message);

/** The error codes of a UNIQUE or primary key violation: SQLite's, then PostgreSQL's. */
const UNIQUE_VIOLATIONS = new Set([
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  '23505',
]);

/** Two requests tried to create the same row at once (a UNIQUE constraint): the later one lost. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  typeof error.code === 'string' &&
  UNIQUE_VIOLATIONS.has(error.code);

export const payloadTooLarge = (message: Message) =>
  new HttpError(413, 'payload_too_large', message);

/** A body over its operation's declared limit. */
export const bodyTooLarge = () => payloadTooLarge('server.http.bodyTooLarge');

/** A request that did not arrive in time, or arrived too slowly (see `http/slow-clients.ts`). */
export const requestTimedOut = () =>
  new HttpError(408, 'request_timeout', 'server.http.requestTimeout');

export const unsupportedMediaType = (message: Message) =>
  new HttpError(415, 'unsupported_media_type', message);

/** 415 naming the body types the operation takes ("… of type application/json."). */
export const expectedBodyType = (types: readonly string[]) =>
  unsupportedMediaType(
    types.length <= 1
      ? msg('server.http.expectedBodyType', { type: types[0] ?? '' })
      : msg('server.http.expectedBodyTypes', {
          first: types.slice(0, -1).join(' or '),
          second: types[types.length - 1] ?? '',
        }),
  );

export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'server.http.rateLimited', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
