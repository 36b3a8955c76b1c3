// The ceiling for the search benchmark: one JSON route on bare fastify, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 200, data: { count: 0, positions: [] } };
app.get('/api/pcsx/search', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 4191), host: '127.0.0.1' });
console.log('ready');
