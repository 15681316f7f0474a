import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers.js';

export const STRONG_PASSWORD = 'Moonlit#42Sky';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The decoded text of every part, so a code is found whatever the transfer encoding. */
  text: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A tiny MIME reader: enough to decode the base64 and quoted-printable parts nodemailer writes. */
export const decodeMime = (raw: string): string => {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split === -1) return part;
      const headers = part.slice(0, split).toLowerCase();
      const body = part.slice(split).trim();
      if (headers.includes('content-transfer-encoding: base64')) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (headers.includes('content-transfer-encoding: quoted-printable')) {
        return decodeQuotedPrintable(body);
      }
      return body;
    })
    .join('\n');
};

export const codeIn = (mail: ReceivedMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
};

export interface TestSmtp {
  url: string;
  inbox: ReceivedMail[];
  /** Makes the server refuse every message (a failing provider). */
  setRejecting(rejecting: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free port, without TLS or auth (nodemailer then sends plainly). */
export const startSmtp = async (): Promise<TestSmtp> => {
  const inbox: ReceivedMail[] = [];
  let rejecting = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejecting) {
          const error = new Error('mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeMime(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    setRejecting: (value) => {
      rejecting = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Waits for a mail to `to` that arrived after `after` mails in the inbox. Mail leaves through the
 * job queue, whose worker polls every 2 s: allow a few polls on a busy machine.
 */
export const mailTo = async (smtp: TestSmtp, to: string, after = 0): Promise<ReceivedMail> => {
  for (let i = 0; i < 500; i++) {
    const found = smtp.inbox.slice(after).findLast((m) => m.to.includes(to));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
};

export const api = (t: TestApp) => ({
  post: (url: string, payload?: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  patch: (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    }),
  get: (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const dataOf = <T>(res: LightMyRequestResponse): T => (res.json() as { data: T }).data;

export const registerBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  userName: 'Test User',
  userEmail: email,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  agreeTerms: true,
  agreePrivacy: true,
  language: 'english',
  ...overrides,
});
