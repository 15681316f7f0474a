// Toss Payments' stand-in for the end-to-end tests, on one local port:
// - `/v1/*`: the REST API the server calls (billing-key issue, charges, removal), the same fake
//   the API tests use (apps/server/test/fakes/toss-fake.ts);
// - `/v2/standard`: a small browser SDK with the v2 SDK's shape, `TossPayments(clientKey)
//   .payment({ customerKey }).requestBillingAuth({ method: 'CARD', successUrl, failUrl, ... })`,
//   which sends the browser to this server's card page;
// - `/card`: the card page. Registering the card returns to `successUrl?customerKey=…&authKey=…`
//   with a freshly minted authKey; 'Decline' returns to `failUrl?code=…&message=…`.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createTossFakeHandler } from '../../apps/server/test/fakes/toss-fake';

const port = Number(process.env.TOSS_FAKE_PORT ?? 4030);
const secretKey = process.env.TOSS_FAKE_SECRET_KEY ?? 'test_sk_e2e';
const clientKey = process.env.TOSS_FAKE_CLIENT_KEY ?? 'test_ck_e2e';
const origin = `http://127.0.0.1:${port}`;

const api = createTossFakeHandler(secretKey);

/** The SDK: validates like the real one (a rejected promise with a code), then navigates. */
const sdkScript = `(() => {
  const origin = ${JSON.stringify(origin)};
  const fail = (code, message) => Promise.reject(Object.assign(new Error(message), { code }));
  const absolute = (url) => { try { return /^https?:$/.test(new URL(url).protocol); } catch { return false; } };
  window.TossPayments = function TossPayments(clientKey) {
    if (typeof clientKey !== 'string' || !clientKey) throw Object.assign(new Error('clientKey is required'), { code: 'INVALID_CLIENT_KEY' });
    return {
      payment(options) {
        const customerKey = options && options.customerKey;
        return {
          requestBillingAuth(request) {
            if (!customerKey) return fail('INVALID_CUSTOMER_KEY', 'customerKey is required');
            if (!request || request.method !== 'CARD') return fail('INVALID_METHOD', 'method must be CARD');
            if (!absolute(request.successUrl) || !absolute(request.failUrl)) return fail('INVALID_URL', 'successUrl and failUrl must be absolute');
            const params = new URLSearchParams({
              clientKey, customerKey, successUrl: request.successUrl, failUrl: request.failUrl,
              customerEmail: request.customerEmail || '', customerName: request.customerName || '',
            });
            window.location.assign(origin + '/card?' + params.toString());
            // The page is leaving: like the real SDK in redirect mode, this never settles.
            return new Promise(() => {});
          },
        };
      },
    };
  };
})();
`;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Appends query parameters to a URL that may already carry some (`?payment=failed`). */
const withParams = (url: string, params: Record<string, string>) => {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
};

const CARD_FIELDS = ['clientKey', 'customerKey', 'successUrl', 'failUrl'] as const;

function cardPage(query: URLSearchParams): string {
  const hidden = CARD_FIELDS.map(
    (name) => `<input type="hidden" name="${name}" value="${escape(query.get(name) ?? '')}">`,
  ).join('');
  const who = escape(query.get('customerName') || query.get('customerEmail') || '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Toss Payments (test)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f2f4f6;color:#191f28}
main{max-width:380px;margin:40px auto;padding:24px;background:#fff;border-radius:16px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;height:40px;padding:0 10px;border:1px solid #d1d6db;border-radius:8px}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;height:44px;border:0;border-radius:8px;font-weight:700;cursor:pointer}
.ok{background:#3182f6;color:#fff}.no{background:#e5e8eb;color:#333}</style></head>
<body><main data-testid="toss-card-page"><h1>Register a card</h1><p>${who}</p>
<form method="post" action="/card" data-testid="toss-card-form">${hidden}
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required>
<div class="actions"><button class="no" type="submit" name="action" value="decline" formnovalidate data-testid="toss-card-decline">Decline</button>
<button class="ok" type="submit" name="action" value="approve" data-testid="toss-card-submit">Register card</button></div>
</form></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
};

const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
};

async function handleCard(req: IncomingMessage, res: ServerResponse) {
  const form = await readForm(req);
  const field = (name: (typeof CARD_FIELDS)[number]) => form.get(name) ?? '';
  const [key, customerKey, successUrl, failUrl] = CARD_FIELDS.map(field) as [
    string,
    string,
    string,
    string,
  ];
  if (!failUrl || !successUrl) {
    send(res, 400, 'text/plain; charset=utf-8', 'missing successUrl or failUrl');
    return;
  }
  if (key !== clientKey) {
    redirect(
      res,
      withParams(failUrl, { code: 'INVALID_CLIENT_KEY', message: 'Unknown client key' }),
    );
    return;
  }
  if (form.get('action') !== 'approve') {
    redirect(
      res,
      withParams(failUrl, { code: 'REJECT_CARD_COMPANY', message: 'The card was declined' }),
    );
    return;
  }
  // What Toss hands back: a one-time key the server exchanges for a billing key.
  redirect(res, withParams(successUrl, { customerKey, authKey: `e2e-auth-${randomUUID()}` }));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname.startsWith('/v1/')) {
    api.handle(req, res);
    return;
  }
  if (req.method === 'GET' && url.pathname === '/e2e/charges') {
    // For the tests only (no such call at Toss): the charges this stand-in made, by order id.
    send(res, 200, 'application/json', JSON.stringify(api.state.charges));
  } else if (req.method === 'GET' && url.pathname === '/health') {
    send(res, 200, 'application/json', '{"ok":true}');
  } else if (req.method === 'GET' && url.pathname === '/v2/standard') {
    send(res, 200, 'application/javascript; charset=utf-8', sdkScript);
  } else if (req.method === 'GET' && url.pathname === '/card') {
    send(res, 200, 'text/html; charset=utf-8', cardPage(url.searchParams));
  } else if (req.method === 'POST' && url.pathname === '/card') {
    handleCard(req, res).catch(() => send(res, 500, 'text/plain', 'card page failed'));
  } else {
    send(res, 404, 'application/json', '{"code":"NOT_FOUND"}');
  }
});

await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
