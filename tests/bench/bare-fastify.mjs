// The ceilings for the search benchmark, on bare fastify with nothing else: a tiny JSON answer,
// and a search answer exactly as the reference server sent it (the same bytes and encoding).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 200, data: { count: 0, positions: [] } };
app.get('/api/pcsx/search', async () => body);

const searchAnswer = Buffer.from(process.env.SEARCH_ANSWER_BASE64 ?? '', 'base64');
const encoding = process.env.SEARCH_ANSWER_ENCODING ?? 'identity';
app.get('/api/pcsx/search/same-size', async (_request, reply) => {
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(searchAnswer);
});
await app.listen({ port: Number(process.env.PORT ?? 4191), host: '127.0.0.1' });
console.log('ready');
