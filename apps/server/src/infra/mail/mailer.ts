import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { randomName } from '../crypto/tokens.js';
import type { RenderedMail } from './templates.js';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** Kept only in the development outbox (e.g. the code), never sent as headers. */
  devNote?: Record<string, string>;
}

export interface Mailer {
  /** Rejects when the mail could not be handed to the SMTP server. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// The web client gives up after 4 s; nodemailer's defaults (minutes) would outlast it.
const SMTP_TIMEOUTS = { connectionTimeout: 3000, greetingTimeout: 3000, socketTimeout: 5000 };

export const createMailer = (options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer => {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send({ to, subject, text, html }) {
        // Quoted-printable keeps the code readable in the raw message too.
        await transport.sendMail({
          from,
          to,
          subject,
          text,
          html,
          textEncoding: 'quoted-printable',
        });
      },
      close: () => transport.close(),
    };
  }
  // Development: nothing leaves the machine; the whole message lands in DATA_DIR/outbox.
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, html, devNote }) {
      const info = await render.sendMail({ from, to, subject, text, html });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomName(4)}`;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${name}.eml`), info.message as Buffer);
      await writeFile(
        join(outboxDir, `${name}.json`),
        `${JSON.stringify({ to, subject, text, ...devNote, createdAt: new Date().toISOString() }, null, 2)}\n`,
      );
      log.info(
        { to, subject, ...devNote, outbox: join(outboxDir, `${name}.eml`) },
        'DEV ONLY: SMTP_URL is not set, so this mail was not sent; it is in the outbox',
      );
    },
    close: () => undefined,
  };
};
