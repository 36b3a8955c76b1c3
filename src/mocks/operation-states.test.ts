import { parse } from 'yaml';
import contractText from '../../openapi/pcsx.yaml?raw';
import { operationMocks, tagMocks } from '@generated/mocks';
import { server } from '../test/msw-server';
import { handlers } from './handlers';
import { isApiRequest, parseMockStates, stateHandler } from './operation-states';

interface Contract {
  paths: Record<string, Record<string, { operationId: string; tags: string[]; responses: object }>>;
}

const contract = parse(contractText) as Contract;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
const declared = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.has(method))
    .map(([method, operation]) => ({
      path,
      method,
      operationId: operation.operationId,
      tag: operation.tags[0] ?? '',
      statuses: Object.keys(operation.responses),
    })),
);

/** A URL the operation's route matches: every path parameter filled in. */
const concreteUrl = (path: string) => `http://localhost${path.replace(/\{[^}]+\}/g, '1')}`;

describe('the generated mock index', () => {
  it('lists every operation of the contract with every status it declares', () => {
    expect(Object.keys(operationMocks).sort()).toEqual(
      declared.map(({ operationId }) => operationId).sort(),
    );
    declared.forEach(({ operationId, method, tag, statuses }) => {
      const mock = operationMocks[operationId];
      expect({ operationId, method: mock.method, tag: mock.tag }).toEqual({
        operationId,
        method,
        tag,
      });
      expect(Object.keys(mock.responses).sort()).toEqual([...statuses].sort());
    });
  });

  it("mocks every tag: each operation's success example is answered by a default handler", () => {
    expect(Object.keys(tagMocks).sort()).toEqual([...new Set(declared.map((o) => o.tag))].sort());
    const routes = new Set(
      handlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`.toLowerCase()),
    );
    declared.forEach(({ operationId, method, path }) => {
      const route = `${method} *${path.replace(/\{([^}]+)\}/g, ':$1')}`.toLowerCase();
      expect({ operationId, mocked: routes.has(route) }).toEqual({ operationId, mocked: true });
    });
  });

  it.each(declared)(
    "answers every status $operationId declares with the contract's example and headers",
    async ({ operationId, method, path, statuses }) => {
      for (const status of statuses) {
        const expected = operationMocks[operationId].responses[status];
        server.use(stateHandler({ operationId, status }));
        const response = await fetch(concreteUrl(path), { method: method.toUpperCase() });
        const text = await response.text();
        expect({
          status: response.status,
          headers: Object.keys(expected.headers).map((name) => response.headers.get(name)),
          body: expected.examples.length > 0 ? (JSON.parse(text) as unknown) : text,
        }).toEqual({
          status: Number(status),
          headers: Object.values(expected.headers),
          // JSON statuses carry an example; only files and 204 have none.
          body: expected.contentType?.includes('json') ? expected.examples[0] : '',
        });
        server.resetHandlers();
      }
    },
  );
});

describe('picking mock states', () => {
  it('reads operation:status pairs and reports what the contract does not declare', () => {
    expect(parseMockStates(' searchPositions:500, getProfileDetails:401 ,')).toEqual({
      states: [
        { operationId: 'searchPositions', status: '500' },
        { operationId: 'getProfileDetails', status: '401' },
      ],
      problems: [],
    });
    const { states, problems } = parseMockStates('searchPositions:418,nope:500,toString:500');
    expect(states).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(/^"searchPositions:418": searchPositions declares only 200, 400/),
      '"nope:500": the contract has no operation "nope"',
      '"toString:500": the contract has no operation "toString"',
    ]);
  });

  it('treats only same-origin calls under the contract’s paths as API calls', () => {
    const origin = 'http://127.0.0.1:4173';
    expect(isApiRequest(new URL(`${origin}/api/pcsx/search`), origin)).toBe(true);
    expect(isApiRequest(new URL(`${origin}/vslog`), origin)).toBe(true);
    expect(isApiRequest(new URL(`${origin}/src/main.tsx`), origin)).toBe(false);
    expect(isApiRequest(new URL(`${origin}/apiary`), origin)).toBe(false);
    expect(isApiRequest(new URL('https://tiles.example.com/api/1.png'), origin)).toBe(false);
  });
});
