import { mkdir, rename, writeFile } from 'node:fs/promises';
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

export interface MailOptions {
  /**
   * One mail per key (`application-receipt:42`): sending again with the same key while the first
   * is kept by the queue does nothing, so a sweep may resend what it is unsure of.
   */
  dedupeKey?: string;
  /** Not delivered after this: a one-time code that has expired is not worth a mail. */
  validUntil?: Date;
}

/**
 * How modules send mail (deps.mailer): `send` puts the mail on the job queue and resolves once
 * it is stored, so a request answers at once and an SMTP outage loses nothing; the mail job
 * delivers it with retries (mail-queue.ts). Rejects only when the queue cannot store it.
 */
export interface Mailer {
  send(mail: OutgoingMail, options?: MailOptions): Promise<void>;
  close(): void;
}

/** Hands one mail to SMTP (or the development outbox). Used by the mail job only. */
export interface MailTransport {
  /** `messageId` is stable across retries of one mail, so a receiver can drop a duplicate. */
  deliver(mail: OutgoingMail & { messageId: string }): Promise<void>;
  close(): void;
}

// A stuck SMTP server must fail the try (to be retried with backoff), not hold a worker for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15_000 };

export const createMailTransport = (options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): MailTransport => {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async deliver({ to, subject, text, html, messageId }) {
        // Quoted-printable keeps the code readable in the raw message too.
        await transport.sendMail({
          from,
          to,
          subject,
          text,
          html,
          messageId,
          textEncoding: 'quoted-printable',
        });
      },
      close: () => transport.close(),
    };
  }
  // Development: nothing leaves the machine; the whole message lands in DATA_DIR/outbox.
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver({ to, subject, text, html, devNote, messageId }) {
      const info = await render.sendMail({ from, to, subject, text, html, messageId });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomName(4)}`;
      await mkdir(outboxDir, { recursive: true });
      // Each file appears whole (written aside, then renamed): a reader never sees half a mail.
      const put = async (file: string, content: string | Buffer) => {
        const temp = join(outboxDir, `.${file}.tmp`);
        await writeFile(temp, content);
        await rename(temp, join(outboxDir, file));
      };
      await put(`${name}.eml`, info.message as Buffer);
      await put(
        `${name}.json`,
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
