import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { Caller } from '../auth/identity';
import {
  badRequest,
  bodyTooLarge,
  csrfInvalid,
  expectedBodyType,
  fieldFailed,
  HttpError,
  notFound,
  payloadTooLarge,
  unauthenticated,
  validationFailed,
} from '../http/errors';
import { MAX_UPLOAD_BYTES } from '../http/limits';
import { msg } from '../i18n/messages';
import { requestLocale } from '../i18n/request-locale';
import { isRecord, type JsonObject } from '../lib/json';
import type { Handlers, OperationId, UploadedFile } from '../routes/types';
import type { Services } from '../services';
import { isKnownDomain } from '../site';
import type Ajv from 'ajv/dist/2020';
import { changesState, toFastifyPath, type Contract, type ContractOperation } from './document';
import { RequestValidator } from './request-validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves; absent on pages and files. */
    operationId?: string;
  }
}

/**
 * Operations without a request body ignore one that is sent (see `ignoreBody`); this only bounds
 * what fastify would read before the route runs.
 */
const NO_BODY_LIMIT = 1024;

interface ErasedResult {
  kind: 'json' | 'file' | 'empty';
  status: number;
  body?: unknown;
  contentType?: string;
  fileName?: string;
  content?: Buffer;
}

type ErasedHandler = (context: {
  request: FastifyRequest;
  reply: FastifyReply;
  query: JsonObject;
  path: JsonObject;
  body: unknown;
  files: ReadonlyMap<string, UploadedFile>;
  caller: Caller;
  services: Services;
  locale: string;
  setCaller: (caller: Caller) => void;
}) => Promise<ErasedResult>;

/**
 * An answer's UTF-8 bytes: bytes rather than text, since fastify would measure and encode a
 * string again, and compression reads bytes.
 */
const serialize = (body: unknown): Buffer => Buffer.from(JSON.stringify(body));

const requiresSession = (operation: ContractOperation) =>
  operation.security.every((alternative) => alternative.includes('sessionCookie'));

const mediaTypeOf = (request: FastifyRequest): string | null => {
  const header = request.headers['content-type'];
  return header ? (header.split(';')[0]?.trim().toLowerCase() ?? null) : null;
};

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

/**
 * A body sent to an operation that takes none is not read: without its framing headers fastify
 * skips parsing (so no 413 or 415 the operation does not declare), and Node discards the bytes.
 */
const ignoreBody = (
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
  done: (error: null, payload: RequestPayload) => void,
): void => {
  delete request.headers['content-type'];
  delete request.headers['transfer-encoding'];
  delete request.headers['content-length'];
  done(null, payload);
};

/**
 * An unknown careers site is 404 where the contract lists 404 for the operation; elsewhere it is
 * an invalid parameter (400) or body value (422).
 */
const unknownSite = (
  operation: ContractOperation,
  domain: string,
  from: 'query' | 'body',
): HttpError => {
  const message = msg('server.site.unknown', { domain });
  if (operation.responses.has(404)) return notFound(message);
  const fields = [{ name: 'domain', message: msg('server.site.unknownField', { domain }) }];
  return from === 'query' ? badRequest(message, fields) : validationFailed(message, fields);
};

const checkDomains = (operation: ContractOperation, query: JsonObject, body: unknown): void => {
  const queryDomain = typeof query.domain === 'string' ? query.domain : null;
  if (queryDomain !== null && !isKnownDomain(queryDomain))
    throw unknownSite(operation, queryDomain, 'query');
  const bodyDomain = isRecord(body) && typeof body.domain === 'string' ? body.domain : null;
  if (bodyDomain === null) return;
  if (queryDomain !== null && bodyDomain.toLowerCase() !== queryDomain.toLowerCase()) {
    throw validationFailed('server.site.domainMismatch', [
      { name: 'domain', message: 'server.site.domainMismatchField' },
    ]);
  }
  if (!isKnownDomain(bodyDomain)) throw unknownSite(operation, bodyDomain, 'body');
};

/** Reads every part into memory within the upload limits; files become their names for validation. */
const readMultipart = async (
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: JsonObject; files: Map<string, UploadedFile> }> => {
  // Sized before anything is read: a declared length over the limit is refused at once.
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
    throw bodyTooLarge();
  }
  const fields: JsonObject = {};
  const files = new Map<string, UploadedFile>();
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: maxBytes,
      },
    });
    for await (const part of parts as AsyncIterableIterator<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        files.set(part.fieldname, {
          fieldName: part.fieldname,
          fileName: part.filename,
          mimeType: part.mimetype,
          content,
        });
        fields[part.fieldname] = part.filename || part.fieldname;
      } else {
        if (part.valueTruncated)
          throw payloadTooLarge(msg('server.upload.fieldTooLarge', { field: part.fieldname }));
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = isRecord(error) && typeof error.code === 'string' ? error.code : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge('server.upload.tooLarge');
    if (code === 'FST_FILES_LIMIT') throw fieldFailed('files', 'server.upload.oneFileOnly');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw payloadTooLarge('server.upload.tooManyFields');
    }
    // Everything else comes from reading the body itself: no boundary, truncated, a bad part;
    // the answer says which, so the client can act on it.
    throw badRequest('server.http.malformedMultipart');
  }
  return { fields, files };
};

/**
 * Registers one fastify route per contract operation. Parameters and bodies are validated here
 * against the contract (not by fastify's schema support), then the handler found by
 * operationId runs. Start-up fails when an operation has no handler.
 */
export const registerOperations = (
  app: FastifyInstance,
  contract: Contract,
  ajv: Ajv,
  handlers: Handlers,
  services: Services,
): void => {
  const known = new Set<string>(Object.keys(handlers));
  const missing = contract.operations.filter((operation) => !known.has(operation.operationId));
  if (missing.length > 0) {
    throw new Error(
      `No handler for operation(s): ${missing.map((operation) => operation.operationId).join(', ')}`,
    );
  }
  const declared = new Set(contract.operations.map((operation) => operation.operationId));
  const extra = [...known].filter((id) => !declared.has(id));
  if (extra.length > 0)
    throw new Error(`Handlers for operations not in the contract: ${extra.join(', ')}`);

  for (const operation of contract.operations) {
    const validator = new RequestValidator(ajv, operation);
    // The contract guarantees, through validation below, the shapes the typed handler expects.
    const handler = handlers[operation.operationId as OperationId] as unknown as ErasedHandler;
    const sessionRequired = requiresSession(operation);
    const csrfRequired = changesState(operation);
    const multipart = validator.hasBodyFor('multipart/form-data');
    const maxBodyBytes = operation.requestBody?.maxBytes ?? null;

    app.route({
      method: operation.method,
      url: toFastifyPath(operation.path),
      bodyLimit: maxBodyBytes ?? NO_BODY_LIMIT,
      config: { operationId: operation.operationId },
      ...(maxBodyBytes === null ? { preParsing: ignoreBody } : {}),
      handler: async (request, reply) => {
        const caller = request.caller;
        if (!caller) throw new Error('The caller is resolved before every API route');
        if (sessionRequired && !caller.user) throw unauthenticated();
        if (
          csrfRequired &&
          !services.identity.verifyCsrf(caller, request.headers['x-csrf-token'])
        ) {
          throw csrfInvalid();
        }
        const { query, path } = validator.parameters(request.query, request.params);

        let body: unknown = undefined;
        let files = new Map<string, UploadedFile>();
        const mediaType = mediaTypeOf(request);
        if (operation.requestBody) {
          if (multipart) {
            if (mediaType === 'multipart/form-data') {
              ({ fields: body, files } = await readMultipart(
                request,
                operation.requestBody.maxBytes,
              ));
            } else if (mediaType === null || !hasBody(request)) {
              body = {};
            } else {
              throw expectedBodyType(['multipart/form-data']);
            }
            validator.body('multipart/form-data', body);
          } else {
            body = request.body;
            if (mediaType !== null && hasBody(request) && !validator.hasBodyFor(mediaType)) {
              throw expectedBodyType(validator.bodyMediaTypes);
            }
            if (body === undefined && operation.requestBody.required) {
              throw badRequest('server.http.jsonBodyRequired');
            }
            if (body !== undefined) validator.body('application/json', body);
          }
        }
        checkDomains(operation, query, body);

        const result = await handler({
          request,
          reply,
          query,
          path,
          body,
          files,
          caller,
          services,
          locale: requestLocale(request),
          setCaller: (next) => {
            request.caller = next;
          },
        });
        reply.code(result.status);
        if (result.kind === 'empty') return reply.send();
        if (result.kind === 'file' && result.content) {
          return reply
            .type(result.contentType ?? 'application/octet-stream')
            .header(
              'content-disposition',
              `inline; filename="${(result.fileName ?? 'file').replace(/["\\\r\n]/g, '_')}"`,
            )
            .send(result.content);
        }
        return reply.type('application/json; charset=utf-8').send(serialize(result.body));
      },
    });
  }
};
