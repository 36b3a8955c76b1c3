import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type AppOptions } from '../src/app';
import { createContractAjv } from '../src/contract/ajv';
import { loadContract } from '../src/contract/document';
import { ResponseValidator } from '../src/contract/response-validation';
import { ADMIN_EMAIL, DEMO_CANDIDATE_EMAIL } from '../src/seed/candidates';
import {
  readFuzzOperations,
  type FuzzOperation,
  type Identity,
} from '../../tests/fuzz/contract-model';
import {
  describeFailure,
  fuzzOperation,
  histogram,
  type FuzzCaller,
  type FuzzFailure,
  type FuzzTarget,
  type OperationReport,
} from '../../tests/fuzz/fuzz-runner';
import { collectIds, knownIds } from '../../tests/fuzz/known-ids';
import { FUZZ_DOMAIN, type KnownValues } from '../../tests/fuzz/requests';
import { Client, startServer, type TestServer } from './helpers';

/**
 * Contract fuzzing: requests generated from `openapi/pcsx.yaml` for every operation, valid and
 * hostile, as a visitor and as a signed-in candidate (and the admin for branding). Every answer
 * must be below 500, declared by the operation and shaped as the contract says.
 *
 * `npm test` runs a bounded, seeded budget; `npm run fuzz` sets `PCSX_FUZZ_RUNS` (and a random
 * `PCSX_FUZZ_SEED`) for a long run.
 */
const CONTRACT_PATH = join(REPO_ROOT, 'openapi', 'pcsx.yaml');
const BOUNDED_RUNS = 50;
const BOUNDED_SEED = 1717;
const numRuns = Number(process.env.PCSX_FUZZ_RUNS ?? BOUNDED_RUNS);
/** A long run (`PCSX_FUZZ_RUNS` set) explores new requests each time unless given a seed. */
const seed = Number(
  process.env.PCSX_FUZZ_SEED ??
    (process.env.PCSX_FUZZ_RUNS === undefined ? BOUNDED_SEED : randomInt(2 ** 31)),
);

/** Limits nobody reaches: the fuzzer sends thousands of calls from one address and one account. */
const UNREACHABLE = { limit: 1_000_000_000, windowMs: 60_000 };
const RAISED_LIMITS: NonNullable<AppOptions['rateLimits']> = {
  login: UNREACHABLE,
  loginPerDevice: UNREACHABLE,
  loginBackOff: { freeFailures: 1_000_000_000 },
  resetPassword: UNREACHABLE,
  resetPasswordPerAddress: UNREACHABLE,
  registration: UNREACHABLE,
  registrationPerAddress: UNREACHABLE,
  api: UNREACHABLE,
  account: UNREACHABLE,
  anonymousWrites: UNREACHABLE,
  telemetry: UNREACHABLE,
  accountUploads: UNREACHABLE,
  anonymousUploads: UNREACHABLE,
};

const operations = readFuzzOperations(CONTRACT_PATH);

const identitiesOf = (operation: FuzzOperation): Identity[] =>
  operation.tag === 'branding' ? ['visitor', 'candidate', 'admin'] : ['visitor', 'candidate'];

const cookieHeader = (client: Client) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A caller backed by a helper client: a visitor with its anonymous session, or a signed-in user. */
const callerFor = async (server: TestServer, identity: Identity): Promise<FuzzCaller> => {
  const signIn = async (): Promise<Client> => {
    const client = new Client(server.baseUrl);
    if (identity === 'visitor') await client.boot();
    else await client.login(identity === 'admin' ? ADMIN_EMAIL : DEMO_CANDIDATE_EMAIL);
    return client;
  };
  let client = await signIn();
  return {
    identity,
    cookie: () => cookieHeader(client),
    csrfToken: () => client.csrfToken ?? '',
    renew: async () => {
      client = await signIn();
    },
  };
};

/**
 * Real ids for the generators: every GET the caller can make with the domain alone, read for ids.
 * A parameter gets the pool of its own name (`positionId`, `position_id`), else every `id`.
 */
const harvestKnownValues = async (signedIn: Client[]): Promise<KnownValues> => {
  const pools = new Map<string, Set<string>>();
  const listings = operations.filter(
    (operation) =>
      operation.method === 'GET' && operation.parameters.every((parameter) => !parameter.required),
  );
  for (const client of signedIn) {
    for (const operation of listings) {
      const answer = await client.get(operation.path, { query: { domain: FUZZ_DOMAIN } });
      if (answer.status === 200) collectIds(answer.body, pools, 40);
    }
  }
  return knownIds(operations, pools);
};

describe('contract fuzzing', () => {
  let server: TestServer;
  let target: FuzzTarget;
  let known: KnownValues;
  const callers = new Map<Identity, FuzzCaller>();
  const serverErrors: string[] = [];
  const reports: OperationReport[] = [];

  beforeAll(async () => {
    server = await startServer({
      rateLimits: RAISED_LIMITS,
      logger: { level: 'error', stream: { write: (line: string) => serverErrors.push(line) } },
    });
    const contract = loadContract(CONTRACT_PATH);
    const validator = new ResponseValidator(
      createContractAjv(contract, { useDefaults: false }),
      new Map(contract.operations.map((operation) => [operation.operationId, operation])),
    );
    target = {
      baseUrl: server.baseUrl,
      checkAnswer: (operationId, status, contentType, body) =>
        validator.check(operationId, status, contentType, body),
      takeServerErrors: () => serverErrors.splice(0),
    };
    for (const identity of ['visitor', 'candidate', 'admin'] as const)
      callers.set(identity, await callerFor(server, identity));
    const candidate = new Client(server.baseUrl);
    await candidate.login(DEMO_CANDIDATE_EMAIL);
    const admin = new Client(server.baseUrl);
    await admin.login(ADMIN_EMAIL);
    known = await harvestKnownValues([candidate, admin]);
    console.log(
      `contract fuzzing: ${operations.length} operations, ${numRuns} cases per operation and caller, seed ${seed}`,
    );
  });

  afterAll(async () => {
    const lines = reports.map(
      (report) =>
        `${report.operationId} as ${report.identity}: ${report.cases} cases, ${histogram(report.statuses)}`,
    );
    for (const identity of ['visitor', 'candidate', 'admin'] as const) {
      const mine = reports.filter((report) => report.identity === identity);
      const statuses = new Map<number, number>();
      for (const report of mine)
        for (const [status, count] of report.statuses)
          statuses.set(status, (statuses.get(status) ?? 0) + count);
      const cases = mine.reduce((sum, report) => sum + report.cases, 0);
      lines.push(`all operations as ${identity}: ${cases} cases, ${histogram(statuses)}`);
    }
    console.log(`contract fuzzing, seed ${seed}:\n${lines.join('\n')}`);
    await server.close();
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s: no 5xx, only declared statuses and bodies',
    async (_operationId, operation) => {
      const failures: FuzzFailure[] = [];
      for (const [index, identity] of identitiesOf(operation).entries()) {
        const caller = callers.get(identity);
        if (!caller) throw new Error(`No caller ${identity}`);
        const report = await fuzzOperation(target, operation, caller, known, {
          // A visitor is turned away before anything else where a session is needed.
          numRuns:
            identity === 'visitor' && operation.signedInOnly ? Math.ceil(numRuns / 4) : numRuns,
          // The callers get different requests from one seed.
          seed: seed + index,
        });
        reports.push(report);
        failures.push(...report.failures);
      }
      expect(
        failures.map(describeFailure),
        `seed ${seed}: answers that break the contract (replay with PCSX_FUZZ_SEED=${seed} PCSX_FUZZ_RUNS=${numRuns})`,
      ).toEqual([]);
    },
    Math.max(30_000, numRuns * 3_000),
  );
});
