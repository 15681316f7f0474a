import { vi } from 'vitest';

/** One call the page made, as the stub saw it. */
export interface StubbedRequest {
  method: string;
  /** The address exactly as fetch received it (with its query). */
  url: string;
  /** `/api/films/f1` for this origin; `https://kauth.test/oauth/token` for another one. */
  path: string;
  search: string;
  query: URLSearchParams;
  headers: Headers;
  /** The body parsed as JSON when it is JSON, else as sent (a form body stays a string). */
  body: unknown;
  init: RequestInit | undefined;
}

export type Answer = (request: StubbedRequest) => Response | Promise<Response>;

/** `'METHOD /path'` (no query) to the answer; a call that matches none is a 404. */
export type RouteTable = Record<string, Answer>;

export interface FetchStub {
  /** Every call, in order. */
  requests: StubbedRequest[];
  /** The calls to one route: `'POST /api/user/login'`, or a bare path for any method. */
  to: (route: string) => StubbedRequest[];
  /** Replaces the table; the calls made so far stay recorded. */
  answer: (routes: RouteTable) => void;
}

/** A JSON answer with the body as given. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A success in the API's envelope: `{ data }`. */
export const ok = (data: unknown, status = 200) => json({ data }, status);

/** A failure in the API's envelope: `{ errorList, code }`. */
export const fail = (
  status: number,
  message = 'Failed',
  code = 'http.error',
  headers: Record<string, string> = {},
) => json({ errorList: [message], code }, status, headers);

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function toRequest(input: RequestInfo | URL, init: RequestInit | undefined): StubbedRequest {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const parsed = new URL(url, window.location.origin);
  const sameOrigin = parsed.origin === window.location.origin;
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    url,
    path: sameOrigin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`,
    search: parsed.search,
    query: parsed.searchParams,
    headers: new Headers(init?.headers),
    body: parseBody(init?.body),
    init,
  };
}

/**
 * Replaces `fetch` for the current test with a route table and records every call. The one way
 * web tests stand in for the server; vitest's `unstubGlobals` puts the real fetch back.
 */
export function stubFetch(routes: RouteTable = {}): FetchStub {
  let table = routes;
  const requests: StubbedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = toRequest(input, init);
      requests.push(request);
      const answer = table[`${request.method} ${request.path}`];
      return answer ? answer(request) : fail(404, 'Not found', 'route.not_found');
    }),
  );
  return {
    requests,
    to: (route) => {
      const [method, path] = route.includes(' ') ? route.split(' ') : [null, route];
      return requests.filter((r) => r.path === path && (method === null || r.method === method));
    },
    answer: (next) => {
      table = next;
    },
  };
}
