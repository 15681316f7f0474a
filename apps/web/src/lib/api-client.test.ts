import { beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { fail, json, ok, stubFetch } from '../test/fetch-stub';
import { api, ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { i18n } from './i18n';
import { loadToasts } from './toast';
import { recordToasts } from '../test/toasts';

const toastMocks = recordToasts();
// Toasts load the library on first use (lib/toast.ts): loaded up front, each call is synchronous.
beforeAll(() => loadToasts());

describe('api client', () => {
  beforeEach(() => toastMocks.error.mockReset());

  it('unwraps the data envelope and builds the URL under /api', async () => {
    const server = stubFetch({ 'GET /api/web-app/event': () => ok([1, 2]) });
    await expect(
      api.get('/web-app/event', { query: { page: 2, keySort: 'createdAt' } }),
    ).resolves.toEqual([1, 2]);
    expect(server.requests[0]?.url).toBe('/api/web-app/event?page=2&keySort=createdAt');
  });

  it('lets a request outlive the page only when asked (keepalive)', async () => {
    const server = stubFetch({
      'PUT /api/films/videos/1/progress': () => ok(null),
      'GET /api/web-app/event': () => ok(null),
    });
    await apiRequest('/films/videos/1/progress', { method: 'PUT', body: {}, keepalive: true });
    expect(server.requests.at(-1)?.init?.keepalive).toBe(true);
    await api.get('/web-app/event');
    expect(server.requests.at(-1)?.init?.keepalive).toBe(false);
  });

  it('sends the bearer token only when one is stored', async () => {
    const server = stubFetch({ 'GET /api/x': () => ok(null) });
    await api.get('/x');
    expect(server.requests.at(-1)?.headers.has('Authorization')).toBe(false);
    localStorage.setItem('dalbit.token', 'tok-123');
    await api.get('/x');
    expect(server.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends Accept-Language kr for Korean and en for English', async () => {
    const server = stubFetch({ 'GET /api/x': () => ok(null) });
    await i18n.changeLanguage('ko');
    await api.get('/x');
    expect(server.requests.at(-1)?.headers.get('Accept-Language')).toBe('kr');
    await i18n.changeLanguage('en');
    await api.get('/x');
    expect(server.requests.at(-1)?.headers.get('Accept-Language')).toBe('en');
  });

  it('toasts the first errorList item and throws a typed ApiError', async () => {
    stubFetch({
      'GET /api/x': () =>
        json({ errorList: ['First problem', 'Second'], code: 'request.invalid' }, 400),
    });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'request.invalid', message: 'First problem' });
    expect(toastMocks.error).toHaveBeenCalledTimes(1);
    expect(toastMocks.error.mock.calls[0]?.[0]).toBe('First problem');
  });

  it("falls back to 'Failed' when the failure has no errorList", async () => {
    stubFetch({ 'GET /api/x': () => new Response('oops', { status: 500 }) });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 500, message: 'Failed' });
    expect(toastMocks.error.mock.calls[0]?.[0]).toBe('Failed');
  });

  it('does not toast when a call opts out', async () => {
    stubFetch({ 'GET /api/x': () => fail(404, 'Nope', 'x') });
    await expect(api.get('/x', { toastOnError: false })).rejects.toMatchObject({ status: 404 });
    expect(toastMocks.error).not.toHaveBeenCalled();
  });

  it('aborts after 4000 ms with a translated timeout error', async () => {
    vi.useFakeTimers();
    const server = stubFetch({
      'GET /api/slow': ({ init }) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    });
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3999);
    expect(server.requests[0]?.init?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({
      status: 0,
      code: 'request.timeout',
      message: i18n.t('common:errors.timeout'),
    });
    expect(toastMocks.error.mock.calls[0]?.[0]).toBe(i18n.t('common:errors.timeout'));
  });

  it('calls the 401 hook on an unauthorised answer', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch({ 'GET /api/user/me': () => fail(401, 'Sign in', 'auth.required') });
    await expect(api.get('/user/me', { toastOnError: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });
});
