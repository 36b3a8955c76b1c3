import type { components } from '../../../generated/server/pcsx';
import { LOGIN_PATH } from '../site';

export type ErrorBody = components['schemas']['ErrorBody'];
export type ErrorCode = ErrorBody['code'];
export type FieldError = NonNullable<ErrorBody['fields']>[number];

/** An error answered with the contract's `ErrorBody`; anything else thrown becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const badRequest = (message: string, fields?: FieldError[]) =>
  new HttpError(400, 'bad_request', message, fields);

export const validationFailed = (message: string, fields: FieldError[]) =>
  new HttpError(422, 'validation_failed', message, fields);

export const unauthenticated = () =>
  new HttpError(
    401,
    'unauthenticated',
    'Your session has expired. Please sign in again.',
    undefined,
    {
      'x-login': LOGIN_PATH,
    },
  );

/** Wrong credentials: deliberately without `x-login`, so the client shows the message. */
export const invalidCredentials = () =>
  new HttpError(401, 'unauthenticated', 'Incorrect email or password.');

export const csrfInvalid = () =>
  new HttpError(
    403,
    'csrf_invalid',
    'Invalid CSRF token. Reload the page and try again.',
    undefined,
    {
      'x-csrf-invalid': '1',
    },
  );

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** A signed-in user without the role an operation needs. */
export const forbidden = () =>
  new HttpError(403, 'forbidden', 'User does not have permissions to perform this action');

export const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** Two requests tried to create the same row at once (a UNIQUE constraint): the later one lost. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');

export const payloadTooLarge = (message: string) =>
  new HttpError(413, 'payload_too_large', message);

/** A body over its operation's declared limit. */
export const bodyTooLarge = () => payloadTooLarge('The request body is too large.');

export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message);

export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Please try again in a few minutes', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const POSITION_NOT_FOUND = 'This position is no longer available.';
