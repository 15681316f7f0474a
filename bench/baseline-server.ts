// The baseline of the API benchmarks: a bare Fastify server answering the same bytes from memory,
// with no database, validation, hooks or security headers. BASELINE_BODIES names a JSON file of
// { "<path and query>": "<body>" or { base64, type, encoding } } (every read of bench/reads.ts,
// a browser's compressed answers as bytes); BASELINE_BODY alone answers the events page.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/** An answer as the app sent it: its bytes, type and encoding (compressed for a browser). */
interface Answer {
  body: string | Buffer;
  type: string;
  encoding?: string;
}
type Stored = string | { base64: string; type: string; encoding?: string };

const answerOf = (stored: Stored): Answer => {
  if (typeof stored === 'string') {
    const type = stored.startsWith('<') ? 'text/html' : 'application/json';
    return { body: stored, type: `${type}; charset=utf-8` };
  }
  const bytes = Buffer.from(stored.base64, 'base64');
  // Text as a string, the way the app sends a kept answer; compressed bytes as bytes.
  const body = stored.encoding ? bytes : bytes.toString('utf8');
  return { body, type: stored.type, ...(stored.encoding ? { encoding: stored.encoding } : {}) };
};

const answers = new Map<string, Answer>(
  (process.env.BASELINE_BODIES
    ? Object.entries(JSON.parse(readFileSync(process.env.BASELINE_BODIES, 'utf8')) as object)
    : [['/api/web-app/event?keySort=createdAt&page=1', process.env.BASELINE_BODY ?? '{}']]
  ).map(([path, stored]) => [path as string, answerOf(stored as Stored)]),
);
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (answer === undefined) return reply.code(404).send('');
  reply.header('content-type', answer.type);
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
