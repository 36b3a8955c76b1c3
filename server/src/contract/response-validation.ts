import type Ajv from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../http/errors';
import { createContractAjv } from './ajv';
import type { Contract, ContractOperation } from './document';

/**
 * Checks answers against the contract: the status must be declared for the operation, the media
 * type declared for that status, and a JSON body must match its schema. Used in tests, where any
 * drift between server and contract must fail loudly.
 */
export class ResponseValidator {
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    private readonly ajv: Ajv,
    private readonly operations: ReadonlyMap<string, ContractOperation>,
  ) {}

  /** Returns a description of the mismatch, or null when the answer conforms. */
  check(
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: string | Buffer | null,
  ): string | null {
    const operation = this.operations.get(operationId);
    if (!operation) return `unknown operation ${operationId}`;
    const response = operation.responses.get(status);
    if (!response) {
      return `${operationId} answered ${status}, which the contract does not declare (declared: ${[...operation.responses.keys()].join(', ')})`;
    }
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    const hasBody = body !== null && body.length > 0;
    if (response.content.size === 0) {
      return hasBody ? `${operationId} ${status} must have no body` : null;
    }
    if (!mediaType || !response.content.has(mediaType)) {
      return `${operationId} ${status} answered ${mediaType ?? 'no content type'}; declared: ${[...response.content.keys()].join(', ')}`;
    }
    if (mediaType !== 'application/json') return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(
        typeof body === 'string' ? body : (body?.toString('utf8') ?? ''),
      ) as unknown;
    } catch {
      return `${operationId} ${status} body is not JSON`;
    }
    const key = `${operationId} ${status} ${mediaType}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const schema = response.content.get(mediaType) ?? {};
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    if (validate(parsed)) return null;
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`)
      .join('; ');
    return `${operationId} ${status} body does not match the contract: ${problems}`;
  }
}

/** Where the contract check records what it saw, for the tests to read. */
export interface AnswerLog {
  /** Answers that did not match the contract. */
  contractViolations: string[];
  /** Statuses answered per operation, for coverage checks. */
  answered: Map<string, Set<number>>;
}

/**
 * Checks every operation's answer against the contract as it leaves; a mismatch is logged,
 * recorded and answered as a 500 instead. Reads the plain text, so it runs before compression.
 */
export const addResponseValidation = (
  app: FastifyInstance,
  contract: Contract,
  log: AnswerLog,
  onViolation?: (violation: string) => void,
): void => {
  const validator = new ResponseValidator(
    createContractAjv(contract, { useDefaults: false }),
    new Map(contract.operations.map((operation) => [operation.operationId, operation])),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    if (operationId === undefined) return payload;
    log.answered.set(
      operationId,
      (log.answered.get(operationId) ?? new Set()).add(reply.statusCode),
    );
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    const contentType = reply.getHeader('content-type');
    const problem = validator.check(
      operationId,
      reply.statusCode,
      typeof contentType === 'string' ? contentType : undefined,
      body,
    );
    if (problem === null) return payload;
    log.contractViolations.push(problem);
    onViolation?.(`${request.method} ${request.url}: ${problem}`);
    request.log.error({ problem }, 'Response does not match the contract');
    reply.code(500).type('application/json; charset=utf-8');
    const failure: ErrorBody = {
      status: 500,
      code: 'internal',
      message: `Contract violation: ${problem}`,
    };
    return JSON.stringify(failure);
  });
};
