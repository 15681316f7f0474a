import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { frameworkErrorHandler, registerErrorHandling } from './error-handler.js';

// The API has no write calls yet, so body errors are exercised on a tiny app of their own.
const app = Fastify({ frameworkErrors: frameworkErrorHandler, bodyLimit: 64 });
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(2), age: z.number() }) } },
    async (r) => r.body,
  );
  app.post(
    '/ids',
    { schema: { body: z.object({ ids: z.array(z.number()) }) } },
    async (r) => r.body,
  );
  app.post('/order', { schema: { body: z.array(z.number()) } }, async (r) => r.body);
  app.get('/boom', async () => {
    throw new Error('SELECT secret FROM users; stack here');
  });
  app.get('/teapot', async () => {
    throw new AppError('auth.forbidden');
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string, contentType = 'application/json', lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/echo',
    payload,
    headers: { 'content-type': contentType, 'accept-language': lang },
  });

describe('error handler', () => {
  it.each([
    ['{"name":', 'application/json', 400, 'request.malformed'],
    ['', 'application/json', 400, 'request.malformed'],
    ['x', 'application/x-strange', 415, 'request.unsupported_media_type'],
    [
      JSON.stringify({ name: 'x'.repeat(100), age: 1 }),
      'application/json',
      413,
      'request.too_large',
    ],
  ])('answers %j (%s) with %i %s', async (payload, type, status, code) => {
    const res = await post(payload, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, errorList: [expect.any(String)] });
  });

  it('names an item of a list by the list and its position, never a bare position', async () => {
    const send = (url: string, payload: unknown, lang: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', 'accept-language': lang },
      });
    const inList = (await send('/ids', { ids: [1, 'x'] }, 'en')).json() as { errorList: string[] };
    expect(inList.errorList).toEqual(['The input is not valid ids[1]']);
    const list = (await send('/order', [1, 2, 'x'], 'kr')).json() as { errorList: string[] };
    expect(list.errorList).toEqual(['input[2] 입력값이 올바르지 않습니다']);
  });

  it('gives one localized message per invalid field', async () => {
    const en = (await post('{"name":"a"}')).json() as { errorList: string[] };
    expect(en.errorList).toEqual(['age is a required field', 'name must be at least 2 characters']);
    const kr = (await post('{"name":"a","age":"x"}', 'application/json', 'kr')).json() as {
      errorList: string[];
    };
    expect(kr.errorList).toHaveLength(2);
    expect(kr.errorList.join(' ')).toMatch(/[\uac00-\ud7a3]/);
  });

  it('never leaks internals on a 500', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/SELECT|stack/);
    expect(res.json()).toMatchObject({ code: 'server.error' });
  });

  it('maps AppError to its status and code', async () => {
    const res = await app.inject({ url: '/teapot', headers: { 'accept-language': 'kr' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.forbidden' });
  });
});
