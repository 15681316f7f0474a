// The floor of a database read on this machine: a bare Fastify server that answers every request
// with one 20-row query to PostgreSQL (the events page's rows, as a named prepared statement
// through a pool of the app's size) and sends them as JSON, with no validation, hooks, headers or
// mapping. Issue 14 put such a service at about 0.25 of bare Fastify; the bench measures it in
// the same run as the app's caches-off reads, so those can be read against what one round trip
// to PostgreSQL costs here (docs/performance.md#how-it-is-measured).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const page = {
  name: 'floor_events_page',
  text: `select id, type, title_kr, title_eng, summary_kr, summary_eng, content_kr, content_eng,
           image_domestic, image_oversea, starts_at, ends_at, created_at, updated_at
         from events where published_at <= now()
         order by created_at desc nulls last, id desc nulls last limit 20`,
};
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => {
  const { rows } = await pool.query(page);
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ data: { items: rows } }));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
