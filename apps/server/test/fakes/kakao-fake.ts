// Over 300 lines: one provider stand-in (pages, token endpoint, two APIs) that e2e also runs.
/**
 * A Kakao-compatible HTTP server for tests: the OAuth pages and token endpoint of kauth.kakao.com
 * and the two user APIs of kapi.kakao.com, on one local port. No server imports: the e2e suite
 * reuses it. Point KAKAO_AUTH_BASE and KAKAO_API_BASE at `url`.
 *
 * Standalone: `npx tsx apps/server/test/fakes/kakao-fake.ts --port 9100 --app-id 1234567
 *   --rest-api-key test-rest-key` (prints the URL; Ctrl-C stops it).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface KakaoFakeAccount {
  /** Omitted (or null) when the person withheld it; then email_needs_agreement is true. */
  email?: string | null;
  isEmailValid?: boolean;
  isEmailVerified?: boolean;
  nickname?: string;
  profileImageUrl?: string;
}

export interface KakaoFakeUser extends KakaoFakeAccount {
  id: number;
}

export interface KakaoFakeTokenGrant {
  id: number;
  /** The app the token was issued to; default: the fake's appId. */
  appId?: string | number;
  account: KakaoFakeAccount;
}

export interface KakaoFakeOptions {
  port?: number;
  host?: string;
  appId: string | number;
  restApiKey: string;
  /** The people the consent page offers; default: two test users, one per e-mail kind. */
  users?: KakaoFakeUser[];
}

export interface KakaoFake {
  /** Base URL of both the auth and the API endpoints, without a trailing slash. */
  url: string;
  port: number;
  users: KakaoFakeUser[];
  /** Makes a token known (map token → id, app, account). */
  addToken(token: string, grant: KakaoFakeTokenGrant): void;
  /** Mints a token for a user of `users` (or any grant); `withholdEmail` drops the e-mail. */
  issueToken(
    userId: number,
    options?: { withholdEmail?: boolean; appId?: string | number },
  ): string;
  /** While down, every API call answers 503 (a Kakao outage). */
  setDown(down: boolean): void;
  /** Delay of the user APIs, to test time-outs. */
  setDelay(ms: number): void;
  /** Paths of the requests received, in order. */
  requests: string[];
  close(): Promise<void>;
}

export const DEFAULT_KAKAO_USERS: KakaoFakeUser[] = [
  {
    id: 4_100_000_001,
    email: 'kakao.user@example.com',
    isEmailValid: true,
    isEmailVerified: true,
    nickname: '카카오 사용자',
  },
  { id: 4_100_000_002, email: null, nickname: 'No Email' },
];

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const send = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-max-age': '600',
};

const consentPage = (
  query: URLSearchParams,
  users: KakaoFakeUser[],
  selected: number | undefined,
  withhold: boolean,
) => {
  const hidden = ['client_id', 'redirect_uri', 'state']
    .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(query.get(n) ?? '')}">`)
    .join('');
  const options = users
    .map(
      (u) =>
        `<option value="${u.id}"${u.id === selected ? ' selected' : ''}>` +
        `${escapeHtml(u.nickname ?? String(u.id))} (${escapeHtml(u.email ?? 'no e-mail')})</option>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kakao (fake) login</title></head>
<body><h1>Kakao (test) consent</h1>
<form method="get" action="/oauth/authorize/approve">${hidden}
<label>Account <select name="user" id="kakao-user">${options}</select></label>
<label><input type="checkbox" name="withhold_email" value="1" id="kakao-withhold"${withhold ? ' checked' : ''}> Do not share my e-mail</label>
<button type="submit" id="kakao-approve">Agree and continue</button>
</form></body></html>`;
};

export const createKakaoFake = async (options: KakaoFakeOptions): Promise<KakaoFake> => {
  const appId = String(options.appId);
  const users = options.users ?? DEFAULT_KAKAO_USERS.map((u) => ({ ...u }));
  const tokens = new Map<string, { id: number; appId: string; account: KakaoFakeAccount }>();
  const codes = new Map<
    string,
    { userId: number; withholdEmail: boolean; clientId: string; redirectUri: string }
  >();
  const requests: string[] = [];
  let down = false;
  let delayMs = 0;

  const addToken = (token: string, grant: KakaoFakeTokenGrant) => {
    tokens.set(token, {
      id: grant.id,
      appId: String(grant.appId ?? appId),
      account: grant.account,
    });
  };
  const issueToken: KakaoFake['issueToken'] = (userId, opts = {}) => {
    const user = users.find((u) => u.id === userId);
    if (!user) throw new Error(`kakao fake: no user ${userId}`);
    const token = randomBytes(24).toString('base64url');
    const account = opts.withholdEmail ? { ...user, email: null } : { ...user };
    addToken(token, { id: user.id, appId: opts.appId ?? appId, account });
    return token;
  };

  const userApi = async (path: string, request: IncomingMessage, response: ServerResponse) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (down) return send(response, 503, { msg: 'service unavailable', code: -9798 });
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const grant = match?.[1] ? tokens.get(match[1]) : undefined;
    if (!grant) return send(response, 401, { msg: 'this access token does not exist', code: -401 });
    if (path === '/v1/user/access_token_info') {
      return send(response, 200, { id: grant.id, expires_in: 21_599, app_id: Number(grant.appId) });
    }
    const { account } = grant;
    const hasEmail = typeof account.email === 'string';
    return send(response, 200, {
      id: grant.id,
      connected_at: '2024-01-01T00:00:00Z',
      properties: { nickname: account.nickname },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: {
          nickname: account.nickname,
          ...(account.profileImageUrl ? { profile_image_url: account.profileImageUrl } : {}),
        },
        has_email: hasEmail,
        email_needs_agreement: !hasEmail,
        ...(hasEmail
          ? {
              email: account.email,
              is_email_valid: account.isEmailValid ?? true,
              is_email_verified: account.isEmailVerified ?? true,
            }
          : {}),
      },
    });
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await readBody(request));
    const fail = (description: string, code: string) =>
      send(
        response,
        400,
        { error: 'invalid_grant', error_description: description, error_code: code },
        CORS,
      );
    if (form.get('grant_type') !== 'authorization_code')
      return fail('unsupported grant_type', 'KOE006');
    if (form.get('client_id') !== options.restApiKey) return fail('wrong client_id', 'KOE101');
    const code = codes.get(form.get('code') ?? '');
    if (!code) return fail('authorization code not found', 'KOE320');
    codes.delete(form.get('code') ?? '');
    if (code.redirectUri !== form.get('redirect_uri'))
      return fail('redirect_uri mismatch', 'KOE303');
    const accessToken = issueToken(code.userId, { withholdEmail: code.withholdEmail });
    return send(
      response,
      200,
      {
        access_token: accessToken,
        token_type: 'bearer',
        refresh_token: randomBytes(24).toString('base64url'),
        expires_in: 21_599,
        refresh_token_expires_in: 5_183_999,
        scope: code.withholdEmail ? 'profile_nickname' : 'account_email profile_nickname',
      },
      CORS,
    );
  };

  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(302, { location });
    response.end();
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://kakao.fake');
    const { pathname: path, searchParams: query } = url;
    requests.push(path);
    if (path === '/v1/user/access_token_info' || path === '/v2/user/me') {
      return userApi(path, request, response);
    }
    if (path === '/oauth/token') {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS);
        return response.end();
      }
      if (request.method === 'POST') return token(request, response);
    }
    if (path === '/oauth/authorize' || path === '/oauth/authorize/approve') {
      if (query.get('client_id') !== options.restApiKey) {
        return send(response, 400, { error: 'invalid_client', error_code: 'KOE101' });
      }
      const redirectUri = query.get('redirect_uri') ?? '';
      if (!/^https?:\/\//.test(redirectUri)) {
        return send(response, 400, { error: 'invalid_request', error_code: 'KOE006' });
      }
      const userId = Number(query.get('user') ?? users[0]?.id);
      const withholdEmail = query.get('withhold_email') === '1';
      const approved = path === '/oauth/authorize/approve' || query.get('auto_approve') === '1';
      if (!approved) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(consentPage(query, users, userId, withholdEmail));
      }
      if (!users.some((u) => u.id === userId))
        return send(response, 400, { error: 'unknown user' });
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { userId, withholdEmail, clientId: options.restApiKey, redirectUri });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      if (query.get('state')) target.searchParams.set('state', query.get('state') ?? '');
      return redirect(response, target.toString());
    }
    if (path === '/oauth/logout') {
      const target = query.get('logout_redirect_uri') ?? '';
      if (query.get('client_id') !== options.restApiKey || !/^https?:\/\//.test(target)) {
        return send(response, 400, { error: 'invalid_request', error_code: 'KOE101' });
      }
      const back = new URL(target);
      if (query.get('state')) back.searchParams.set('state', query.get('state') ?? '');
      return redirect(response, back.toString());
    }
    return send(response, 404, { msg: 'not found', code: -404 });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { msg: String(error) });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    port,
    users,
    addToken,
    issueToken,
    setDown: (value) => {
      down = value;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const argOf = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await createKakaoFake({
    port: Number(argOf('port') ?? 9100),
    host: argOf('host') ?? '127.0.0.1',
    appId: argOf('app-id') ?? '1234567',
    restApiKey: argOf('rest-api-key') ?? 'test-rest-key',
  });
  process.stdout.write(`Kakao fake listening on ${fake.url}\n`);
}
