import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../src/app';
import { createContractAjv } from '../src/contract/ajv';
import { loadContract, toFastifyPath, type ContractOperation } from '../src/contract/document';
import { registerOperations } from '../src/contract/register';
import { RequestValidator } from '../src/contract/request-validation';
import { ResponseValidator } from '../src/contract/response-validation';
import { HttpError } from '../src/http/errors';
import { handlers } from '../src/routes';
import type { Handlers } from '../src/routes/types';
import { Client, DOMAIN, errorOf, startServer, type TestServer } from './helpers';

const CONTRACT_FILE = join(REPO_ROOT, 'openapi', 'pcsx.yaml');
const contract = loadContract(CONTRACT_FILE);
const ajv = createContractAjv(contract, { useDefaults: true });
const operation = (operationId: string): ContractOperation => {
  const found = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId}`);
  return found;
};

const badRequestOf = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('Expected an HttpError');
};

/** The operation ids of the YAML as written: every HTTP method under every path. */
const declaredOperationIds = (): string[] => {
  const document = parseYaml(readFileSync(CONTRACT_FILE, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(document.paths).flatMap((pathItem) =>
    ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
      .filter((method) => method in pathItem)
      .map((method) => pathItem[method]?.operationId ?? `${method} without operationId`),
  );
};

describe('the contract as the server reads it', () => {
  it('reads every operation of the YAML, each with a unique id, a handler and a fastify path', () => {
    const declared = declaredOperationIds();
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared).size).toBe(declared.length);
    expect(contract.operations.map((item) => item.operationId).sort()).toEqual(declared.sort());
    expect(Object.keys(handlers).sort()).toEqual(declared.sort());
    expect(toFastifyPath('/api/pcsx/offers/{id}/attachments/{attachmentId}')).toBe(
      '/api/pcsx/offers/:id/attachments/:attachmentId',
    );
    expect(operation('listOffers').security).toEqual([['sessionCookie']]);
    expect(operation('updateJobCart').security).toEqual([
      ['csrfToken'],
      ['sessionCookie', 'csrfToken'],
    ]);
    expect(operation('autocompleteQuery').security).toEqual([[]]);
  });

  it('coerces query strings to the declared types', () => {
    const search = new RequestValidator(ajv, operation('searchPositions'));
    const { query } = search.parameters(
      {
        start: '20',
        num: '5',
        filter_department: 'Engineering',
        filter_seniority: ['Senior', 'Staff'],
        hl: 'en',
        sortby: '0',
      },
      {},
    );
    expect(query).toEqual({
      start: 20,
      num: 5,
      filter_department: ['Engineering'],
      filter_seniority: ['Senior', 'Staff'],
      hl: 'en',
    });
    expect(search.parameters({}, {}).query).toEqual({ start: 0, num: 10 });
    const forms = new RequestValidator(ajv, operation('listForms'));
    expect(forms.parameters({ include_tab_list: 'true' }, {}).query).toEqual({
      include_tab_list: true,
    });
    expect(forms.parameters({ include_tab_list: '0' }, {}).query).toEqual({
      include_tab_list: false,
    });
  });

  it('answers 400 naming the parameter', () => {
    const details = new RequestValidator(ajv, operation('getPositionDetails'));
    const missing = badRequestOf(() => details.parameters({}, {}));
    expect(missing.toBody()).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: "Query parameter 'position_id' is required.",
      fields: [{ name: 'position_id' }],
    });
    const wrongType = badRequestOf(() => details.parameters({ position_id: '12abc' }, {}));
    expect(wrongType.message).toBe("Query parameter 'position_id' must be an integer.");
    const accept = new RequestValidator(ajv, operation('acceptOffer'));
    expect(badRequestOf(() => accept.parameters({}, { id: '0' })).message).toBe(
      "Path parameter 'id' must be >= 1.",
    );
  });

  it('answers 422 naming every bad body field', () => {
    const register = new RequestValidator(ajv, operation('register'));
    const error = badRequestOf(() =>
      register.body('application/json', { email: 'nope', password: 'x', extra: 1 }),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.map((field) => field.name).sort()).toEqual([
      'email',
      'extra',
      'firstname',
      'lastname',
      'password',
    ]);
  });

  it('detects answers that drift from the contract', () => {
    const validator = new ResponseValidator(
      createContractAjv(contract, { useDefaults: false }),
      new Map(contract.operations.map((item) => [item.operationId, item])),
    );
    expect(
      validator.check(
        'getNotificationBadge',
        200,
        'application/json',
        '{"status":200,"data":{"count":2}}',
      ),
    ).toBeNull();
    expect(
      validator.check(
        'getNotificationBadge',
        200,
        'application/json',
        '{"status":200,"data":{"count":"2"}}',
      ),
    ).toMatch(/does not match the contract/);
    expect(validator.check('getNotificationBadge', 404, 'application/json', '{}')).toMatch(
      /does not declare/,
    );
    expect(
      validator.check('getOfferLetter', 200, 'application/pdf', Buffer.from('%PDF-')),
    ).toBeNull();
    expect(validator.check('getOfferLetter', 200, 'text/html', '<html>')).toMatch(
      /declared: application\/pdf/,
    );
    expect(validator.check('logEvent', 204, undefined, '')).toBeNull();
    expect(validator.check('logEvent', 204, 'application/json', '{}')).toMatch(/must have no body/);
  });

  it('refuses to start when an operation has no handler', async () => {
    const app = Fastify();
    const incomplete: Partial<Handlers> = { ...handlers };
    delete incomplete.listOffers;
    expect(() =>
      registerOperations(
        app,
        contract,
        ajv,
        incomplete as Handlers,
        {} as Parameters<typeof registerOperations>[4],
      ),
    ).toThrow('No handler for operation(s): listOffers');
    await app.close();
  });
});

describe('request handling', () => {
  let server: TestServer;
  const query = { domain: DOMAIN };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 415 for a body of the wrong type and 400 for malformed JSON', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    const text = await client.post('/api/pcsx/auth/login', {
      query,
      body: 'email=a@b.c',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(errorOf(text).code).toBe('unsupported_media_type');
    const malformed = await client.post('/api/pcsx/auth/login', {
      query,
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).code).toBe('bad_request');
  });

  it('requires the body domain to agree with the query domain', async () => {
    const client = new Client(server.baseUrl);
    await client.boot();
    const answer = await client.post('/api/pcsx/job_cart', {
      query,
      json: { pids: ['1000'], operation: 'add', domain: 'contoso.example' },
    });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).fields?.[0]?.name).toBe('domain');
  });
});
