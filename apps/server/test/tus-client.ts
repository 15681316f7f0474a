import { request } from 'node:http';

/**
 * A small tus 1.0.0 client over real HTTP, enough for the tests and the bench: creation,
 * HEAD, PATCH, and a PATCH whose connection drops half-way.
 */
const TUS = { 'Tus-Resumable': '1.0.0' };

export const encodeMetadata = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v, 'utf8').toString('base64')}`)
    .join(',');

export interface TusAuth {
  token?: string | undefined;
  lang?: string | undefined;
}

const headersOf = (auth: TusAuth, extra: Record<string, string> = {}) => ({
  ...TUS,
  ...(auth.token ? { Authorization: `Bearer ${auth.token}` } : {}),
  ...(auth.lang ? { 'Accept-Language': auth.lang } : {}),
  ...extra,
});

export const tusCreate = (
  base: string,
  auth: TusAuth,
  size: number,
  meta: Record<string, string>,
): Promise<Response> =>
  fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    headers: headersOf(auth, {
      'Upload-Length': String(size),
      'Upload-Metadata': encodeMetadata(meta),
    }),
  });

export const tusHead = (url: string, auth: TusAuth): Promise<Response> =>
  fetch(url, { method: 'HEAD', headers: headersOf(auth) });

export const tusPatch = (
  url: string,
  auth: TusAuth,
  offset: number,
  body: Buffer,
): Promise<Response> =>
  fetch(url, {
    method: 'PATCH',
    headers: headersOf(auth, {
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    }),
    body,
  });

/**
 * A PATCH that announces `body` but sends only `sent` bytes of it, then drops the connection,
 * as a closed laptop or a lost network would. Resolves once the socket is gone.
 */
export const tusPatchDropped = (
  url: string,
  auth: TusAuth,
  offset: number,
  body: Buffer,
  sent: number,
): Promise<void> =>
  new Promise((resolve) => {
    const req = request(url, {
      method: 'PATCH',
      headers: headersOf(auth, {
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(body.length),
      }),
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, sent), () => {
      // Let the server take the bytes in before the line goes dead.
      setTimeout(() => req.destroy(), 300);
    });
  });

/** An absolute upload URL from the Location header (relative on this server). */
export const locationOf = (base: string, res: Response): string => {
  const location = res.headers.get('location');
  if (!location) throw new Error(`no Location (status ${res.status})`);
  return new URL(location, base).toString();
};
