import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';

// Node's HTTP parser rejects these before Fastify routes anything, and clients normalise
// `..` away, so they are sent as raw bytes over a real socket.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

const raw = (requestLine: string, headers: string[] = []) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', reject);
    socket.write(
      [requestLine, 'Host: localhost', 'Connection: close', ...headers, '', ''].join('\r\n'),
    );
  });

describe('over real HTTP', () => {
  it('answers an over-long URL with a 414 envelope', async () => {
    const res = await raw(`GET /api/web-app/event?x=${'a'.repeat(20_000)} HTTP/1.1`);
    expect(res.status).toBe(414);
    expect(envelopeOf(res.body).code).toBe('request.uri_too_long');
  });

  it('answers an over-large header with a 431 envelope', async () => {
    const res = await raw('GET /api/health HTTP/1.1', [`X-Big: ${'b'.repeat(20_000)}`]);
    expect(res.status).toBe(431);
    expect(envelopeOf(res.body).code).toBe('request.headers_too_large');
  });

  it('answers garbage with a 400 envelope', async () => {
    const res = await raw('NOT-HTTP');
    expect(res.status).toBe(400);
    envelopeOf(res.body);
  });

  it.each([
    '/media/../../package.json',
    '/media/seed/../../../etc/passwd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/seed/events/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/media/..%5c..%5cpackage.json',
    '/media/%2fetc%2fpasswd',
  ])('refuses the traversal %s', async (path) => {
    const res = await raw(`GET ${path} HTTP/1.1`);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toMatch(/root:|"workspaces"|"name"/);
    envelopeOf(res.body);
  });
});

describe('an address that cannot be decoded (a link cut inside a % escape)', () => {
  const get = (url: string, accept: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept, 'accept-language': 'ko' } });

  it('sends a browser asking for a page to the landing page, as any other path', async () => {
    for (const url of ['/detail-film/%E0%A4%A', '/events/%ZZ', '/crowdfunding/%C0%AF']) {
      const res = await get(url, 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });

  it('answers an API call, media, or a request not asking for HTML with the 400 envelope', async () => {
    for (const [url, accept] of [
      ['/api/films/%E0%A4%A', 'text/html'],
      ['/media/posters/%E0%A4%A.jpg', 'text/html'],
      ['/detail-film/%E0%A4%A', 'application/json'],
      ['/detail-film/%E0%A4%A', '*/*'],
    ]) {
      const res = await get(url!, accept!);
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res.body)).toMatchObject({ code: 'request.invalid' });
      expect(envelopeOf(res.body).errorList.join(' ')).toMatch(/[\uac00-\ud7a3]/);
    }
  });
});
