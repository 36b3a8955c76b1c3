import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../generated/server/pcsx';
import type { Caller } from '../auth/identity';
import type { Services } from '../services';

/**
 * Handler types derived from the generated contract types, so the compiler checks every
 * handler's parameters, body and answer against `openapi/pcsx.yaml`.
 */

export type OperationId = keyof operations;
type Operation<K extends OperationId> = operations[K];

type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : T;

export type QueryOf<K extends OperationId> = OrEmpty<
  NonNullable<Operation<K>['parameters']['query']>
>;
export type PathOf<K extends OperationId> = OrEmpty<
  NonNullable<Operation<K>['parameters']['path']>
>;

type BodyContent<K extends OperationId> =
  NonNullable<Operation<K>['requestBody']> extends { content: infer Content }
    ? Content[keyof Content]
    : undefined;

/** The validated body; `undefined` when the contract makes it optional and none was sent. */
export type BodyOf<K extends OperationId> = undefined extends Operation<K>['requestBody']
  ? BodyContent<K> | undefined
  : BodyContent<K>;

type Responses<K extends OperationId> = Operation<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;

type JsonContent<K extends OperationId, S extends keyof Responses<K>> = Responses<K>[S] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

export interface JsonResult<S extends number, Body> {
  kind: 'json';
  status: S;
  body: Body;
}

/** A file answer (offer letters and attachments). */
export interface FileResult {
  kind: 'file';
  status: 200;
  contentType: string;
  fileName: string;
  content: Buffer;
}

export interface EmptyResult {
  kind: 'empty';
  status: 204;
}

type JsonResultOf<K extends OperationId> = {
  [S in SuccessStatus<K>]: [JsonContent<K, S>] extends [never]
    ? never
    : JsonResult<S, JsonContent<K, S>>;
}[SuccessStatus<K>];

type HasFileAnswer<K extends OperationId> = {
  [S in SuccessStatus<K>]: Responses<K>[S] extends { content: { 'application/pdf': unknown } }
    ? true
    : never;
}[SuccessStatus<K>];

export type HandlerResult<K extends OperationId> =
  | JsonResultOf<K>
  | ([HasFileAnswer<K>] extends [never] ? never : FileResult)
  | (204 extends SuccessStatus<K> ? EmptyResult : never);

/** A multipart file part, read fully into memory (bounded by the upload limit). */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  content: Buffer;
}

export interface HandlerContext<K extends OperationId> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: QueryOf<K>;
  path: PathOf<K>;
  body: BodyOf<K>;
  files: ReadonlyMap<string, UploadedFile>;
  caller: Caller;
  services: Services;
  /** The UI language the answer's own words are in (see `i18n/request-locale.ts`). */
  locale: string;
  /** Replaces the caller (sign in, sign out), so the answer carries the new CSRF token. */
  setCaller: (caller: Caller) => void;
}

export type Handler<K extends OperationId> = (
  context: HandlerContext<K>,
) => Promise<HandlerResult<K>>;

export type Handlers<K extends OperationId = OperationId> = { [Id in K]: Handler<Id> };

/** `{status: 200, data}`: the contract's envelope. */
export const ok = <Data>(data: Data): JsonResult<200, { status: 200; data: Data }> => ({
  kind: 'json',
  status: 200,
  body: { status: 200, data },
});

export const created = <Data>(data: Data): JsonResult<201, { status: 201; data: Data }> => ({
  kind: 'json',
  status: 201,
  body: { status: 201, data },
});

/** Taken on, to be finished later or elsewhere (a registration finished from its mailed link). */
export const accepted = <Data>(data: Data): JsonResult<202, { status: 202; data: Data }> => ({
  kind: 'json',
  status: 202,
  body: { status: 202, data },
});

/** The two un-enveloped answers (the offers list). */
export const bare = <Body>(body: Body): JsonResult<200, Body> => ({
  kind: 'json',
  status: 200,
  body,
});

export const noContent = (): EmptyResult => ({ kind: 'empty', status: 204 });

export const file = (fileName: string, contentType: string, content: Buffer): FileResult => ({
  kind: 'file',
  status: 200,
  contentType,
  fileName,
  content,
});
