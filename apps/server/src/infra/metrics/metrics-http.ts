import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiLocale, translate } from '../i18n/translate.js';
import type { Metrics } from './metrics.js';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` on the app's own port, for a scraper that presents `Authorization: Bearer
 * <METRICS_TOKEN>`; anyone else gets 404, as if there were nothing there.
 */
export const registerMetricsRoute = (app: FastifyInstance, metrics: Metrics, token: string) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    // The same 404 as any unknown address (the web app's fallback would answer 200).
    if (!match?.[1] || !sameSecret(match[1], token)) {
      const locale = apiLocale(request.headers['accept-language']);
      return reply
        .code(404)
        .send({ errorList: [translate(locale, 'route.not_found')], code: 'route.not_found' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
};

/**
 * METRICS_PORT: a listener of its own with `/metrics` and the health probes (`/health/live`,
 * `/health/ready`), so a worker, which serves no HTTP otherwise, can be scraped and probed, and
 * the public port never shows metrics.
 */
export const startMetricsServer = async (options: {
  port: number;
  host: string;
  metrics: Metrics;
  ready: () => Promise<boolean>;
}): Promise<Server> => {
  const { metrics, ready } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET') return answer(405, 'text/plain', 'method not allowed\n');
    if (path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => answer(200, metrics.registry.contentType, text),
        () => answer(500, 'text/plain', 'metrics failed\n'),
      );
      return;
    }
    if (path === '/health/live') return answer(200, 'application/json', '{"status":"ok"}');
    if (path === '/health/ready') {
      ready().then(
        (ok) =>
          answer(ok ? 200 : 503, 'application/json', `{"status":"${ok ? 'ready' : 'not_ready'}"}`),
        () => answer(503, 'application/json', '{"status":"not_ready"}'),
      );
      return;
    }
    answer(404, 'text/plain', 'not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
};
