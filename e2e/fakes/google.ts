// A stand-in for Google in the end-to-end tests. oauth2-mock-server is the OpenID issuer: it
// publishes the JWKS the app verifies ID tokens against and signs them. Beside it, this process
// serves a small Identity Services client (`/gsi/client`, the same `google.accounts.id` API the
// real script has) and an account chooser popup that returns a signed ID token to the page.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

const issuerPort = Number(process.env.GOOGLE_FAKE_ISSUER_PORT ?? 4010);
const gsiPort = Number(process.env.GOOGLE_FAKE_GSI_PORT ?? 4011);
const gsiOrigin = `http://127.0.0.1:${gsiPort}`;

const issuer = new OAuth2Server();
await issuer.issuer.keys.generate('RS256');
await issuer.start(issuerPort, '127.0.0.1');
// It names itself after `localhost`; the app is configured with this exact issuer.
issuer.issuer.url = `http://127.0.0.1:${issuerPort}`;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The client script: renders a button, opens the chooser, hands the credential to `callback`.
const clientScript = `(() => {
  const origin = ${JSON.stringify(gsiOrigin)};
  let config = null;
  window.__gsiFake = { autoSelectDisabled: false, initialized: 0 };
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !event.data || event.data.type !== 'gsi-credential') return;
    if (config && config.callback) config.callback({ credential: event.data.credential, select_by: 'btn' });
  });
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(options) { config = options; window.__gsiFake.initialized += 1; },
    renderButton(parent, options) {
      parent.replaceChildren();
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.gsiFake = 'button';
      button.textContent = (options && options.locale === 'ko') ? 'Google 계정으로 로그인' : 'Sign in with Google';
      button.style.cssText = 'width:100%;height:44px;border:1px solid #dadce0;border-radius:22px;background:#fff;font:500 15px sans-serif;cursor:pointer';
      button.addEventListener('click', () => {
        const url = origin + '/gsi/select?client_id=' + encodeURIComponent(config ? config.client_id : '') +
          '&origin=' + encodeURIComponent(location.origin);
        window.open(url, 'gsi-select', 'width=420,height=560');
      });
      parent.appendChild(button);
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() { window.__gsiFake.autoSelectDisabled = true; },
  };
})();`;

const chooser = (clientId: string, origin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Choose an account</title></head>
<body style="font-family:sans-serif;padding:24px">
  <h1>Choose an account</h1>
  <form method="post" action="/gsi/issue">
    <input type="hidden" name="client_id" value="${escape(clientId)}">
    <input type="hidden" name="origin" value="${escape(origin)}">
    <label>Email <input name="email" type="email" required></label><br>
    <label>Name <input name="name" value="Google Walker"></label><br>
    <label><input type="checkbox" name="email_verified" value="true" checked> verified</label><br>
    <button type="submit" id="continue">Continue</button>
  </form>
</body></html>`;

const readForm = (req: http.IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(new URLSearchParams(body)));
  });

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', gsiOrigin);
  if (url.pathname === '/health') return void res.end('ok');
  if (url.pathname === '/gsi/client') {
    res.setHeader('content-type', 'text/javascript; charset=utf-8');
    return void res.end(clientScript);
  }
  if (url.pathname === '/gsi/select') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const clientId = url.searchParams.get('client_id') ?? '';
    const origin = url.searchParams.get('origin') ?? '';
    return void res.end(chooser(clientId, origin));
  }
  if (url.pathname === '/gsi/issue' && req.method === 'POST') {
    const form = await readForm(req);
    const email = (form.get('email') ?? '').toLowerCase();
    const credential = await issuer.issuer.buildToken({
      scopesOrTransform: (_header, payload) => {
        payload.aud = form.get('client_id') ?? '';
        payload.sub = createHash('sha256').update(email).digest('hex').slice(0, 21);
        payload.email = email;
        payload.email_verified = form.get('email_verified') === 'true';
        payload.name = form.get('name') ?? '';
      },
    });
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const message = JSON.stringify({ type: 'gsi-credential', credential });
    const origin = JSON.stringify(form.get('origin') ?? '');
    return void res.end(
      `<!doctype html><script>window.opener.postMessage(${message}, ${origin}); window.close();</script>`,
    );
  }
  res.statusCode = 404;
  res.end();
});
server.listen(gsiPort, '127.0.0.1');

const stop = async () => {
  server.close();
  await issuer.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
