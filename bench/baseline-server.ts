// The baseline of the API benchmarks: a bare Fastify server answering the same bytes from memory,
// with no database, validation, hooks or security headers. BASELINE_BODIES names a JSON file of
// { "<path and query>": "<body>" } (every read of bench/reads.ts); BASELINE_BODY alone answers
// the events page.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const bodies = new Map<string, string>(
  process.env.BASELINE_BODIES
    ? Object.entries(JSON.parse(readFileSync(process.env.BASELINE_BODIES, 'utf8')) as object)
    : [['/api/web-app/event?keySort=createdAt&page=1', process.env.BASELINE_BODY ?? '{}']],
);
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const body = bodies.get(request.url);
  if (body === undefined) return reply.code(404).send('');
  return reply
    .header(
      'content-type',
      body.startsWith('<') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    )
    .send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
