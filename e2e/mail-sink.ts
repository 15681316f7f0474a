// A real SMTP server for the end-to-end tests: the app delivers its mail here over SMTP, and the
// tests read it back over HTTP (GET /messages?to=<address>). It keeps messages in memory.
// PUT /refuse?to=<address> makes it refuse mail to that address (550) until DELETE /refuse?to=…:
// a mail provider that fails, for the back office's jobs view.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { decodeMessage, type DecodedMessage } from './mime';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2526);
const messages: DecodedMessage[] = [];
const refused = new Set<string>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      if (to.some((address) => refused.has(address))) {
        const error = new Error('mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      messages.push({ ...decodeMessage(Buffer.concat(chunks).toString('utf8')), to });
      callback();
    });
  },
});

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sink');
  if (url.pathname === '/health') return void res.end('ok');
  if (url.pathname === '/refuse') {
    const to = url.searchParams.get('to')?.toLowerCase() ?? '';
    if (req.method === 'PUT') refused.add(to);
    else if (req.method === 'DELETE') refused.delete(to);
    return void res.end('ok');
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.setHeader('content-type', 'application/json');
    return void res.end(JSON.stringify(found));
  }
  res.statusCode = 404;
  res.end();
});

// The tests poll /messages over kept-alive connections: with Node's default of 5 s, the sink could
// close an idle one just as a poll reused it (ECONNRESET on a loaded machine, seventh session's CI).
server.keepAliveTimeout = 30_000;

smtp.listen(smtpPort, '127.0.0.1');
server.listen(httpPort, '127.0.0.1');
const stop = () => {
  smtp.close(() => undefined);
  server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
