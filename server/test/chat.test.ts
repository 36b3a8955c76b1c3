import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/server/pcsx';
import { paySummary, readIntent } from '../src/search/chat-assistant';
import { Client, dataOf, DOMAIN, startServer, type TestServer } from './helpers';

type ChatReply = components['schemas']['ChatReply'];

describe('the chat assistant asked about pay', () => {
  let server: TestServer;
  let visitor: Client;

  const ask = async (message: string, locale = 'en') =>
    dataOf<ChatReply>(
      await visitor.post('/api/pcsx/chat/message', {
        query: { domain: DOMAIN },
        json: { message },
        headers: { 'accept-language': locale },
      }),
    );

  beforeAll(async () => {
    server = await startServer();
    visitor = new Client(server.baseUrl);
    await visitor.boot();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads the question, not its words, as what to search for', () => {
    expect(readIntent('How much do data analysts earn?', [])).toMatchObject({
      query: 'data analysts',
      asksPay: true,
    });
    expect(readIntent('What is the salary of a product designer', []).query).toBe(
      'product designer',
    );
    expect(readIntent('How much does a data engineer make?', []).query).toBe('data engineer');
    expect(readIntent('data analyst jobs', []).asksPay).toBe(false);
  });

  it('sums up the pay most jobs list in one currency and period', () => {
    const year = (min: number, max: number) => ({
      min,
      max,
      currency: 'USD',
      period: 'year' as const,
    });
    expect(
      paySummary([
        year(60_000, 80_000),
        year(70_000, 90_000),
        year(90_000, 130_000),
        { min: 30, max: 40, currency: 'USD', period: 'hour' },
      ]),
    ).toEqual({ currency: 'USD', period: 'year', min: 70_000, max: 90_000, counted: 3 });
    expect(paySummary([])).toBeNull();
  });

  it('answers with what the matching jobs pay, and shows them', async () => {
    const reply = await ask('How much do data analysts earn?');
    expect(reply.reply).toMatch(
      /^Going by the \d+ matching jobs? that list pay, data analysts jobs typically pay \$[\d,]+ to \$[\d,]+ a year\./,
    );
    expect(reply.reply).not.toMatch(/earn/);
    expect(reply.positions[0]?.name).toMatch(/Data Analyst/);
  });

  it('answers in the page’s language, with its way of writing money', async () => {
    const reply = await ask('Gehalt Data Analyst', 'de');
    expect(reply.reply).toMatch(/verdienen Sie typischerweise [\d.]+\s\$ bis [\d.]+\s\$ pro Jahr/);
  });
});
