// The ceilings for the search benchmark, on bare fastify with nothing else: a tiny JSON answer,
// and a search answer of the reference server's usual size (sent as a prepared string).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 200, data: { count: 0, positions: [] } };
app.get('/api/pcsx/search', async () => body);

const searchAnswer = process.env.SEARCH_ANSWER ?? '';
app.get('/api/pcsx/search/same-size', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(searchAnswer),
);
await app.listen({ port: Number(process.env.PORT ?? 4191), host: '127.0.0.1' });
console.log('ready');
