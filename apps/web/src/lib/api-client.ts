import { API_TIMEOUT_MS } from '@dalbit/contract/constants';
import { currentLocale, i18n } from './i18n';
import { localeToAcceptLanguage } from './language';
import { readStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';
import { toastError } from './toast';

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** A failed call, typed so callers can branch on `status` or the stable `code`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  readonly retryAfter: number | null;

  constructor(status: number, code: string, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

type QueryValue = string | number | boolean | null | undefined;

interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Failures toast their first errorList item by default; pass false to handle them inline. */
  toastOnError?: boolean;
  timeoutMs?: number;
  /** The two code senders answer `{ status, msg }` without the data envelope. */
  raw?: boolean;
  /** Lets a small request outlive the page (a progress save while the tab closes). */
  keepalive?: boolean;
}

type UnauthorizedHandler = (error: ApiError, path: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * docs/product/accounts.md#session-expiry: any 401 (except from logout) signs the user out. The account provider
 * registers the handler, which also shows its message (instead of the errorList toast).
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * A read's path and query below the API base, as requests write them (blank values left out):
 * how a page's data block names the read it answers (lib/page-data.ts).
 */
export function apiPath(path: string, query?: Record<string, QueryValue>): string {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  return `${API_BASE_URL.replace(/\/$/, '')}${apiPath(path, query)}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function envelopeError(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const envelope = (body ?? {}) as { errorList?: unknown; code?: unknown };
  const first = Array.isArray(envelope.errorList) ? envelope.errorList[0] : undefined;
  const message = typeof first === 'string' && first.trim() ? first : i18n.t('common:toast.failed');
  const code = typeof envelope.code === 'string' ? envelope.code : 'http.error';
  const seconds = Number(retryAfterHeader);
  const retryAfter = retryAfterHeader && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  return new ApiError(status, code, message, retryAfter);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, toastOnError = true } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localeToAcceptLanguage(currentLocale()),
  };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file goes as it is (a subtitle upload); anything else as JSON.
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isFile) headers['Content-Type'] = body.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers,
        body: isFile ? body : body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        keepalive: options.keepalive ?? false,
      });
    } catch (cause) {
      if (signal?.aborted && !timedOut) throw cause;
      throw timedOut
        ? new ApiError(0, 'request.timeout', i18n.t('common:errors.timeout'))
        : new ApiError(0, 'network.error', i18n.t('common:errors.network'));
    }
    const payload = await readJson(response);
    if (!response.ok) {
      throw envelopeError(response.status, payload, response.headers.get('Retry-After'));
    }
    if (options.raw) return payload as T;
    return ((payload ?? {}) as { data: T }).data;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401 && path !== '/user/logout' && unauthorizedHandler) {
        // The handler tells the user their session ended; the errorList toast would repeat it.
        unauthorizedHandler(error, path);
      } else if (toastOnError) toastError(error.message);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

/**
 * A file the API answers (a CSV export): fetched with the session's token, since a plain link
 * cannot carry it, then handed to the browser as a download.
 */
export async function apiDownload(path: string, query: Record<string, QueryValue>, name: string) {
  const headers: Record<string, string> = {
    'Accept-Language': localeToAcceptLanguage(currentLocale()),
  };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(path, query), { headers });
  if (!response.ok) {
    const error = envelopeError(response.status, await readJson(response), null);
    toastError(error.message);
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The API's address of `path`, for a client of its own (the tus uploader). */
export const apiUrl = (path: string): string => buildUrl(path);

/** What every API call carries, for a client of its own: the language and the session's token. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept-Language': localeToAcceptLanguage(currentLocale()),
  };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The first message of an error envelope in a response body, if it is one. */
export function envelopeMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { errorList?: unknown };
    const first = Array.isArray(parsed.errorList) ? parsed.errorList[0] : undefined;
    return typeof first === 'string' && first.trim() ? first : null;
  } catch {
    return null;
  }
}
