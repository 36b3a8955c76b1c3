import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, dataOf, DOMAIN, errorOf, startServer, type TestServer } from './helpers';

/**
 * What contract fuzzing found, pinned down: names of `Object.prototype` members (`constructor`,
 * `__proto__`, `valueOf`) looked up in plain objects answered bodies outside the contract.
 */
describe('inherited property names as values', () => {
  let server: TestServer;
  let visitor: Client;

  beforeAll(async () => {
    server = await startServer();
    visitor = new Client(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['constructor', '__proto__'])(
    'an option source named %s is unknown (404)',
    async (source) => {
      const answer = await visitor.get(`/api/pcsx/select_options/${source}`, {
        query: { domain: DOMAIN },
      });
      expect(answer.status, answer.text).toBe(404);
      expect(errorOf(answer).code).toBe('not_found');
    },
  );

  it.each(['valueOf', 'constructor', '__proto__'])(
    'a work location filter of %s is labelled with its own value',
    async (value) => {
      const answer = await visitor.get('/api/pcsx/search', {
        query: { domain: DOMAIN, filter_work_location_option: value },
      });
      expect(answer.status, answer.text).toBe(200);
      const filters = dataOf<{
        filterDef: { name: string; options: { value: string; label: string }[] }[];
      }>(answer).filterDef;
      const workLocation = filters.find((filter) => filter.name === 'work_location_option');
      expect(workLocation?.options).toContainEqual(
        expect.objectContaining({ value, label: value }),
      );
    },
  );
});
