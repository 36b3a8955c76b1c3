import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../src/seed/candidates';
import { describeReport, runLiveCheck } from '../../tests/live-contract/live-check';
import { startServer, type TestServer } from './helpers';

/**
 * `npm run contract:test`: against the reference server every answer keeps the contract, reads
 * and writes; against a server that answers off-contract it finds the answers and fails, and a
 * read-only run sends nothing but GET.
 */
const CONTRACT_PATH = join(REPO_ROOT, 'openapi', 'pcsx.yaml');

describe('contract test against the reference server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('finds every answer on contract, writes included', async () => {
    const report = await runLiveCheck({
      baseUrl: server.baseUrl,
      contractPath: CONTRACT_PATH,
      write: true,
      credentials: { email: DEMO_CANDIDATE_EMAIL, password: DEMO_PASSWORD },
      generatedPerOperation: 1,
      seed: 1,
    });
    expect(report.problems, describeReport(report)).toEqual([]);
    expect(report.tested).toBe(report.operations);
    expect(report.statuses.get(200)).toBeGreaterThan(report.tested / 2);
  });
});

describe('contract test against a server off the contract', () => {
  let offContract: Server;
  let baseUrl: string;
  const methods = new Set<string>();

  beforeAll(async () => {
    // Boots like the real thing, then answers every call with the same wrong body.
    offContract = createServer((request, response) => {
      methods.add(request.method ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          request.url?.startsWith('/api/pcsx/boot')
            ? { status: 200, data: { csrfToken: 'token', domain: 'northwindlabs.com' } }
            : { status: 200, data: { wrong: true } },
        ),
      );
    });
    await new Promise<void>((resolve) => offContract.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(offContract.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => offContract.close(resolve));
  });

  it('reports each wrong answer and sends only GET when read-only', async () => {
    const report = await runLiveCheck({
      baseUrl,
      contractPath: CONTRACT_PATH,
      write: false,
      credentials: null,
      generatedPerOperation: 1,
      seed: 1,
    });
    expect([...methods]).toEqual(['GET']);
    expect(report.skipped).toBeGreaterThan(0);
    expect(report.problems.map((problem) => problem.operationId)).toContain('searchPositions');
    expect(describeReport(report)).toMatch(
      /✗ searchPositions → 200: body does not match the contract: \/data must have required property/,
    );
  });

  it('exits non-zero from the command line', async () => {
    const run = promisify(execFile)(
      join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
      ['tests/live-contract/cli.ts', '--base-url', baseUrl, '--generated', '0'],
      { cwd: REPO_ROOT },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('answers break the contract') as unknown,
    });
  });
});
