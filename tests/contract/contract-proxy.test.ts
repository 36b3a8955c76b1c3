import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  describeViolation,
  startPrismFront,
  type PrismFront,
  type ProxiedExchange,
} from '../../scripts/prism-front.mjs';

/**
 * `npm run contract:proxy`: in front of a small upstream whose answers are chosen per path, the
 * proxy passes every answer through unchanged (cookies included) and reports what breaks the
 * contract.
 */
const CONTRACT = fileURLToPath(new URL('../../openapi/pcsx.yaml', import.meta.url));
const WRONG_SEARCH = { status: 200, data: { positions: [{ id: 'x' }], count: 'many' } };

let upstream: Server;
let proxy: PrismFront;
const exchanges: ProxiedExchange[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/api/pcsx/search')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(WRONG_SEARCH));
      return;
    }
    response.writeHead(404, {
      'content-type': 'application/json',
      'set-cookie': ['first=1; Path=/', 'second=2; Path=/'],
    });
    response.end(
      JSON.stringify({
        status: 404,
        code: 'not_found',
        message: 'This position is no longer available.',
      }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = await startPrismFront({
    contractPath: CONTRACT,
    port: 0,
    upstream: `http://127.0.0.1:${port}`,
    log: () => {},
    onExchange: (exchange) => exchanges.push(exchange),
  });
}, 60_000);

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('npm run contract:proxy', () => {
  it('passes an answer that keeps the contract through unchanged and reports nothing', async () => {
    const answer = await fetch(`${proxy.url}/api/pcsx/position_details?position_id=77`);
    expect(answer.status).toBe(404);
    expect(answer.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);
    expect(await answer.json()).toMatchObject({ code: 'not_found' });
    expect(exchanges.at(-1)).toMatchObject({
      operationId: 'getPositionDetails',
      status: 404,
      violations: [],
    });
  });

  it('reports what is wrong with an answer that breaks the contract, and passes it on', async () => {
    const answer = await fetch(`${proxy.url}/api/pcsx/search?num=many`);
    expect(await answer.json()).toEqual(WRONG_SEARCH);
    const exchange = exchanges.at(-1);
    expect(exchange).toMatchObject({ operationId: 'searchPositions', status: 200 });
    const lines = exchange?.violations.map(describeViolation) ?? [];
    expect(lines).toContain('request query num: must be integer');
    expect(lines).toContain('answer body data.count: must be integer');
    expect(lines).toContain('answer body data.positions.0.id: must be integer');
  });
});
