// The baseline of the API benchmark: a bare Fastify route answering the same JSON from memory,
// with no database, validation, hooks or security headers.
import Fastify from 'fastify';

const body = process.env.BASELINE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/web-app/event', (_req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
